import type { DepositLimits, PeriodLimit } from '../limits.ts';
import { checkAmount, tightestRemaining } from './amount.ts';

const noLimit: PeriodLimit = { amount: null, used: 0, remaining: null, pending: null };
const limit = (amount: number, used: number): PeriodLimit => ({ amount, used, remaining: Math.max(amount - used, 0), pending: null });
const limits = (periods: Partial<DepositLimits>): DepositLimits => ({ day: noLimit, week: noLimit, month: noLimit, ...periods });

describe('checkAmount', () => {
  it('takes whole baht, satang and thousands separators, as satang', () => {
    expect(checkAmount('500', null)).toEqual({ satang: 50_000 });
    expect(checkAmount(' 100.5 ', null)).toEqual({ satang: 10_050 });
    expect(checkAmount('0.01', null)).toEqual({ satang: 1 });
    expect(checkAmount('1,000.25', null)).toEqual({ satang: 100_025 });
    expect(checkAmount('20.', null)).toEqual({ satang: 2_000 });
  });

  it('says why what was typed is not an amount', () => {
    expect(checkAmount('', null)).toEqual({ problem: 'empty' });
    expect(checkAmount('abc', null)).toEqual({ problem: 'notANumber' });
    expect(checkAmount('-100', null)).toEqual({ problem: 'notPositive' });
    expect(checkAmount('100.123', null)).toEqual({ problem: 'tooManyDecimals' });
    expect(checkAmount('10000000.01', null)).toEqual({ problem: 'aboveMaximum' });
  });

  it('refuses more than the limits leave, and takes exactly what they leave', () => {
    const remaining = { period: 'day' as const, satang: 30_000 };
    expect(checkAmount('300', remaining)).toEqual({ satang: 30_000 });
    expect(checkAmount('300.01', remaining)).toEqual({ problem: 'aboveRemaining', remaining });
    const usedUp = { period: 'month' as const, satang: 0 };
    expect(checkAmount('1', usedUp)).toEqual({ problem: 'aboveRemaining', remaining: usedUp });
  });
});

describe('tightestRemaining', () => {
  it('is null without limits', () => {
    expect(tightestRemaining(limits({}))).toBeNull();
  });

  it('names the period leaving the least, in satang', () => {
    expect(tightestRemaining(limits({ week: limit(5000, 4999.5), month: limit(20000, 0) }))).toEqual({ period: 'week', satang: 50 });
    expect(tightestRemaining(limits({ day: limit(1000, 0), month: limit(3000, 2500) }))).toEqual({ period: 'month', satang: 50_000 });
  });

  it('prefers the shorter period when two leave the same', () => {
    expect(tightestRemaining(limits({ day: limit(1000, 500), week: limit(2000, 1500) }))).toEqual({ period: 'day', satang: 50_000 });
  });

  it('says nothing is left when a limit is used up', () => {
    expect(tightestRemaining(limits({ day: limit(1000, 1000) }))).toEqual({ period: 'day', satang: 0 });
  });
});
