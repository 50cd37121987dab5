-- Placing a slip in one database call (docs/performance.md#placing-a-slip). A bet used to take 26
-- statements, each a round trip from the API with its own parse and plan, and the locks it took
-- were held while the API prepared the next one. Here the whole bet is one PL/pgSQL function: its
-- statements are planned once per connection, and its locks are held only while it runs.
--
-- The rules live in the database once and the API calls them: a round's status at an instant, what
-- an item costs and pays, and placing a slip, each a function file of its own (functions/
-- lotto_round_status_at.sql, lotto_discount_bp.sql, lotto_item_price.sql, lotto_place_slip.sql; the
-- stake kept per capped number: lotto_limit_keeps_number_stake.sql). The API keeps what needs no
-- database (the shape of each number and amount) and the Thai wording of every refusal. This
-- migration holds the tables' side.

-- A round's items by number, then member: settlement and exposure find a number's items, and a
-- bet finds the member's own on a number at once when it checks their maximum per number (before,
-- every pending slip of the round was read to find the member's). One index serves both, so the
-- planner has no other to pick; it holds no status, so settling an item stays a heap-only update.
drop index lotto_slip_item_round_idx;
create index lotto_slip_item_round_idx on lotto_slip_item (round_id, bet_type, number, account_id);

-- An item repeats its slip's round and member (so settlement is one statement over the round): one
-- foreign key on the three holds them to the slip's own, where three were checked one by one.
alter table lotto_slip add constraint lotto_slip_id_round_account_key unique (id, round_id, account_id);
alter table lotto_slip_item
  drop constraint lotto_slip_item_slip_id_fkey,
  drop constraint lotto_slip_item_round_id_fkey,
  drop constraint lotto_slip_item_account_id_fkey,
  add constraint lotto_slip_item_slip_fkey foreign key (slip_id, round_id, account_id)
    references lotto_slip (id, round_id, account_id);

-- The round's stake on a number is kept only while the number is capped (the trigger of
-- functions/lotto_limit_keeps_number_stake.sql): stakes of numbers that are not capped are no
-- longer kept.
delete from lotto_number_stake ns
where not exists (select 1 from lotto_limit l where l.round_id = ns.round_id and l.bet_type = ns.bet_type
                    and l.number = ns.number and l.kind = 'cap');

-- An item of a slip once priced, as the function carries it between its statements.
create type lotto_priced_item as (
  bet_type text, number text, stake bigint, rate integer, pay_percent integer, discount_bp integer, charged bigint, win_amount bigint
);

