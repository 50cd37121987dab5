// The wallet's operator-editable settings (the `wallet` row of `setting`, defaults in
// migrations/0004_payments.sql): bounds per deposit and withdrawal, and where members pay to.
import { z } from 'zod';
import type { Database } from '../../db/database.ts';
import { settingValue } from '../../db/settings.ts';

const satang = z.number().int().positive().transform(BigInt);

const walletSettingsSchema = z.object({
  depositMinSatang: satang,
  depositMaxSatang: satang,
  withdrawalMinSatang: satang,
  withdrawalMaxSatang: satang,
  payTo: z.object({
    promptpay: z.discriminatedUnion('type', [
      z.object({ type: z.literal('phone'), value: z.string() }),
      z.object({ type: z.literal('nationalId'), value: z.string() }),
    ]),
    bankCode: z.string(),
    bankAccountNo: z.string(),
    bankAccountName: z.string(),
  }),
});

export type WalletSettings = z.output<typeof walletSettingsSchema>;
export type PayTo = WalletSettings['payTo'];

export async function walletSettings(db: Database): Promise<WalletSettings> {
  return walletSettingsSchema.parse(await settingValue(db, 'wallet'));
}
