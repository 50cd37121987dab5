// The wallet's settings (the `wallet` row of `setting`, defaults in migrations/0004_payments.sql,
// changed by administrators: settings-routes.ts): bounds per deposit and withdrawal, where members
// pay to, and the amounts above which an approval takes two people (the two-person rule, migrations/
// 0014_money_controls.sql; payments applies it).
import { z } from 'zod';
import type { Database } from '../../db/database.ts';
import { settingValue, storeSetting } from '../../db/settings.ts';

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
  /** A hand approval of a deposit, or an approval of a withdrawal, above these takes two people. */
  secondApproval: z.object({ depositAboveSatang: satang, withdrawalAboveSatang: satang }),
});

export type WalletSettings = z.output<typeof walletSettingsSchema>;
export type PayTo = WalletSettings['payTo'];

export async function walletSettings(db: Database): Promise<WalletSettings> {
  return walletSettingsSchema.parse(await settingValue(db, 'wallet'));
}

/** Stores the settings (satang as JSON numbers); the next request and the next approval follow them. */
export async function storeWalletSettings(db: Database, settings: WalletSettings, now: Date): Promise<void> {
  await storeSetting(
    db,
    'wallet',
    {
      depositMinSatang: Number(settings.depositMinSatang),
      depositMaxSatang: Number(settings.depositMaxSatang),
      withdrawalMinSatang: Number(settings.withdrawalMinSatang),
      withdrawalMaxSatang: Number(settings.withdrawalMaxSatang),
      payTo: settings.payTo,
      secondApproval: {
        depositAboveSatang: Number(settings.secondApproval.depositAboveSatang),
        withdrawalAboveSatang: Number(settings.secondApproval.withdrawalAboveSatang),
      },
    },
    now,
  );
}
