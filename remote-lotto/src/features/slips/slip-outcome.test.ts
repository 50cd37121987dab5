import type { SlipItem } from '../../lib/slip.ts';
import { slipNet, slipOutcome, winnersFirst } from './slip-outcome.ts';

const item = (id: string, status: SlipItem['status']): SlipItem => ({
  id,
  type: '2top',
  number: id.padStart(2, '0'),
  amount: 10,
  rate: 90,
  payPercent: 100,
  discount: 0,
  charged: 10,
  winAmount: 900,
  status,
  payout: status === 'won' ? 900 : 0,
});

describe('slipOutcome', () => {
  it.each([
    [{ status: 'settled', payout: 14.8 }, 'won'],
    [{ status: 'settled', payout: 0 }, 'lost'],
    [{ status: 'pending', payout: 0 }, 'pending'],
    [{ status: 'cancelled', payout: 0 }, 'cancelled'],
  ] as const)('says %j came out %s', (slip, outcome) => {
    expect(slipOutcome(slip)).toBe(outcome);
  });
});

describe('slipNet', () => {
  it('is payout − charged to the satang', () => {
    expect(slipNet({ payout: 14.8, charged: 215 })).toBe(-200.2);
    expect(slipNet({ payout: 0.3, charged: 0.1 })).toBe(0.2);
    expect(slipNet({ payout: 0, charged: 0 })).toBe(0);
  });
});

describe('winnersFirst', () => {
  it('puts the winning items first, keeping the order within winners and the rest', () => {
    const items = [item('1', 'lost'), item('2', 'won'), item('3', 'lost'), item('4', 'won'), item('5', 'cancelled')];
    expect(winnersFirst(items).map((line) => line.id)).toEqual(['2', '4', '1', '3', '5']);
  });
});
