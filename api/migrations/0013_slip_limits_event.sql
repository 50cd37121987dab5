-- A bet on a capped number publishes the round's limits (docs/architecture.md#session-bus): the
-- limit items a member's screen is sent say what is still open under each cap, and a bet lowers it.
-- lotto_place_slip (functions/lotto_place_slip.sql) publishes, after the balance, a 'limits' event
-- of the round on the events channel, in the bet's transaction (delivered only if it commits), and
-- only when an item is on a capped number, so a bet on uncapped numbers does no more than before.
-- Nothing is left for this migration to do since the function has a file of its own.
select 1;

