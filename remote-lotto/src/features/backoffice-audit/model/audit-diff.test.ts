import { auditDiff, showValue } from './audit-diff.ts';

describe('auditDiff', () => {
  it('lists only the fields that changed', () => {
    expect(auditDiff({ status: 'open', opensAt: 'a', lottoCode: 'lao-vip' }, { status: 'closed', opensAt: 'a', lottoCode: 'lao-vip' })).toEqual([
      { path: 'status', before: 'open', after: 'closed' },
    ]);
  });

  it('follows nested records to the field that changed', () => {
    expect(auditDiff({ refunds: { slips: 0, amount: 0 } }, { refunds: { slips: 3, amount: 150 }, reason: 'ผลไม่ออก' })).toEqual([
      { path: 'refunds · slips', before: '0', after: '3' },
      { path: 'refunds · amount', before: '0', after: '150' },
      { path: 'reason', after: 'ผลไม่ออก' },
    ]);
  });

  it('matches records of a list by their identifying fields: changed, added and removed limits', () => {
    const before = [
      { type: '2top', number: '12', kind: 'reduced', value: 50 },
      { type: '3top', number: '123', kind: 'closed', value: null },
    ];
    const after = [
      { type: '2top', number: '12', kind: 'reduced', value: 70 },
      { type: 'runtop', number: '5', kind: 'cap', value: 1000 },
    ];
    expect(auditDiff(before, after)).toEqual([
      { path: '2top 12 · value', before: '50', after: '70' },
      { path: '3top 123', before: 'kind: closed, value: —' },
      { path: 'runtop 5', after: 'kind: cap, value: 1000' },
    ]);
  });

  it("reads a lottery's bet types by code", () => {
    expect(auditDiff([{ code: '3top', rate: 900, enabled: true }], [{ code: '3top', rate: 850, enabled: false }])).toEqual([
      { path: '3top · rate', before: '900', after: '850' },
      { path: '3top · enabled', before: 'true', after: 'false' },
    ]);
  });

  it('shows every field of something made, and a plain value changed as a whole', () => {
    expect(auditDiff(null, { top3: '505', bottom2: '07' })).toEqual([
      { path: 'top3', after: '505' },
      { path: 'bottom2', after: '07' },
    ]);
    expect(auditDiff(['a', 'b'], ['a'])).toEqual([{ path: '', before: 'a; b', after: 'a' }]);
    expect(auditDiff({ a: 1 }, { a: 1 })).toEqual([]);
  });
});

describe('showValue', () => {
  it('writes any value on one line', () => {
    expect(showValue(null)).toBe('—');
    expect(showValue([])).toBe('[]');
    expect(showValue({ front3: ['011', '987'], bottom2: '07' })).toBe('front3: 011; 987, bottom2: 07');
  });
});
