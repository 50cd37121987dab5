-- Secrets of this installation, session ids nobody can guess, one member per bank account, and
-- registrations counted per client address (docs/security.md).

-- Keys the API signs with when the environment names none (JWT_SECRET, PAYMENT_WEBHOOK_SECRET):
-- made once per installation from a cryptographic random source by the first API instance that
-- needs them, and shared through this table by every instance on the same database.
create table installation_secret (
  name text primary key check (name in ('jwt', 'payment_webhook')),
  value text not null check (char_length(value) >= 43),
  created_at timestamptz not null default now()
);

-- What an access token names its session by: random (122 bits), so a token cannot be made for a
-- session by counting. The numeric id stays the session's key inside the database.
alter table auth_session add column public_id uuid;
update auth_session set public_id = gen_random_uuid();
alter table auth_session alter column public_id set not null;
alter table auth_session add constraint auth_session_public_id_key unique (public_id);

-- A bank account belongs to one person: the same number at the same bank cannot be registered
-- twice. An installation that already holds such a pair must resolve it before upgrading.
do $$
begin
  if exists (
    select 1 from account where bank_account_no is not null
    group by bank_code, bank_account_no having count(*) > 1
  ) then
    raise exception 'two or more accounts share a bank account (bank_code, bank_account_no); give each its own before upgrading';
  end if;
end $$;
create unique index account_bank_account_key on account (bank_code, bank_account_no) where bank_account_no is not null;

-- Registrations per client address (each costs a password hash), read by the registration
-- throttle and shared by every API instance. Rows older than the window are deleted as new ones
-- arrive.
create table registration_attempt (
  id bigint generated always as identity primary key,
  ip text not null,
  attempted_at timestamptz not null
);

create index registration_attempt_ip_idx on registration_attempt (ip, attempted_at);
create index registration_attempt_attempted_at_idx on registration_attempt (attempted_at);
