import { type RoundStatus, roundStatus, statusAt } from './round-status.ts';

const opensAt = new Date('2026-12-01T08:00:00Z');
const closesAt = new Date('2026-12-16T08:20:00Z');
const at = (iso: string) => new Date(iso);
const round = (status: RoundStatus) => ({ status, opensAt, closesAt });

describe('statusAt', () => {
  it.each(['upcoming', 'open'] as const)('follows the clock for a round stored %s', (stored) => {
    expect(statusAt(round(stored), at('2026-12-01T07:59:59.999Z'))).toBe('upcoming');
    expect(statusAt(round(stored), opensAt)).toBe('open');
    expect(statusAt(round(stored), at('2026-12-16T08:19:59.999Z'))).toBe('open');
    expect(statusAt(round(stored), closesAt)).toBe('closed');
  });

  it.each(['closed', 'resulted', 'cancelled'] as const)('keeps a round stored %s so, whatever the time', (stored) => {
    expect(statusAt(round(stored), at('2026-12-05T00:00:00Z'))).toBe(stored);
  });
});

describe('roundStatus', () => {
  it('calls a round not yet opened upcoming even when its close has passed, as the database does', () => {
    expect(roundStatus('open', { opened: false, closed: true })).toBe('upcoming');
  });
});
