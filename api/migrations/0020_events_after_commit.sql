-- Events for members' screens (balances, a round's limits) are published by the API once the
-- transaction that made them has committed, batched, instead of with pg_notify inside it
-- (docs/performance.md, "Draw night"): PostgreSQL holds one lock for queueing notifications from a
-- transaction's commit until its commit record is flushed, so every bet, each publishing its
-- balance, committed one at a time behind that lock. ledger_post now answers each member wallet's
-- owner instead of notifying (its file, functions/ledger_post.sql, makes it again after this);
-- its answer's columns change, so it is dropped first (a new database has none yet: function files
-- apply after the migrations).
drop function if exists ledger_post(text[], text[], integer[], bigint[], text[], bigint[]);
