// A line of a member's money history (GET /api/wallet/transactions, and the back office's
// /api/backoffice/transactions) and what the pages make of it: the words for what moved the money,
// what the line refers to (a slip, a round's settlement, a deposit, a withdrawal), and the order
// the lines are shown in.
import type { Answer } from '@tanghuay/api-types';
import type { Language } from '@tanghuay/shared-auth';

/** 'wallet', or 'hold': money set aside for a pending withdrawal, apart from the wallet. */
export type LedgerLine = Answer<'/wallet/transactions'>['items'][number];
export type LedgerKind = LedgerLine['kind'];

/** What each kind of line is called. */
export const LEDGER_KIND: Readonly<Record<LedgerKind, Record<Language, string>>> = {
  deposit: { th: 'ฝากเงิน', en: 'Deposit' },
  withdrawal_hold: { th: 'แจ้งถอนเงิน', en: 'Withdrawal requested' },
  withdrawal_payout: { th: 'ถอนเงินสำเร็จ', en: 'Withdrawal paid out' },
  withdrawal_return: { th: 'คืนเงินถอน (ไม่อนุมัติ)', en: 'Withdrawal returned (rejected)' },
  bet: { th: 'แทงหวย', en: 'Bet' },
  payout: { th: 'ถูกรางวัล', en: 'Winnings' },
  refund: { th: 'คืนเงินโพย', en: 'Slip refund' },
  payout_correction: { th: 'ปรับยอดรางวัล', en: 'Winnings corrected' },
};

/** A kind the API may add later is shown as its code rather than breaking the page. */
export const kindLabel = (kind: string, language: Language): string => LEDGER_KIND[kind as LedgerKind]?.[language] ?? kind;

export type ReferenceTarget = { kind: 'slip' | 'round' | 'deposit' | 'withdrawal'; id: string };

/** A slip's stake, refund or (before one transfer per member and round) settlement (':v2': the settlement's version). */
const SLIP_REFERENCE = /^slip:(\d+)(?::v\d+)?$/;
/** A settlement's payout to one member: the round, the result's version, the member. */
const ROUND_REFERENCE = /^round:(\d+):v\d+:account:\d+$/;
const PAYMENT_REFERENCE = /^(deposit|withdrawal):(\d+)$/;

/**
 * What a line refers to: 'slip:1001' and 'slip:1001:v2' are slip 1001, 'round:57:v2:account:9'
 * round 57; null when not one of these.
 */
export function referenceOf(reference: string): ReferenceTarget | null {
  const slip = SLIP_REFERENCE.exec(reference);
  if (slip) return { kind: 'slip', id: slip[1] as string };
  const round = ROUND_REFERENCE.exec(reference);
  if (round) return { kind: 'round', id: round[1] as string };
  const payment = PAYMENT_REFERENCE.exec(reference);
  if (payment) return { kind: payment[1] as 'deposit' | 'withdrawal', id: payment[2] as string };
  return null;
}

/**
 * The lines as shown: the API's order (newest first), except that within one transfer the wallet's
 * line comes before the hold's (asking a withdrawal reads "−200 from the wallet", then "+200 set
 * aside"), whatever order the API numbered them in.
 */
export function inShownOrder(lines: readonly LedgerLine[]): LedgerLine[] {
  const shown: LedgerLine[] = [];
  let start = 0;
  while (start < lines.length) {
    let end = start + 1;
    while (end < lines.length && lines[end]?.transferId === lines[start]?.transferId) end += 1;
    const transfer = lines.slice(start, end);
    shown.push(...transfer.filter((line) => line.account === 'wallet'), ...transfer.filter((line) => line.account !== 'wallet'));
    start = end;
  }
  return shown;
}
