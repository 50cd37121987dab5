-- Each ledger entry checked as it is inserted (migrations/0003_wallet.sql says what the database
-- holds the books to): its transfer and account read in one query, and for a member account its
-- row locked with its last entry in a second.
create or replace function ledger_entry_before_insert() returns trigger language plpgsql as $$
declare
  transfer_created timestamptz;
  account_kind text;
  account record;
begin
  select t.created_at, a.kind into transfer_created, account_kind
  from ledger_transfer t left join ledger_account a on a.id = new.ledger_account_id
  where t.id = new.transfer_id;
  -- Entries join their transfer in the transaction that created it, never later.
  if transfer_created is distinct from now() then
    raise exception 'ledger: entries must be inserted with their transfer (transfer %)', new.transfer_id
      using errcode = 'integrity_constraint_violation';
  end if;
  if account_kind is null then
    return new; -- the foreign key reports it
  end if;
  if account_kind not in ('member_wallet', 'member_hold') then
    if new.balance_after is not null then
      raise exception 'ledger: system account % has no balance_after', new.ledger_account_id
        using errcode = 'integrity_constraint_violation';
    end if;
    return new;
  end if;
  -- A member account: its row lock orders its entries (the code already holds it).
  select a.balance as stored, last.id as previous_id, last.balance_after as previous_after into account
  from ledger_account a
  left join lateral (
    select e.id, e.balance_after from ledger_entry e where e.ledger_account_id = a.id order by e.id desc limit 1
  ) last on true
  where a.id = new.ledger_account_id
  for update of a;
  if account.previous_id is not null and account.previous_id > new.id then
    raise exception 'ledger: entry % is older than the last entry of account %', new.id, new.ledger_account_id
      using errcode = 'integrity_constraint_violation';
  end if;
  if new.balance_after is null
     or new.balance_after <> coalesce(account.previous_after, 0) + new.amount
     or new.balance_after <> account.stored then
    raise exception 'ledger: balance_after of account % does not follow its entries and balance', new.ledger_account_id
      using errcode = 'integrity_constraint_violation';
  end if;
  return new;
end $$;


drop trigger if exists ledger_entry_before_insert on ledger_entry;
create trigger ledger_entry_before_insert before insert on ledger_entry
  for each row execute function ledger_entry_before_insert();
