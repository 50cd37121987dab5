/** @jest-environment node */
// The node environment has the TextEncoder that react-router (through @tanghuay/shared-auth) needs.
import { MAX_BAHT } from '../../../lib/amount.ts';
import type { DepositLimits, PeriodLimit } from '../../../lib/deposit-limits.ts';
import { amountField, openingFields, readLimitField, readLimitFields } from './limits-form.ts';

const noLimit: PeriodLimit = { amount: null, used: 0, remaining: null, pending: null };
const limits = (periods: Partial<DepositLimits>): DepositLimits => ({ day: noLimit, week: noLimit, month: noLimit, ...periods });

describe('the limits form as it opens', () => {
  it('shows each limit in force as typed baht, and an empty box for no limit', () => {
    const fields = openingFields(limits({ day: { amount: 300, used: 0, remaining: 300, pending: null }, week: { amount: 1500.5, used: 0, remaining: 1500.5, pending: null } }));
    expect(fields).toEqual({ day: '300', week: '1500.50', month: '' });
  });

  it('shows the change waiting rather than the limit in force, so saving again keeps its time', () => {
    const day: PeriodLimit = { amount: 300, used: 0, remaining: 300, pending: { amount: 1000, effectiveAt: '2026-12-17T08:30:00.000Z' } };
    const month: PeriodLimit = { amount: 5000, used: 0, remaining: 5000, pending: { amount: null, effectiveAt: '2026-12-17T08:30:00.000Z' } };
    expect(openingFields(limits({ day, month }))).toEqual({ day: '1000', week: '', month: '' });
  });

  it('writes amounts without separators, two decimals when not whole', () => {
    expect(amountField(null)).toBe('');
    expect(amountField(20000)).toBe('20000');
    expect(amountField(0.5)).toBe('0.50');
  });
});

describe('reading the limits form', () => {
  it('reads empty boxes as no limit and amounts as baht', () => {
    expect(readLimitFields({ day: '300', week: ' 1,500.5 ', month: '' }, 'th')).toEqual({ body: { day: 300, week: 1500.5, month: null } });
    expect(readLimitFields({ day: '', week: '  ', month: '๕๐๐๐' }, 'th')).toEqual({ body: { day: null, week: null, month: 5000 } });
  });

  it('says under each box why it cannot be read, in Thai', () => {
    expect(readLimitFields({ day: 'abc', week: '10.555', month: '0' }, 'th')).toEqual({
      problems: {
        day: 'กรุณากรอกวงเงินเป็นตัวเลข เช่น 5000 หรือเว้นว่างไว้หากไม่ต้องการจำกัด',
        week: 'วงเงินมีทศนิยมได้ไม่เกิน 2 ตำแหน่ง',
        month: 'วงเงินต้องมากกว่า 0 บาท หากไม่ต้องการจำกัด ให้เว้นว่างไว้',
      },
    });
  });

  it('names only the boxes with a problem, and sends nothing while one has', () => {
    expect(readLimitFields({ day: '300', week: `${MAX_BAHT}.01`, month: '' }, 'th')).toEqual({
      problems: { week: 'วงเงินต้องไม่เกิน 10,000,000 บาท หากไม่ต้องการจำกัด ให้เว้นว่างไว้' },
    });
  });

  it('says it in English when the member reads English', () => {
    expect(readLimitField('-5', 'en')).toEqual({ problem: 'The limit must be more than 0 baht. Leave it empty for no limit.' });
    expect(readLimitField('1.001', 'en')).toEqual({ problem: 'The limit can have at most 2 decimals.' });
    expect(readLimitField('', 'en')).toEqual({ baht: null });
  });
});
