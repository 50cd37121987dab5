-- Wallet ledger: double entry in integer satang. Every movement of money is one immutable
-- transfer whose signed entries sum to zero, so the sum over all accounts is always zero.
--
-- Balances: member accounts (wallet, withdrawal hold) keep a stored `balance`, moved by the code
-- with one conditional UPDATE per entry and never below zero (CHECK). System accounts (house,
-- payout, clearing) have no stored balance: theirs is the SUM of their entries, so a bet does not
-- update a hot house row and bets of different members never wait for each other.
--
-- The database itself holds the books together:
--   * a member entry carries `balance_after`, which must equal the account's previous entry's
--     `balance_after` + amount and the account's stored balance at that moment (checked on insert);
--   * at commit, a member account whose balance changed must equal its last entry's
--     `balance_after` (so stored balance = sum of its entries by induction);
--   * at commit, every transfer has entries, and they sum to zero;
--   * transfers and entries can be neither updated nor deleted.
--
-- `owner_account_id` references the member's `account.id`; no foreign key yet because the
-- accounts migration did not exist when this one was written (add it in a later migration).

create table ledger_account (
  id bigint generated always as identity primary key,
  kind text not null check (kind in (
    'member_wallet', 'member_hold', 'house', 'payout', 'deposit_clearing', 'withdrawal_clearing'
  )),
  owner_account_id bigint,
  balance bigint,
  created_at timestamptz not null default now(),
  constraint ledger_account_owner_check
    check ((kind in ('member_wallet', 'member_hold')) = (owner_account_id is not null)),
  -- Member balances are stored and never negative; system balances are derived from entries.
  constraint ledger_account_balance_check
    check (case when kind in ('member_wallet', 'member_hold') then balance is not null and balance >= 0
                else balance is null end),
  constraint ledger_account_kind_owner_key unique nulls not distinct (kind, owner_account_id)
);

insert into ledger_account (kind) values ('house'), ('payout'), ('deposit_clearing'), ('withdrawal_clearing');

create table ledger_transfer (
  id bigint generated always as identity primary key,
  kind text not null check (kind in (
    'deposit', 'withdrawal_hold', 'withdrawal_payout', 'withdrawal_return', 'bet', 'payout', 'refund'
  )),
  reference text not null check (length(reference) between 1 and 200),
  created_at timestamptz not null default now()
);

create index ledger_transfer_reference_idx on ledger_transfer (reference);

create table ledger_entry (
  id bigint generated always as identity primary key,
  transfer_id bigint not null references ledger_transfer (id),
  ledger_account_id bigint not null references ledger_account (id),
  amount bigint not null check (amount <> 0),
  -- The member account's balance after this entry; null for system accounts.
  balance_after bigint check (balance_after >= 0),
  constraint ledger_entry_transfer_account_key unique (transfer_id, ledger_account_id)
);

create index ledger_entry_account_idx on ledger_entry (ledger_account_id, id);

-- Checked on every entry as it is inserted.
create function ledger_entry_before_insert() returns trigger language plpgsql as $$
declare
  account_kind text;
  stored bigint;
  previous record;
  transfer_created timestamptz;
begin
  select created_at into transfer_created from ledger_transfer where id = new.transfer_id;
  -- Entries join their transfer in the transaction that created it, never later.
  if transfer_created is distinct from now() then
    raise exception 'ledger: entries must be inserted with their transfer (transfer %)', new.transfer_id
      using errcode = 'integrity_constraint_violation';
  end if;
  select kind into account_kind from ledger_account where id = new.ledger_account_id;
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
  select balance into stored from ledger_account where id = new.ledger_account_id for update;
  select id, balance_after into previous from ledger_entry
    where ledger_account_id = new.ledger_account_id order by id desc limit 1;
  if previous.id is not null and previous.id > new.id then
    raise exception 'ledger: entry % is older than the last entry of account %', new.id, new.ledger_account_id
      using errcode = 'integrity_constraint_violation';
  end if;
  if new.balance_after is null
     or new.balance_after <> coalesce(previous.balance_after, 0) + new.amount
     or new.balance_after <> stored then
    raise exception 'ledger: balance_after of account % does not follow its entries and balance', new.ledger_account_id
      using errcode = 'integrity_constraint_violation';
  end if;
  return new;
end $$;

create trigger ledger_entry_before_insert before insert on ledger_entry
  for each row execute function ledger_entry_before_insert();

-- At commit: the transfer of each inserted entry sums to zero.
create function ledger_entry_transfer_balanced() returns trigger language plpgsql as $$
declare
  total numeric;
begin
  select sum(amount) into total from ledger_entry where transfer_id = new.transfer_id;
  if total <> 0 then
    raise exception 'ledger: entries of transfer % sum to %, not zero', new.transfer_id, total
      using errcode = 'check_violation';
  end if;
  return null;
end $$;

create constraint trigger ledger_entry_transfer_balanced after insert on ledger_entry
  deferrable initially deferred
  for each row execute function ledger_entry_transfer_balanced();

-- At commit: every transfer has entries.
create function ledger_transfer_has_entries() returns trigger language plpgsql as $$
begin
  if not exists (select 1 from ledger_entry where transfer_id = new.id) then
    raise exception 'ledger: transfer % has no entries', new.id using errcode = 'check_violation';
  end if;
  return null;
end $$;

create constraint trigger ledger_transfer_has_entries after insert on ledger_transfer
  deferrable initially deferred
  for each row execute function ledger_transfer_has_entries();

-- At commit: a member account whose balance changed matches its last entry.
create function ledger_account_balance_matches_entries() returns trigger language plpgsql as $$
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

create constraint trigger ledger_account_balance_matches_entries after update of balance on ledger_account
  deferrable initially deferred
  for each row execute function ledger_account_balance_matches_entries();

-- Transfers and entries are history: never changed, never removed.
create function ledger_immutable() returns trigger language plpgsql as $$
begin
  raise exception 'ledger: % on % is not allowed; post a correcting transfer instead', tg_op, tg_table_name
    using errcode = 'insufficient_privilege';
end $$;

create trigger ledger_transfer_immutable before update or delete on ledger_transfer
  for each row execute function ledger_immutable();
create trigger ledger_transfer_no_truncate before truncate on ledger_transfer
  for each statement execute function ledger_immutable();
create trigger ledger_entry_immutable before update or delete on ledger_entry
  for each row execute function ledger_immutable();
create trigger ledger_entry_no_truncate before truncate on ledger_entry
  for each statement execute function ledger_immutable();

-- Answers to money-moving requests, kept per member and Idempotency-Key. The row is inserted first,
-- in the transaction that does the work: a concurrent duplicate waits on its primary key.
create table idempotency_key (
  account_id bigint not null,
  key text not null check (key ~ '^[A-Za-z0-9_-]{1,100}$'),
  request_hash text not null,
  -- Null only inside the transaction that claimed the key and is still doing the work.
  response jsonb,
  status_code integer check (status_code between 100 and 599),
  created_at timestamptz not null default now(),
  primary key (account_id, key),
  constraint idempotency_key_answer_check check ((response is null) = (status_code is null))
);
