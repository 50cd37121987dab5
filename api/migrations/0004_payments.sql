-- Deposits, withdrawals and responsible play (deposit limits, self-exclusion), and the foreign keys
-- the wallet tables could not have before the accounts migration existed. Amounts are satang.

alter table ledger_account add constraint ledger_account_owner_fk
  foreign key (owner_account_id) references account (id);
alter table idempotency_key add constraint idempotency_key_account_fk
  foreign key (account_id) references account (id);

-- A member's own discount on stakes, in basis points (100 = 1 %); the wallet call reports it.
alter table account add column discount_bp integer not null default 0 check (discount_bp between 0 and 10000);

-- Sessions also end when their member excludes themselves.
alter table auth_session drop constraint auth_session_revoked_reason_check;
alter table auth_session add constraint auth_session_revoked_reason_check
  check (revoked_reason in ('logout', 'superseded', 'refresh_reuse', 'self_exclusion'));

-- A member's request to top up. Pending until approved (in the back office, by the payment
-- provider's signed webhook, or at once in demo mode) or rejected; approval posts the ledger
-- transfer deposit_clearing → member wallet in the same transaction.
create table deposit (
  id bigint generated always as identity primary key,
  account_id bigint not null references account (id),
  amount bigint not null check (amount > 0),
  status text not null default 'pending' check (status in ('pending', 'approved', 'rejected')),
  -- What the member was shown to pay to (PromptPay target and bank account), as of the request.
  pay_to jsonb not null,
  promptpay_payload text not null,
  created_at timestamptz not null,
  decided_at timestamptz,
  decided_via text check (decided_via in ('backoffice', 'webhook', 'demo')),
  decided_by bigint references account (id),
  reason text check (char_length(reason) between 1 and 200),
  transfer_id bigint references ledger_transfer (id),
  check ((status = 'pending') = (decided_at is null)),
  check ((status = 'pending') = (decided_via is null)),
  check ((decided_via = 'backoffice') = (decided_by is not null)),
  check ((status = 'approved') = (transfer_id is not null))
);

create index deposit_account_idx on deposit (account_id, id);
create index deposit_status_idx on deposit (status, id);

-- A member's request to be paid out to their registered bank account. The amount moves to the
-- member's hold at once (hold_transfer_id); approval pays it out of the hold, rejection returns it.
create table withdrawal (
  id bigint generated always as identity primary key,
  account_id bigint not null references account (id),
  amount bigint not null check (amount > 0),
  status text not null default 'pending' check (status in ('pending', 'approved', 'rejected')),
  -- The registered bank account at the time of the request.
  bank_code text not null,
  bank_account_no text not null,
  bank_account_name text not null,
  created_at timestamptz not null,
  hold_transfer_id bigint not null references ledger_transfer (id),
  decided_at timestamptz,
  decided_by bigint references account (id),
  reason text check (char_length(reason) between 1 and 200),
  settle_transfer_id bigint references ledger_transfer (id),
  check ((status = 'pending') = (decided_at is null)),
  check ((status = 'pending') = (decided_by is null)),
  check ((status = 'pending') = (settle_transfer_id is null))
);

create index withdrawal_account_idx on withdrawal (account_id, id);
create index withdrawal_status_idx on withdrawal (status, id);

-- Member-set deposit limits, one row per decision, never updated. For each period the limit in
-- force is the newest row (by id) whose effective_at has come; a newer row whose effective_at is
-- still ahead is pending. A lower limit takes effect at once, a higher one (or none) 24 hours later.
create table deposit_limit (
  id bigint generated always as identity primary key,
  account_id bigint not null references account (id),
  period text not null check (period in ('day', 'week', 'month')),
  -- Null: no limit.
  amount bigint check (amount > 0),
  effective_at timestamptz not null,
  created_at timestamptz not null
);

create index deposit_limit_account_idx on deposit_limit (account_id, period, id);

-- Deposit and withdrawal bounds per request and where members pay to, editable by operators.
insert into setting (key, value) values
  ('wallet', '{
    "depositMinSatang": 10000,
    "depositMaxSatang": 10000000,
    "withdrawalMinSatang": 10000,
    "withdrawalMaxSatang": 5000000,
    "payTo": {
      "promptpay": {"type": "phone", "value": "0812345678"},
      "bankCode": "KBANK",
      "bankAccountNo": "1234567890",
      "bankAccountName": "บริษัท ตั้งหวย จำกัด"
    }
  }');
