// Kysely's view of the payments tables (migrations/0004_payments.sql, 0014_money_controls.sql,
// 0015_correction_holds.sql). Amounts are integer satang.
import type { ColumnType, GeneratedAlways } from 'kysely';

export const PAYMENT_STATUSES = ['pending', 'approved', 'rejected'] as const;
export type PaymentStatus = (typeof PAYMENT_STATUSES)[number];

export interface DepositTable {
  id: GeneratedAlways<bigint>;
  account_id: bigint;
  amount: bigint;
  status: ColumnType<PaymentStatus, PaymentStatus | undefined, PaymentStatus>;
  /** The wallet's PayTo as of the request; insert it as a JSON string. */
  pay_to: ColumnType<unknown, string, never>;
  promptpay_payload: string;
  created_at: Date;
  decided_at: Date | null;
  decided_via: 'backoffice' | 'webhook' | 'demo' | null;
  decided_by: bigint | null;
  reason: string | null;
  transfer_id: bigint | null;
  /** The first of two approvals (the two-person rule: second-approval.ts); null: none. */
  first_approved_by: bigint | null;
  first_approved_at: Date | null;
}

export interface WithdrawalTable {
  id: GeneratedAlways<bigint>;
  account_id: bigint;
  amount: bigint;
  status: ColumnType<PaymentStatus, PaymentStatus | undefined, PaymentStatus>;
  bank_code: string;
  bank_account_no: string;
  bank_account_name: string;
  created_at: Date;
  hold_transfer_id: bigint;
  decided_at: Date | null;
  decided_by: bigint | null;
  reason: string | null;
  settle_transfer_id: bigint | null;
  /** The first of two approvals (the two-person rule: second-approval.ts); null: none. */
  first_approved_by: bigint | null;
  first_approved_at: Date | null;
}

/** A member whose withdrawals may not be approved while a correction of a round waits (migrations/0015_correction_holds.sql). */
export interface WithdrawalFreezeTable {
  round_id: bigint;
  account_id: bigint;
  created_at: Date;
}

export interface PaymentTables {
  deposit: DepositTable;
  withdrawal: WithdrawalTable;
  withdrawal_freeze: WithdrawalFreezeTable;
}
