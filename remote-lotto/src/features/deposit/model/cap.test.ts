/** @jest-environment node */
// The node environment has the TextEncoder that react-router (through @tanghuay/shared-auth) needs.
import type { DepositLimits, PeriodLimit } from '../../../lib/deposit-limits.ts';
import { depositCap } from './cap.ts';

const noLimit: PeriodLimit = { amount: null, used: 0, remaining: null, pending: null };
const limit = (amount: number, used: number): PeriodLimit => ({ amount, used, remaining: Math.max(amount - used, 0), pending: null });
const limits = (periods: Partial<DepositLimits>): DepositLimits => ({ day: noLimit, week: noLimit, month: noLimit, ...periods });

describe('depositCap', () => {
  it('is null without limits', () => {
    expect(depositCap(limits({}))).toBeNull();
  });

  it('names the period leaving the least, in satang', () => {
    expect(depositCap(limits({ week: limit(5000, 4999.5), month: limit(20000, 0) }))).toEqual({ because: 'week', satang: 50 });
    expect(depositCap(limits({ day: limit(1000, 0), month: limit(3000, 2500) }))).toEqual({ because: 'month', satang: 50_000 });
  });

  it('prefers the shorter period when two leave the same', () => {
    expect(depositCap(limits({ day: limit(1000, 500), week: limit(2000, 1500) }))).toEqual({ because: 'day', satang: 50_000 });
  });

  it('says nothing is left when a limit is used up', () => {
    expect(depositCap(limits({ day: limit(1000, 1000) }))).toEqual({ because: 'day', satang: 0 });
  });
});
