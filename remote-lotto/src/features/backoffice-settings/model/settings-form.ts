// The administrators' settings as they edit them (docs/backoffice.md, "Pages"), each section read as
// its PUT checks it, so a problem shows beside its box before anything is sent:
// - payments (PUT /api/backoffice/settings/payments): deposit and withdrawal bounds per request in
//   baht (above 0, at most ten million, 2 decimals, min not above max), the PromptPay target (a
//   mobile number 0 + 9 digits, or a 13-digit national id with its check digit), the bank
//   account members pay to (code of 2–10 capitals, number of 10–15 digits, a name of letters) and
//   the two-person rule's amounts (baht as the bounds: a hand-approved deposit or a withdrawal above
//   them needs a second approver);
// - lottery (PUT …/settings/lotto): the slip cancel window, whole minutes 0–1440 each, and the
//   business's maximum discount, percent under 100 with at most 2 decimals;
// - site (PUT /api/backoffice/site/config): the layout, and the member id the menu hides money
//   pages from (empty: none).
import { asciiDigits, readAmount } from '../../../lib/amount.ts';
import type { BetType } from '@tanghuay/lottery-rules';
import { readDiscount } from '../../../lib/discount.ts';

export type PromptPayType = 'phone' | 'nationalId';

export interface PaymentSettings {
  deposit: { min: number; max: number };
  withdrawal: { min: number; max: number };
  promptpay: { type: PromptPayType; value: string };
  bank: { code: string; accountNo: string; accountName: string };
  secondApproval: { depositAbove: number; withdrawalAbove: number };
}

export const PAYMENT_FIELDS = [
  'depositMin',
  'depositMax',
  'withdrawalMin',
  'withdrawalMax',
  'promptpay',
  'bankCode',
  'bankAccountNo',
  'bankAccountName',
  'depositSecondAbove',
  'withdrawalSecondAbove',
] as const;
export type PaymentField = (typeof PAYMENT_FIELDS)[number];

export type PaymentForm = Record<PaymentField, string> & { promptpayType: PromptPayType };

export type SettingsProblem =
  | 'empty'
  | 'notAnAmount'
  | 'minAboveMax'
  | 'phone'
  | 'nationalId'
  | 'bankCode'
  | 'bankAccountNo'
  | 'bankAccountName'
  | 'minutes'
  | 'percent'
  | 'userId';

export type Reading<Value, Field extends string> = { value: Value; problems?: undefined } | { problems: Partial<Record<Field, SettingsProblem>>; value?: undefined };

export const paymentFormOf = (settings: PaymentSettings): PaymentForm => ({
  depositMin: String(settings.deposit.min),
  depositMax: String(settings.deposit.max),
  withdrawalMin: String(settings.withdrawal.min),
  withdrawalMax: String(settings.withdrawal.max),
  promptpayType: settings.promptpay.type,
  promptpay: settings.promptpay.value,
  bankCode: settings.bank.code,
  bankAccountNo: settings.bank.accountNo,
  bankAccountName: settings.bank.accountName,
  depositSecondAbove: String(settings.secondApproval.depositAbove),
  withdrawalSecondAbove: String(settings.secondApproval.withdrawalAbove),
});

/** A Thai national id: 13 digits, the last a check digit of the other twelve. */
export function isValidThaiId(digits: string): boolean {
  if (!/^[0-9]{13}$/.test(digits)) return false;
  let sum = 0;
  for (let i = 0; i < 12; i += 1) sum += Number(digits[i]) * (13 - i);
  return (11 - (sum % 11)) % 10 === Number(digits[12]);
}

/** Digits typed with blanks or hyphens between groups ("081-234-5678"), Thai digits included. */
const digitsIn = (text: string) => asciiDigits(text).replace(/[\s-]/g, '');

const NAME = /^[\p{L}\p{M} .'-]+$/u;

export function readPaymentForm(form: PaymentForm): Reading<PaymentSettings, PaymentField> {
  const problems: Partial<Record<PaymentField, SettingsProblem>> = {};
  const baht = (field: PaymentField): number => {
    const reading = readAmount(form[field]);
    if (reading.satang === undefined) problems[field] = reading.problem === 'empty' ? 'empty' : 'notAnAmount';
    return (reading.satang ?? 0) / 100;
  };
  const deposit = { min: baht('depositMin'), max: baht('depositMax') };
  const withdrawal = { min: baht('withdrawalMin'), max: baht('withdrawalMax') };
  const secondApproval = { depositAbove: baht('depositSecondAbove'), withdrawalAbove: baht('withdrawalSecondAbove') };
  if (!problems.depositMin && !problems.depositMax && deposit.min > deposit.max) problems.depositMax = 'minAboveMax';
  if (!problems.withdrawalMin && !problems.withdrawalMax && withdrawal.min > withdrawal.max) problems.withdrawalMax = 'minAboveMax';

  const promptpay = digitsIn(form.promptpay);
  if (promptpay === '') problems.promptpay = 'empty';
  else if (form.promptpayType === 'phone' ? !/^0[0-9]{9}$/.test(promptpay) : !isValidThaiId(promptpay)) problems.promptpay = form.promptpayType;

  const code = form.bankCode.trim().toUpperCase();
  const accountNo = digitsIn(form.bankAccountNo);
  const accountName = form.bankAccountName.trim();
  const check = (field: PaymentField, value: string, valid: boolean) => {
    if (value === '') problems[field] = 'empty';
    else if (!valid) problems[field] = field as SettingsProblem;
  };
  check('bankCode', code, /^[A-Z]{2,10}$/.test(code));
  check('bankAccountNo', accountNo, /^[0-9]{10,15}$/.test(accountNo));
  check('bankAccountName', accountName, [...accountName].length >= 2 && [...accountName].length <= 100 && NAME.test(accountName));

  if (Object.keys(problems).length > 0) return { problems };
  return {
    value: {
      deposit,
      withdrawal,
      promptpay: { type: form.promptpayType, value: promptpay },
      bank: { code, accountNo, accountName },
      secondApproval,
    },
  };
}

export interface LottoSettings {
  cancelWithinMinutes: number;
  cancelBeforeCloseMinutes: number;
  /** The business's maximum discount, percent. */
  maxDiscount: number;
}

/** The discounts above the maximum now (kept until someone lowers them): members counted, agents and bet types named. */
export interface DiscountsAboveMaximum {
  members: number;
  agents: { id: string; username: string; discount: number }[];
  betTypes: { lottoCode: string; lottoName: string; type: BetType; discount: number }[];
}

/** The lottery's settings as GET and PUT …/settings/lotto answer them. */
export interface LottoSettingsAnswer extends LottoSettings {
  aboveMaximum: DiscountsAboveMaximum;
}

export type LottoField = keyof LottoSettings;
export type LottoForm = Record<LottoField, string>;

/** The most minutes either part of the cancel window may be: a day. */
export const MAX_CANCEL_MINUTES = 1440;

/** The most the maximum discount may be: under 100 %. */
export const MAX_DISCOUNT = 99.99;

export const lottoFormOf = (settings: LottoSettings): LottoForm => ({
  cancelWithinMinutes: String(settings.cancelWithinMinutes),
  cancelBeforeCloseMinutes: String(settings.cancelBeforeCloseMinutes),
  maxDiscount: String(settings.maxDiscount),
});

export function readLottoForm(form: LottoForm): Reading<LottoSettings, LottoField> {
  const problems: Partial<Record<LottoField, SettingsProblem>> = {};
  const minutes = (field: LottoField): number => {
    const text = asciiDigits(form[field]).trim();
    const value = Number(text);
    if (text === '') problems[field] = 'empty';
    else if (!/^[0-9]{1,4}$/.test(text) || value > MAX_CANCEL_MINUTES) problems[field] = 'minutes';
    return value;
  };
  const discount = readDiscount(asciiDigits(form.maxDiscount), MAX_DISCOUNT);
  if (form.maxDiscount.trim() === '') problems.maxDiscount = 'empty';
  else if ('problem' in discount) problems.maxDiscount = 'percent';
  const value = {
    cancelWithinMinutes: minutes('cancelWithinMinutes'),
    cancelBeforeCloseMinutes: minutes('cancelBeforeCloseMinutes'),
    maxDiscount: 'discount' in discount ? discount.discount : 0,
  };
  return Object.keys(problems).length > 0 ? { problems } : { value };
}

export const LAYOUTS = ['vertical', 'horizontal'] as const;
export type Layout = (typeof LAYOUTS)[number];

export interface SiteSettings {
  layout: Layout;
  menuExcludedUserId: number | null;
}

export interface SiteForm {
  layout: Layout;
  menuExcludedUserId: string;
}

export const siteFormOf = (settings: SiteSettings): SiteForm => ({
  layout: settings.layout,
  menuExcludedUserId: settings.menuExcludedUserId === null ? '' : String(settings.menuExcludedUserId),
});

export function readSiteForm(form: SiteForm): Reading<SiteSettings, 'menuExcludedUserId'> {
  const text = asciiDigits(form.menuExcludedUserId).trim();
  if (text === '') return { value: { layout: form.layout, menuExcludedUserId: null } };
  const id = Number(text);
  if (!/^[1-9][0-9]{0,15}$/.test(text) || !Number.isSafeInteger(id)) return { problems: { menuExcludedUserId: 'userId' } };
  return { value: { layout: form.layout, menuExcludedUserId: id } };
}

/** The box a refusal of PUT …/settings/payments is about, when it names one (INVALID_BOUNDS names deposits or withdrawals). */
export function paymentFieldOfRefusal(refusal: { code: string; message: string } | null): PaymentField | null {
  if (refusal?.code === 'INVALID_PROMPTPAY') return 'promptpay';
  if (refusal?.code === 'INVALID_BOUNDS') return refusal.message.includes('ถอน') ? 'withdrawalMax' : 'depositMax';
  return null;
}
