-- Transfers and entries are history: never changed, never removed.
create or replace function ledger_immutable() returns trigger language plpgsql as $$
begin
  raise exception 'ledger: % on % is not allowed; post a correcting transfer instead', tg_op, tg_table_name
    using errcode = 'insufficient_privilege';
end $$;

drop trigger if exists ledger_transfer_immutable on ledger_transfer;
create trigger ledger_transfer_immutable before update or delete on ledger_transfer
  for each row execute function ledger_immutable();
drop trigger if exists ledger_transfer_no_truncate on ledger_transfer;
create trigger ledger_transfer_no_truncate before truncate on ledger_transfer
  for each statement execute function ledger_immutable();
drop trigger if exists ledger_entry_immutable on ledger_entry;
create trigger ledger_entry_immutable before update or delete on ledger_entry
  for each row execute function ledger_immutable();
drop trigger if exists ledger_entry_no_truncate on ledger_entry;
create trigger ledger_entry_no_truncate before truncate on ledger_entry
  for each statement execute function ledger_immutable();
