// Kysely's view of the wallet tables (migrations/0003_wallet.sql). Amounts are integer satang.
import type { ColumnType, GeneratedAlways } from 'kysely';

export const MEMBER_ACCOUNT_KINDS = ['member_wallet', 'member_hold'] as const;
export const SYSTEM_ACCOUNT_KINDS = ['house', 'payout', 'deposit_clearing', 'withdrawal_clearing'] as const;
export type MemberAccountKind = (typeof MEMBER_ACCOUNT_KINDS)[number];
export type SystemAccountKind = (typeof SYSTEM_ACCOUNT_KINDS)[number];
export type LedgerAccountKind = MemberAccountKind | SystemAccountKind;

/** Member accounts keep a stored balance; system accounts sum their entries. */
export const isMemberKind = (kind: LedgerAccountKind): kind is MemberAccountKind =>
  (MEMBER_ACCOUNT_KINDS as readonly string[]).includes(kind);

export const TRANSFER_KINDS = [
  'deposit',
  'withdrawal_hold',
  'withdrawal_payout',
  'withdrawal_return',
  'bet',
  'payout',
  'refund',
  'payout_correction',
] as const;
export type TransferKind = (typeof TRANSFER_KINDS)[number];

export interface LedgerAccountTable {
  id: GeneratedAlways<bigint>;
  kind: LedgerAccountKind;
  /** The member's `account.id`; null for system accounts. */
  owner_account_id: bigint | null;
  /** Stored for member accounts (never negative); null for system accounts (sum their entries). */
  balance: bigint | null;
  created_at: ColumnType<Date, never, never>;
}

export interface LedgerTransferTable {
  id: GeneratedAlways<bigint>;
  kind: TransferKind;
  reference: string;
  created_at: ColumnType<Date, never, never>;
}

export interface LedgerEntryTable {
  id: GeneratedAlways<bigint>;
  transfer_id: ColumnType<bigint, bigint, never>;
  ledger_account_id: ColumnType<bigint, bigint, never>;
  /** Signed satang, never zero. */
  amount: ColumnType<bigint, bigint, never>;
  /** A member account's balance after this entry; null for system accounts. */
  balance_after: ColumnType<bigint | null, bigint | null, never>;
}

export interface WalletTables {
  ledger_account: LedgerAccountTable;
  ledger_transfer: LedgerTransferTable;
  ledger_entry: LedgerEntryTable;
}
