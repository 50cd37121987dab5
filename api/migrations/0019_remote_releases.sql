-- Remote releases (docs/architecture.md, "Remote releases"): which version of each federated remote
-- members get, kept here so that every gateway serves the same answer. One row per remote: the live
-- version and, while a canary runs, the candidate with the share of members (1–99 %) who get it.
create table remote_release (
  remote text primary key check (remote in ('lotto', 'demo')),
  live_version text check (live_version ~ '^[0-9]+\.[0-9]+\.[0-9]+(-[0-9A-Za-z.-]+)?$'),
  candidate_version text check (candidate_version ~ '^[0-9]+\.[0-9]+\.[0-9]+(-[0-9A-Za-z.-]+)?$'),
  candidate_share integer check (candidate_share between 1 and 99),
  candidate_since timestamptz,
  check ((candidate_version is null) = (candidate_share is null) and (candidate_version is null) = (candidate_since is null)),
  check (candidate_version is null or live_version is not null),
  check (candidate_version is null or candidate_version <> live_version)
);
insert into remote_release (remote) values ('lotto'), ('demo');

-- Every change, oldest first: who (`by`: a staff username or the operator the release tool names;
-- 'system' for the automatic stop), what, why, and whether a draw-night freeze was forced.
create table remote_release_event (
  id bigint generated always as identity primary key,
  remote text not null references remote_release (remote),
  action text not null check (action in ('promote', 'rollback', 'canary', 'stop', 'auto-stop', 'pin', 'unpin')),
  version text,
  share integer,
  by text not null check (length(by) between 1 and 100),
  reason text check (length(reason) <= 500),
  forced boolean not null default false,
  at timestamptz not null
);
create index remote_release_event_remote on remote_release_event (remote, id);

-- Testers' preview: accounts that get a given version of a remote whatever the share says.
create table remote_release_pin (
  remote text not null references remote_release (remote),
  account_id bigint not null references account (id),
  version text not null,
  by text not null,
  at timestamptz not null,
  primary key (remote, account_id)
);

-- What the host's beacons reported, per remote, version and minute: page loads of the remote, loads
-- that failed after the host's retries, and errors its error boundaries caught.
create table remote_release_sample (
  remote text not null references remote_release (remote),
  version text not null,
  minute timestamptz not null,
  loads integer not null default 0,
  failed integer not null default 0,
  errors integer not null default 0,
  primary key (remote, version, minute)
);

-- The draw-night freeze, chosen by administrators: no promote or canary `minutes` before a round of
-- one of `lottos` closes, unless forced with a reason (0 minutes: no freeze).
insert into setting (key, value) values
  ('release_freeze', '{"minutes": 30, "lottos": ["thai-gov"]}');
