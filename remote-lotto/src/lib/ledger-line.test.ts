import { inShownOrder, kindLabel, LEDGER_KIND, type LedgerLine, referenceOf } from './ledger-line.ts';

const line = (id: string, transferId: string, account: LedgerLine['account'], amount: number): LedgerLine => ({
  id,
  transferId,
  kind: 'withdrawal_hold',
  reference: `withdrawal:${transferId}`,
  account,
  amount,
  balanceAfter: 0,
  createdAt: '2026-12-16T08:30:00.000Z',
});

describe('referenceOf', () => {
  it.each([
    ['slip:1001', { kind: 'slip', id: '1001' }],
    ['slip:1001:v2', { kind: 'slip', id: '1001' }],
    ['round:57:v2:account:9', { kind: 'round', id: '57' }],
    ['deposit:42', { kind: 'deposit', id: '42' }],
    ['withdrawal:7', { kind: 'withdrawal', id: '7' }],
  ])('reads %s as what it refers to', (reference, target) => {
    expect(referenceOf(reference)).toEqual(target);
  });

  it.each(['', 'slip:', 'slip:abc', 'deposit:42:v2', 'bonus:5', 'slip:1001:x', 'xslip:1', 'round:57', 'round:57:v2', 'round:x:v1:account:9'])('refers to nothing it does not know: %p', (reference) => {
    expect(referenceOf(reference)).toBeNull();
  });
});

describe('kindLabel', () => {
  it('names every kind in both languages, each differently', () => {
    const thai = Object.values(LEDGER_KIND).map((label) => label.th);
    const english = Object.values(LEDGER_KIND).map((label) => label.en);
    expect(new Set(thai).size).toBe(8);
    expect(new Set(english).size).toBe(8);
    expect(kindLabel('bet', 'th')).toBe('แทงหวย');
    expect(kindLabel('withdrawal_hold', 'en')).toBe('Withdrawal requested');
  });

  it('shows a kind it does not know as its code', () => {
    expect(kindLabel('bonus', 'th')).toBe('bonus');
  });
});

describe('inShownOrder', () => {
  it("puts a transfer's wallet line before its hold line, keeping the transfers newest first", () => {
    const lines = [line('9', 't3', 'hold', 200), line('8', 't3', 'wallet', -200), line('7', 't2', 'wallet', -50), line('6', 't1', 'wallet', 1000)];
    expect(inShownOrder(lines).map((shown) => shown.id)).toEqual(['8', '9', '7', '6']);
  });

  it('leaves alone lines already in that order and lines of different transfers', () => {
    const returned = [line('5', 't4', 'wallet', 200), line('4', 't4', 'hold', -200), line('3', 't3', 'hold', -100), line('2', 't2', 'wallet', 5)];
    expect(inShownOrder(returned).map((shown) => shown.id)).toEqual(['5', '4', '3', '2']);
    expect(inShownOrder([])).toEqual([]);
  });
});
