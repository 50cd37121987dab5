/** @jest-environment node */
import { totalOf } from './agent-figures-table.tsx';

const row = (id: string, members: number, balance: number, net: number) => ({ agent: { id, username: `agent${id}` }, members, balance, net });

describe('the totals row of agents', () => {
  it('adds up each figure shown, to the satang', () => {
    expect(totalOf([row('1', 3, 0.1, -20.5), row('2', 2, 0.2, 5.25)], ['members', 'balance', 'net'])).toEqual({ members: 5, balance: 0.3, net: -15.25 });
  });

  it('is zero without rows', () => {
    expect(totalOf([], ['members', 'net'])).toEqual({ members: 0, net: 0 });
  });
});
