-- At commit, once per transfer: a transfer has entries and they sum to zero. Entries join their
-- transfer only in the transaction that created it (ledger_entry_before_insert), so checking each
-- new transfer at commit covers every entry.
create or replace function ledger_transfer_balanced() returns trigger language plpgsql as $$
declare
  entries integer;
  total numeric;
begin
  select count(*), sum(amount) into entries, total from ledger_entry where transfer_id = new.id;
  if entries = 0 then
    raise exception 'ledger: transfer % has no entries', new.id using errcode = 'check_violation';
  end if;
  if total <> 0 then
    raise exception 'ledger: entries of transfer % sum to %, not zero', new.id, total using errcode = 'check_violation';
  end if;
  return null;
end $$;

drop trigger if exists ledger_transfer_balanced on ledger_transfer;
create constraint trigger ledger_transfer_balanced after insert on ledger_transfer
  deferrable initially deferred
  for each row execute function ledger_transfer_balanced();
