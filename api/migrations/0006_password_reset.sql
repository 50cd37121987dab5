-- Password reset by a one-time code. There is no SMS or e-mail: a member who forgot the password
-- asks their agent (or an operator) for a code and sets a new password with it.

-- A code is 8 characters handed to the member by the back office, stored only as SHA-256 (hex). It
-- works once (used_at) until expires_at; issuing a newer code for the member ends the older unused
-- ones by moving their expires_at to that moment.
create table password_reset_code (
  id bigint generated always as identity primary key,
  account_id bigint not null references account (id) on delete cascade,
  code_hash text not null check (code_hash ~ '^[0-9a-f]{64}$'),
  issued_by bigint not null references account (id),
  issued_at timestamptz not null,
  expires_at timestamptz not null,
  used_at timestamptz,
  check (expires_at >= issued_at)
);

create index password_reset_code_account_idx on password_reset_code (account_id, id);

-- A password reset ends every session of the account.
alter table auth_session drop constraint auth_session_revoked_reason_check;
alter table auth_session add constraint auth_session_revoked_reason_check
  check (revoked_reason in ('logout', 'superseded', 'refresh_reuse', 'self_exclusion', 'password_reset'));
