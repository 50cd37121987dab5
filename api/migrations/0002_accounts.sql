-- Accounts, login sessions, refresh tokens and failed-login records (auth module).

-- One row per person or back-office user. Agents form a tree through parent_id: an agent's
-- members (and sub-agents) point at it. Usernames are stored in lower case, so "unique" is
-- case-insensitive.
create table account (
  id bigint generated always as identity primary key,
  username text not null unique check (username ~ '^[a-z0-9_]{3,20}$'),
  password_hash text not null,
  role text not null check (role in (
    'member', 'seamless', 'agseamless', 'master', 'agadmin', 'agline', 'admin', 'user', 'AGgroup', 'client'
  )),
  usertype text not null check (usertype in ('member', 'agent', 'staff')),
  parent_id bigint references account (id),
  phone text check (phone ~ '^0[0-9]{8,9}$'),
  bank_code text check (bank_code ~ '^[A-Z]{2,10}$'),
  bank_account_no text check (bank_account_no ~ '^[0-9]{10,15}$'),
  bank_account_name text check (char_length(bank_account_name) between 2 and 100),
  -- When the person declared being 20 or older; every member has declared it.
  age20_accepted_at timestamptz,
  -- Incremented by each login; the newest login's number is the only live session.
  count_login integer not null default 0 check (count_login >= 0),
  self_excluded_until timestamptz,
  created_at timestamptz not null default now(),
  check (parent_id <> id),
  check (role <> 'member' or age20_accepted_at is not null)
);

create index account_parent_idx on account (parent_id) where parent_id is not null;

-- One row per login. A session is live while revoked_at is null and its count_login equals the
-- account's (single-session rule: a newer login revokes every older session).
create table auth_session (
  id bigint generated always as identity primary key,
  account_id bigint not null references account (id) on delete cascade,
  count_login integer not null,
  -- SHA-256 (hex) of the opaque UserToken handed to the client for the seamless wallet call.
  user_token_hash text not null unique check (user_token_hash ~ '^[0-9a-f]{64}$'),
  created_at timestamptz not null,
  revoked_at timestamptz,
  revoked_reason text check (revoked_reason in ('logout', 'superseded', 'refresh_reuse')),
  check ((revoked_at is null) = (revoked_reason is null))
);

create index auth_session_live_idx on auth_session (account_id) where revoked_at is null;

-- Refresh tokens, stored only as SHA-256 (hex). Each is used once: using it marks used_at and
-- issues the next one; presenting a used one again revokes its session.
create table refresh_token (
  token_hash text primary key check (token_hash ~ '^[0-9a-f]{64}$'),
  session_id bigint not null references auth_session (id) on delete cascade,
  issued_at timestamptz not null,
  expires_at timestamptz not null,
  used_at timestamptz
);

create index refresh_token_session_idx on refresh_token (session_id);

-- Failed logins, per lower-cased username (whether or not it exists) and per client address;
-- read by the login throttle and shared by every API instance.
create table login_failure (
  id bigint generated always as identity primary key,
  username text not null,
  ip text not null,
  failed_at timestamptz not null
);

create index login_failure_username_idx on login_failure (username, failed_at);
create index login_failure_ip_idx on login_failure (ip, failed_at);
create index login_failure_failed_at_idx on login_failure (failed_at);
