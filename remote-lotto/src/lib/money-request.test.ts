import { MAX_BAHT } from './amount.ts';
import { checkMoneyRequest } from './money-request.ts';

const bounds = { min: 100, max: 50_000 };

describe('checkMoneyRequest', () => {
  it('takes an amount within the bounds and the cap, as satang', () => {
    expect(checkMoneyRequest('500', bounds, null)).toEqual({ satang: 50_000 });
    expect(checkMoneyRequest(' 1,000.25 ', bounds, null)).toEqual({ satang: 100_025 });
    expect(checkMoneyRequest('๒๐๐', bounds, { satang: 20_000, because: 'balance' })).toEqual({ satang: 20_000 });
  });

  it('says why what was typed is not an amount', () => {
    expect(checkMoneyRequest('', bounds, null)).toEqual({ problem: 'empty' });
    expect(checkMoneyRequest('abc', bounds, null)).toEqual({ problem: 'notANumber' });
    expect(checkMoneyRequest('-100', bounds, null)).toEqual({ problem: 'notPositive' });
    expect(checkMoneyRequest('100.123', bounds, null)).toEqual({ problem: 'tooManyDecimals' });
    expect(checkMoneyRequest(`${MAX_BAHT}.01`, null, null)).toEqual({ problem: 'aboveMaximum' });
  });

  it('keeps to the minimum and maximum per request, both included, to the satang', () => {
    expect(checkMoneyRequest('100', bounds, null)).toEqual({ satang: 10_000 });
    expect(checkMoneyRequest('99.99', bounds, null)).toEqual({ problem: 'belowMinimum', bounds });
    expect(checkMoneyRequest('50000', bounds, null)).toEqual({ satang: 5_000_000 });
    expect(checkMoneyRequest('50000.01', bounds, null)).toEqual({ problem: 'aboveRequestMaximum', bounds });
  });

  it('refuses more than the cap, and names why', () => {
    const balance = { satang: 10_010, because: 'balance' as const };
    expect(checkMoneyRequest('100.10', bounds, balance)).toEqual({ satang: 10_010 });
    expect(checkMoneyRequest('100.11', bounds, balance)).toEqual({ problem: 'aboveCap', cap: balance });
    const usedUp = { satang: 0, because: 'week' as const };
    expect(checkMoneyRequest('100', bounds, usedUp)).toEqual({ problem: 'aboveCap', cap: usedUp });
  });

  it('says the bound before the cap: the bound is the site rule, the cap changes', () => {
    expect(checkMoneyRequest('50', bounds, { satang: 0, because: 'balance' })).toEqual({ problem: 'belowMinimum', bounds });
  });

  it('leaves the bounds and the cap to the API while they are not known', () => {
    expect(checkMoneyRequest('1', null, null)).toEqual({ satang: 100 });
  });
});
