// The payment terms: what the member's deposit and withdraw screens show before a request — the
// bounds per request (the `wallet` setting that requestDeposit and requestWithdrawal enforce), the
// member's registered bank account (masked, as in withdrawal answers) and whether deposits are play
// money (demo mode).
import type { Database } from '../../db/database.ts';
import { satangToBaht } from '../../lib/money.ts';
import { bahtValue } from '../../lib/schemas.ts';
import { errorBody } from '../../plugins/errors.ts';
import { registeredBankAccount } from '../auth/index.ts';
import { walletSettings } from '../wallet/index.ts';
import { maskAccountNo } from './bank-account.ts';

const bounds = (what: string) =>
  ({
    type: 'object',
    required: ['min', 'max'],
    additionalProperties: false,
    description: `the smallest and largest ${what} one request may name`,
    properties: {
      min: { ...bahtValue, description: 'baht, at most 2 decimals; smaller requests are refused (AMOUNT_BELOW_MINIMUM)' },
      max: { ...bahtValue, description: 'baht, at most 2 decimals; larger requests are refused (AMOUNT_ABOVE_MAXIMUM)' },
    },
  }) as const;

const paymentTerms = {
  type: 'object',
  required: ['demoMode', 'deposit', 'withdrawal', 'bankAccount'],
  additionalProperties: false,
  properties: {
    demoMode: {
      type: 'boolean',
      description:
        'deposits are play money: credited at once unless the request asks otherwise (demoCredit: false)',
    },
    deposit: bounds('deposit'),
    withdrawal: bounds('withdrawal'),
    bankAccount: {
      type: 'object',
      nullable: true,
      required: ['code', 'accountNo', 'accountName'],
      additionalProperties: false,
      description: "the member's registered bank account, where withdrawals are paid out; null: none registered",
      properties: {
        code: { type: 'string', description: 'bank code, e.g. KBANK' },
        accountNo: { type: 'string', description: 'masked but for its last 4 digits' },
        accountName: { type: 'string' },
      },
    },
  },
} as const;

export const paymentTermsSchema = {
  summary: 'Bounds per deposit and withdrawal, the registered bank account (masked) and demo mode',
  response: { 200: paymentTerms, 401: errorBody, 403: errorBody },
} as const;

/** The member's payment terms. */
export async function paymentTermsOf(db: Database, accountId: bigint, demoMode: boolean) {
  const settings = await walletSettings(db);
  const bank = await registeredBankAccount(db, accountId);
  return {
    demoMode,
    deposit: { min: satangToBaht(settings.depositMinSatang), max: satangToBaht(settings.depositMaxSatang) },
    withdrawal: { min: satangToBaht(settings.withdrawalMinSatang), max: satangToBaht(settings.withdrawalMaxSatang) },
    bankAccount: bank && { ...bank, accountNo: maskAccountNo(bank.accountNo) },
  };
}
