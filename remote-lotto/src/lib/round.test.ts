/**
 * @jest-environment node
 */
import { betPath, betReturnPath, closingSoonest } from './round.ts';

describe('betPath', () => {
  const round = { id: '42', lottoName: 'หวยด่วน 15 นาที', lottoHead: 'หวยด่วน', lottoSubHead: 'หวยด่วน 15 นาที', closeDate: '2026-12-16' };

  it('addresses the bet entry of a round with every part URL-encoded, for both variants', () => {
    const v1 = betPath(round, 'v1');
    expect(v1.startsWith('/tanghuay-online/%E0%B8%AB')).toBe(true);
    expect(v1.split('/').map(decodeURIComponent)).toEqual(['', 'tanghuay-online', 'หวยด่วน 15 นาที', 'หวยด่วน', 'หวยด่วน 15 นาที', '2026-12-16', '42']);
    expect(betPath(round, 'v2')).toBe(v1.replace('/tanghuay-online/', '/tanghuay-online-v2/'));
  });

  it('keeps a slash in a name inside its own part', () => {
    expect(betPath({ ...round, lottoName: 'A/B' }, 'v1').split('/')).toHaveLength(7);
  });
});

describe('closingSoonest', () => {
  const round = (id: string, status: 'open' | 'upcoming', closesAt: string) => ({ id, status, closesAt });

  it('keeps the open rounds, the one closing first first, up to the count', () => {
    const rounds = [
      round('1', 'open', '2026-12-16T12:00:00Z'),
      round('2', 'upcoming', '2026-12-16T09:00:00Z'),
      round('3', 'open', '2026-12-16T10:00:00Z'),
      round('4', 'open', '2026-12-16T11:00:00Z'),
    ];
    expect(closingSoonest(rounds, 2).map((shown) => shown.id)).toEqual(['3', '4']);
    expect(closingSoonest(rounds, 5).map((shown) => shown.id)).toEqual(['3', '4', '1']);
    expect(closingSoonest([round('2', 'upcoming', '2026-12-16T09:00:00Z')], 5)).toEqual([]);
  });
});

describe('betReturnPath', () => {
  const round = { id: '42', lottoName: 'หวยด่วน 15 นาที', lottoHead: 'หวยด่วน', lottoSubHead: 'หวยด่วน 15 นาที', closeDate: '2026-12-16' };

  it('takes the address of either bet entry as it is', () => {
    expect(betReturnPath(betPath(round, 'v1'))).toBe(betPath(round, 'v1'));
    expect(betReturnPath(betPath(round, 'v2'))).toBe(betPath(round, 'v2'));
  });

  it.each([
    ['nothing', null],
    ['an empty address', ''],
    ['another site', 'https://evil.example/tanghuay-online/a/b/c/2026-12-16/42'],
    ['another site without a scheme', '//evil.example/tanghuay-online/a/b/c/2026-12-16/42'],
    ['a backslash trick', '/\\evil.example/tanghuay-online/x'],
    ['another page', '/tanghuay-withdraw'],
    ['a page named like bet entry', '/tanghuay-online-evil/x'],
    ['a climb out of bet entry', '/tanghuay-online/../tanghuay-withdraw'],
    ['a relative address', 'tanghuay-online/a'],
  ])('refuses %s', (_, back) => {
    expect(betReturnPath(back)).toBeNull();
  });
});
