import { roundStatusAt } from './round-status.ts';

const opens = new Date('2026-12-01T08:00:00Z');
const closes = new Date('2026-12-16T08:20:00Z');
const at = (iso: string) => new Date(iso);
const round = (status: 'upcoming' | 'open' | 'closed' | 'resulted' | 'cancelled') => ({ status, opens_at: opens, closes_at: closes });

describe('roundStatusAt', () => {
  it.each(['upcoming', 'open'] as const)('follows the clock for a round stored %s', (stored) => {
    expect(roundStatusAt(round(stored), at('2026-12-01T07:59:59.999Z'))).toBe('upcoming');
    expect(roundStatusAt(round(stored), opens)).toBe('open');
    expect(roundStatusAt(round(stored), at('2026-12-16T08:19:59.999Z'))).toBe('open');
    expect(roundStatusAt(round(stored), closes)).toBe('closed');
  });

  it.each(['closed', 'resulted', 'cancelled'] as const)('keeps a round stored %s so, whatever the time', (stored) => {
    expect(roundStatusAt(round(stored), at('2026-12-05T00:00:00Z'))).toBe(stored);
  });
});
