import { MAX_BAHT } from '../../../lib/amount.ts';
import { checkAmount } from './amount.ts';

describe('the amount to withdraw', () => {
  it('takes whole baht and up to 2 decimals, blanks around them', () => {
    expect(checkAmount('200', 1000)).toEqual({ ok: true, baht: 200 });
    expect(checkAmount(' 150.5 ', 1000)).toEqual({ ok: true, baht: 150.5 });
    expect(checkAmount('0.25', 1000)).toEqual({ ok: true, baht: 0.25 });
    expect(checkAmount('007', 1000)).toEqual({ ok: true, baht: 7 });
    expect(checkAmount('12.', 1000)).toEqual({ ok: true, baht: 12 });
  });

  it('says why what was typed is not an amount', () => {
    expect(checkAmount('', 1000)).toEqual({ ok: false, problem: 'empty' });
    expect(checkAmount('abc', 1000)).toEqual({ ok: false, problem: 'notANumber' });
    expect(checkAmount('10.123', 1000)).toEqual({ ok: false, problem: 'tooManyDecimals' });
    expect(checkAmount('0', 1000)).toEqual({ ok: false, problem: 'notPositive' });
    expect(checkAmount(`${MAX_BAHT}.01`, MAX_BAHT * 2)).toEqual({ ok: false, problem: 'aboveMaximum' });
  });

  it('refuses more than the balance, to the satang', () => {
    expect(checkAmount('100.10', 100.1)).toEqual({ ok: true, baht: 100.1 });
    expect(checkAmount('100.11', 100.1)).toEqual({ ok: false, problem: 'aboveBalance' });
    expect(checkAmount('1', 0)).toEqual({ ok: false, problem: 'aboveBalance' });
  });

  it('leaves the balance to the API while it is not known', () => {
    expect(checkAmount('5000', null)).toEqual({ ok: true, baht: 5000 });
  });
});
