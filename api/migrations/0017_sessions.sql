-- Sessions end on a password change and at their absolute lifetime, and the login throttle tells
-- the browsers that signed in before from the rest (docs/security.md: Sessions, Limits).

-- A password change ends every session of the account (the changing browser gets a new one), and
-- a session past its lifetime from the login ends at its next refresh.
alter table auth_session drop constraint auth_session_revoked_reason_check;
alter table auth_session add constraint auth_session_revoked_reason_check
  check (revoked_reason in ('logout', 'superseded', 'refresh_reuse', 'self_exclusion', 'password_reset', 'password_change', 'expired'));

-- A failure made by a browser that presented a valid device cookie for the username names that
-- device (the random id inside the cookie); null for any other client. A browser with a device
-- cookie is judged by its own failures; any other by its address, its (username, address) and
-- the username's failures from clients without one.
alter table login_failure add column device_id text check (device_id ~ '^[A-Za-z0-9_-]{22}$');

drop index login_failure_username_idx;
create index login_failure_username_ip_idx on login_failure (username, ip, failed_at);
create index login_failure_untrusted_idx on login_failure (username, failed_at) where device_id is null;
create index login_failure_device_idx on login_failure (device_id, failed_at) where device_id is not null;
