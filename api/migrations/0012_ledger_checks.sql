-- The ledger's own checks (0003_wallet.sql) in fewer queries, the same guarantees and messages
-- (docs/performance.md#placing-a-slip): every bet runs them.

-- One check per transfer at commit (functions/ledger_transfer_balanced.sql) instead of one per entry
-- plus one per transfer, which a database migrated before it still has; and each entry's check in
-- fewer queries (functions/ledger_entry_before_insert.sql).
drop trigger if exists ledger_entry_transfer_balanced on ledger_entry;
drop function if exists ledger_entry_transfer_balanced();
drop trigger if exists ledger_transfer_has_entries on ledger_transfer;
drop function if exists ledger_transfer_has_entries();

