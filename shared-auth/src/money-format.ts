// How every screen writes an amount of money: one function per context, each taking baht (callers
// holding satang convert first). The rules, with examples, are docs/lottery.md#how-money-reads.
// Named apart from the API's api/src/lib/money.ts (bahtInWords), which words the API's own messages by the same rule.
import type { Language } from './language.ts';

const grouped = new Intl.NumberFormat('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 });
const MINUS = '\u2212';
const UNIT: Record<Language, string> = { th: 'บาท', en: 'baht' };

/** The amount in whole satang without its sign: float noise (0.1 + 0.2) rounds away. */
const satangOf = (baht: number): number => Math.round(Math.abs(baht) * 100);
/** "−" for an amount below zero by at least a satang; nothing for zero, even −0.001. */
const minusOf = (baht: number): string => (baht < 0 && satangOf(baht) > 0 ? MINUS : '');
const twoDecimals = (satang: number): string => grouped.format(satang / 100);
const shortest = (satang: number): string => (satang % 100 === 0 ? grouped.format(satang / 100).slice(0, -3) : twoDecimals(satang));

/** A figure whose unit the label or the column gives (a table cell, a labelled fact, a balance): "1,500.00", "−85.50". */
export function moneyFigure(baht: number): string {
  return minusOf(baht) + twoDecimals(satangOf(baht));
}

/** A won or lost amount, a ledger line: "+1,500.00", "−85.50", "0.00". */
export function signedMoney(baht: number): string {
  const satang = satangOf(baht);
  return (satang === 0 ? '' : baht < 0 ? MINUS : '+') + twoDecimals(satang);
}

/** An amount in a sentence (a message, a hint, a button, a list line), with its unit: "1,500 บาท", "0.50 baht". */
export function moneyInWords(baht: number, language: Language): string {
  return `${minusOf(baht)}${shortest(satangOf(baht))} ${UNIT[language]}`;
}

/** The header's balance in the user's currency: "1,500.00 THB". */
export function balanceWithCurrency(baht: number, currency: string): string {
  return `${moneyFigure(baht)} ${currency}`;
}

/** An amount to paste into a bank's app or to edit in a box: digits, a point and an ASCII "-" only: "1500", "1500.50". */
export function plainMoney(baht: number): string {
  return (minusOf(baht) ? '-' : '') + shortest(satangOf(baht)).replaceAll(',', '');
}
