-- At commit: a member account whose balance changed matches its last entry.
create or replace function ledger_account_balance_matches_entries() returns trigger language plpgsql as $$
declare
  current_balance bigint;
  last_after bigint;
begin
  select balance into current_balance from ledger_account where id = new.id;
  select balance_after into last_after from ledger_entry
    where ledger_account_id = new.id order by id desc limit 1;
  if current_balance is distinct from coalesce(last_after, 0) then
    raise exception 'ledger: balance % of account % does not match its entries (%)',
      current_balance, new.id, coalesce(last_after, 0)
      using errcode = 'check_violation';
  end if;
  return null;
end $$;

drop trigger if exists ledger_account_balance_matches_entries on ledger_account;
create constraint trigger ledger_account_balance_matches_entries after update of balance on ledger_account
  deferrable initially deferred
  for each row execute function ledger_account_balance_matches_entries();
