import { membersAbove, membersIn } from './member-discounts.ts';

const counts = [
  { discount: 5, members: 2 },
  { discount: 2.5, members: 3 },
  { discount: 0, members: 7 },
];

describe("an agent's members' discounts", () => {
  it('count the members in all', () => {
    expect(membersIn(counts)).toBe(12);
    expect(membersIn([])).toBe(0);
  });

  it('count the members a new discount of the agent would lower: those above it', () => {
    expect(membersAbove(counts, 10)).toBe(0);
    expect(membersAbove(counts, 5)).toBe(0);
    expect(membersAbove(counts, 4.99)).toBe(2);
    expect(membersAbove(counts, 2.5)).toBe(2);
    expect(membersAbove(counts, 0)).toBe(5);
  });
});
