// The amount a member types to withdraw, checked before anything is sent: an amount as the API
// counts money (lib/amount.ts) and not above the balance. The per-request minimum and maximum the
// operators set are not readable by members, so the API checks those and its Thai refusal is shown
// as it says it (docs/lottery.md, "Withdraw").
import { type AmountProblem as ReadingProblem, readAmount } from '../../../lib/amount.ts';

export type AmountProblem = ReadingProblem | 'aboveBalance';

export type AmountCheck = { ok: true; baht: number } | { ok: false; problem: AmountProblem };

/**
 * Checks `text` as an amount to withdraw. `balance` is the wallet balance in baht, or null while it
 * is not known yet (the API refuses an amount above it anyway).
 */
export function checkAmount(text: string, balance: number | null): AmountCheck {
  const reading = readAmount(text);
  if (reading.problem) return { ok: false, problem: reading.problem };
  if (balance !== null && reading.satang > Math.round(balance * 100)) return { ok: false, problem: 'aboveBalance' };
  return { ok: true, baht: reading.satang / 100 };
}
