-- Settling a round writes each of its items and slips once more (docs/domain.md#results-and-settlement):
-- an item's status and payout, a slip's status, payout and settled_at. None of these is indexed,
-- and pages filled only half leave room for the new version beside the old one, so PostgreSQL
-- writes it in place (a heap-only tuple): no new entry in any index, a fraction of the
-- write-ahead log. Rows placed before this migration keep their full pages.
alter table lotto_slip_item set (fillfactor = 50);
alter table lotto_slip set (fillfactor = 50);

-- A round's slips are found by the round alone (a round's slips mostly share one status, read
-- from the row): with the status in this index, settling and cancelling had to add an index entry
-- for every slip.
drop index lotto_slip_round_idx;
create index lotto_slip_round_idx on lotto_slip (round_id);
