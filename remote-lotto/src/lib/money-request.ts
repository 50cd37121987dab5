// The amount of a money request — a deposit or a withdrawal — checked as it is typed, before
// anything is sent: an amount as the API counts money (amount.ts), within the operator's minimum and
// maximum per request (payment-terms.ts), and not above a cap (what the wallet holds, or what the
// member's own deposit limits leave). The API checks all of it again; this only saves a refusal.
import { type AmountProblem, readAmount } from './amount.ts';
import type { LimitPeriod } from './deposit-limits.ts';
import type { Bounds } from './payment-terms.ts';

/** The most a request may ask for now, satang, and why: the balance, or a deposit-limit period. */
export interface Cap {
  satang: number;
  because: 'balance' | LimitPeriod;
}

export type RequestProblem =
  | { problem: AmountProblem }
  | { problem: 'belowMinimum' | 'aboveRequestMaximum'; bounds: Bounds }
  | { problem: 'aboveCap'; cap: Cap };

export type RequestCheck = { satang: number; problem?: undefined } | (RequestProblem & { satang?: undefined });

const satangOf = (baht: number) => Math.round(baht * 100);

/** `text` as satang to ask for, or the first reason it cannot be. `bounds` and `cap`: null while unknown. */
export function checkMoneyRequest(text: string, bounds: Bounds | null, cap: Cap | null): RequestCheck {
  const reading = readAmount(text);
  if (reading.problem !== undefined) return { problem: reading.problem };
  const { satang } = reading;
  if (bounds && satang < satangOf(bounds.min)) return { problem: 'belowMinimum', bounds };
  if (bounds && satang > satangOf(bounds.max)) return { problem: 'aboveRequestMaximum', bounds };
  if (cap && satang > cap.satang) return { problem: 'aboveCap', cap };
  return { satang };
}
