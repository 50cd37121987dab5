// The payment settings in the back office (docs/backoffice.md#api, administrators: manage
// Settings): bounds per deposit and withdrawal request, where members pay to, and the amounts above
// which an approval takes two people, in baht. A change is checked whole (Thai 400s, nothing written
// on refusal), audited as `settings.payments`, and the next request and approval follow it.
import { inTransaction } from '../../db/database.ts';
import { bahtToSatang, satangToBaht } from '../../lib/money.ts';
import type { RouteContext, Routes } from '../../lib/route-context.ts';
import { bahtAmount } from '../../lib/schemas.ts';
import { accountOf, requireAbility } from '../../plugins/auth.ts';
import { ApiError, errorResponses } from '../../plugins/errors.ts';
import { thaiValidationErrors } from '../../plugins/validation.ts';
import { audit } from '../audit/index.ts';
import { bankFields } from '../auth/index.ts';
import { isValidThaiId } from './promptpay.ts';
import { storeWalletSettings, type WalletSettings, walletSettings } from './settings.ts';

const bounds = (what: string) =>
  ({
    type: 'object',
    required: ['min', 'max'],
    additionalProperties: false,
    description: `the smallest and largest ${what} one request may name, baht; min ≤ max`,
    properties: { min: bahtAmount, max: bahtAmount },
  }) as const;

const secondApproval = {
  type: 'object',
  required: ['depositAbove', 'withdrawalAbove'],
  additionalProperties: false,
  description:
    'the two-person rule: a hand approval of a deposit, or an approval of a withdrawal, of more than this many baht ' +
    'needs a second approver (default 20,000 each)',
  properties: { depositAbove: bahtAmount, withdrawalAbove: bahtAmount },
} as const;

const PROMPTPAY_TYPES = ['phone', 'nationalId'] as const;

const paymentSettings = {
  type: 'object',
  required: ['deposit', 'withdrawal', 'promptpay', 'bank', 'secondApproval'],
  additionalProperties: false,
  properties: {
    deposit: bounds('deposit'),
    withdrawal: bounds('withdrawal'),
    secondApproval,
    promptpay: {
      type: 'object',
      required: ['type', 'value'],
      additionalProperties: false,
      description: "the PromptPay target of deposits' QR payloads",
      properties: {
        type: { type: 'string', enum: [...PROMPTPAY_TYPES] },
        value: { type: 'string', maxLength: 20, description: 'phone: 0 and 9 digits; nationalId: 13 digits with a valid check digit' },
      },
    },
    bank: {
      type: 'object',
      required: ['code', 'accountNo', 'accountName'],
      additionalProperties: false,
      description: 'the bank account members may transfer deposits to',
      properties: { code: bankFields.bankCode, accountNo: bankFields.bankAccountNo, accountName: bankFields.bankAccountName },
    },
  },
} as const;

const LABELS = {
  deposit: 'ยอดฝากขั้นต่ำและสูงสุดต่อครั้ง (บาท มากกว่า 0 ไม่เกิน 10,000,000)',
  withdrawal: 'ยอดถอนขั้นต่ำและสูงสุดต่อครั้ง (บาท มากกว่า 0 ไม่เกิน 10,000,000)',
  promptpay: 'พร้อมเพย์ (ประเภท phone หรือ nationalId และหมายเลข)',
  bank: 'บัญชีธนาคารที่รับโอน (รหัสธนาคารตัวพิมพ์ใหญ่ เลขที่บัญชี 10–15 หลัก และชื่อบัญชี)',
  secondApproval: 'ยอดที่ต้องมีผู้อนุมัติคนที่ 2 (ฝากและถอน บาท มากกว่า 0 ไม่เกิน 10,000,000)',
  depositAbove: 'ยอดฝากที่ต้องมีผู้อนุมัติคนที่ 2',
  withdrawalAbove: 'ยอดถอนที่ต้องมีผู้อนุมัติคนที่ 2',
  min: 'ยอดขั้นต่ำ',
  max: 'ยอดสูงสุด',
  type: 'ประเภทพร้อมเพย์',
  value: 'หมายเลขพร้อมเพย์',
  code: 'รหัสธนาคาร',
  accountNo: 'เลขที่บัญชีธนาคาร',
  accountName: 'ชื่อบัญชีธนาคาร',
} as const;

type PaymentSettingsBody = {
  deposit: { min: number; max: number };
  withdrawal: { min: number; max: number };
  promptpay: { type: (typeof PROMPTPAY_TYPES)[number]; value: string };
  bank: { code: string; accountNo: string; accountName: string };
  secondApproval: { depositAbove: number; withdrawalAbove: number };
};

const refuse = (code: string, message: string) => new ApiError(400, code, message);

/** A request's bounds in satang, or a Thai 400 when min is above max. */
function boundsOf({ min, max }: { min: number; max: number }, name: 'ยอดฝาก' | 'ยอดถอน'): [bigint, bigint] {
  const [low, high] = [bahtToSatang(min), bahtToSatang(max)];
  if (low > high) throw refuse('INVALID_BOUNDS', `${name}ขั้นต่ำต้องไม่มากกว่า${name}สูงสุดต่อครั้ง`);
  return [low, high];
}

/** The settings a PUT asks for, checked whole: Thai 400s for bounds and the PromptPay target. */
function settingsOf(body: PaymentSettingsBody): WalletSettings {
  const [depositMinSatang, depositMaxSatang] = boundsOf(body.deposit, 'ยอดฝาก');
  const [withdrawalMinSatang, withdrawalMaxSatang] = boundsOf(body.withdrawal, 'ยอดถอน');
  const { type, value } = body.promptpay;
  if (type === 'phone' && !/^0[0-9]{9}$/.test(value)) {
    throw refuse('INVALID_PROMPTPAY', 'พร้อมเพย์แบบเบอร์โทรศัพท์ต้องเป็นตัวเลข 10 หลักขึ้นต้นด้วย 0');
  }
  if (type === 'nationalId' && !isValidThaiId(value)) {
    throw refuse('INVALID_PROMPTPAY', 'พร้อมเพย์แบบเลขประจำตัวประชาชนต้องเป็นตัวเลข 13 หลักที่ถูกต้อง');
  }
  return {
    depositMinSatang,
    depositMaxSatang,
    withdrawalMinSatang,
    withdrawalMaxSatang,
    payTo: {
      promptpay: { type, value },
      bankCode: body.bank.code,
      bankAccountNo: body.bank.accountNo,
      bankAccountName: body.bank.accountName.trim(),
    },
    secondApproval: {
      depositAboveSatang: bahtToSatang(body.secondApproval.depositAbove),
      withdrawalAboveSatang: bahtToSatang(body.secondApproval.withdrawalAbove),
    },
  };
}

/** The settings as they cross the API (baht). */
const settingsJson = (settings: WalletSettings): PaymentSettingsBody => ({
  deposit: { min: satangToBaht(settings.depositMinSatang), max: satangToBaht(settings.depositMaxSatang) },
  withdrawal: { min: satangToBaht(settings.withdrawalMinSatang), max: satangToBaht(settings.withdrawalMaxSatang) },
  promptpay: settings.payTo.promptpay,
  bank: { code: settings.payTo.bankCode, accountNo: settings.payTo.bankAccountNo, accountName: settings.payTo.bankAccountName },
  secondApproval: {
    depositAbove: satangToBaht(settings.secondApproval.depositAboveSatang),
    withdrawalAbove: satangToBaht(settings.secondApproval.withdrawalAboveSatang),
  },
});

export function paymentSettingsRoutes({ db, now }: RouteContext): Routes {
  return async (app) => {
    app.setSchemaErrorFormatter(thaiValidationErrors(LABELS));
    const onRequest = [app.authenticate, requireAbility('manage', 'Settings')];

    app.get(
      '/backoffice/settings/payments',
      {
        onRequest,
        schema: {
          summary:
            'The payment settings: bounds per deposit and withdrawal, where members pay to, the two-person rule’s amounts (administrators)',
          response: { 200: paymentSettings, ...errorResponses(401, 403) },
        },
      },
      async () => settingsJson(await walletSettings(db)),
    );

    app.put(
      '/backoffice/settings/payments',
      {
        onRequest,
        schema: {
          summary: 'Change the payment settings (administrators; audited as settings.payments)',
          description:
            'Refused whole (400, Thai) when a min is above its max (INVALID_BOUNDS), an amount has more than 2 decimals ' +
            '(INVALID_AMOUNT) or the PromptPay target is no Thai mobile number or valid 13-digit id (INVALID_PROMPTPAY). ' +
            'The next deposit and withdrawal request, and the next approval, follow the new settings.',
          body: paymentSettings,
          response: { 200: paymentSettings, ...errorResponses(400, 401, 403) },
        },
      },
      async (request) => {
        const next = settingsOf(request.body);
        const at = now();
        await inTransaction(db, async (trx) => {
          const before = await walletSettings(trx);
          await storeWalletSettings(trx, next, at);
          await audit(trx, {
            actorAccountId: accountOf(request).id,
            action: 'settings.payments',
            entity: 'setting',
            entityId: 'wallet',
            before: settingsJson(before),
            after: settingsJson(next),
            at,
          });
        });
        return settingsJson(next);
      },
    );
  };
}
