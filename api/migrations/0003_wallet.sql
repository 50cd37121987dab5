-- Wallet ledger: double entry in integer satang. Every movement of money is one immutable
-- transfer whose signed entries sum to zero, so the sum over all accounts is always zero.
--
-- Balances: member accounts (wallet, withdrawal hold) keep a stored `balance`, moved by the code
-- with one conditional UPDATE per entry and never below zero (CHECK). System accounts (house,
-- payout, clearing) have no stored balance: theirs is the SUM of their entries, so a bet does not
-- update a hot house row and bets of different members never wait for each other.
--
-- The database itself holds the books together (each check a trigger, in functions/):
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
