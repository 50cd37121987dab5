-- The round's stake on a number is kept only while the number is capped (a bet on an uncapped
-- number has no shared row to wait on): a cap set on a number starts from what its pending items
-- already hold, and a cap taken away takes its stake row with it. The back office changes a
-- round's limits with the round locked, so no bet or cancel runs meanwhile.
create or replace function lotto_limit_keeps_number_stake() returns trigger language plpgsql as $$
begin
  if tg_op in ('UPDATE', 'DELETE') and old.kind = 'cap' then
    delete from lotto_number_stake where round_id = old.round_id and bet_type = old.bet_type and number = old.number;
  end if;
  if tg_op in ('INSERT', 'UPDATE') and new.kind = 'cap' then
    insert into lotto_number_stake (round_id, bet_type, number, stake)
    select new.round_id, new.bet_type, new.number, coalesce(sum(stake), 0)
    from lotto_slip_item
    where round_id = new.round_id and bet_type = new.bet_type and number = new.number and status = 'pending';
  end if;
  return null;
end $$;

drop trigger if exists lotto_limit_keeps_number_stake on lotto_limit;
create trigger lotto_limit_keeps_number_stake after insert or update or delete on lotto_limit
  for each row execute function lotto_limit_keeps_number_stake();
