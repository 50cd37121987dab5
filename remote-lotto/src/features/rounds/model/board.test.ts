import type { CatalogHead } from '../../../lib/get-catalog.ts';
import type { Round } from '../../../lib/round.ts';
import { closingSoon, nextBoardChange, roundBoard, roundToShow } from './board.ts';

const round = (id: string, lottoCode: string, status: Round['status'], closesAt: string, opensAt = '2026-12-16T00:00:00Z'): Round => ({
  id,
  lottoCode,
  lottoName: lottoCode,
  lottoHead: 'h',
  lottoSubHead: 's',
  closeDate: '2026-12-16',
  opensAt,
  closesAt,
  status,
  secondsToClose: 0,
});

const catalog: CatalogHead[] = [
  {
    code: 'thai',
    name: 'หวยไทย',
    subHeads: [{ code: 'gov', name: 'รัฐบาล', lottos: [{ code: 'gov', name: 'หวยรัฐบาลไทย', resultKind: 'government', resultSource: 'operator', betTypes: [] }] }],
  },
  {
    code: 'hanoi',
    name: 'หวยฮานอย',
    subHeads: [
      { code: 'normal', name: 'ปกติ', lottos: [{ code: 'hn', name: 'ฮานอยปกติ', resultKind: 'standard', resultSource: 'operator', betTypes: [] }] },
      { code: 'vip', name: 'VIP', lottos: [{ code: 'hv', name: 'ฮานอย VIP', resultKind: 'standard', resultSource: 'operator', betTypes: [] }] },
    ],
  },
];

describe('roundToShow', () => {
  it('prefers the open round closing first, then the next to open, then the last closed', () => {
    const open = round('2', 'x', 'open', '2026-12-16T10:00:00Z');
    const later = round('3', 'x', 'open', '2026-12-16T11:00:00Z');
    const upcoming = round('4', 'x', 'upcoming', '2026-12-16T12:00:00Z');
    const closedEarly = round('0', 'x', 'closed', '2026-12-16T08:00:00Z');
    const closedLate = round('1', 'x', 'closed', '2026-12-16T09:00:00Z');
    expect(roundToShow([later, upcoming, open], [closedLate])?.id).toBe('2');
    expect(roundToShow([upcoming], [closedLate])?.id).toBe('4');
    expect(roundToShow([], [closedLate, closedEarly])?.id).toBe('1');
    expect(roundToShow([], [])).toBeNull();
  });
});

describe('roundBoard', () => {
  it('lists every lottery of the catalog in order, grouped by head and sub-head', () => {
    const board = roundBoard(catalog, [round('9', 'hv', 'open', '2026-12-16T12:10:00Z')], []);
    expect(board.map((group) => `${group.head}: ${group.subHeads.map((subHead) => subHead.name).join(', ')}`)).toEqual([
      'หวยไทย: รัฐบาล',
      'หวยฮานอย: ปกติ, VIP',
    ]);
    expect(board.flatMap((group) => group.subHeads.flatMap((subHead) => subHead.lottos.map(({ lotto, round: shown }) => `${lotto.code}:${shown?.id ?? '-'}`)))).toEqual([
      'gov:-',
      'hn:-',
      'hv:9',
    ]);
  });
});

describe('nextBoardChange', () => {
  it('is the earliest close of a shown open round or opening of a shown upcoming one', () => {
    const board = roundBoard(catalog, [round('9', 'hv', 'open', '2026-12-16T12:40:00Z'), round('8', 'hn', 'upcoming', '2026-12-17T11:10:00Z', '2026-12-16T12:30:00Z')], []);
    expect(nextBoardChange(board)).toBe(Date.parse('2026-12-16T12:30:00Z'));
    const openOnly = roundBoard(catalog, [round('9', 'hv', 'open', '2026-12-16T12:10:00Z')], []);
    expect(nextBoardChange(openOnly)).toBe(Date.parse('2026-12-16T12:10:00Z'));
  });

  it('is null when only closed rounds or none are shown', () => {
    expect(nextBoardChange(roundBoard(catalog, [], [round('7', 'gov', 'closed', '2026-12-16T08:00:00Z')]))).toBeNull();
    expect(nextBoardChange(roundBoard(catalog, [], []))).toBeNull();
  });
});

describe('closingSoon', () => {
  const lotto = (code: string) => ({ code, name: code, resultKind: 'standard' as const, resultSource: 'operator' as const, betTypes: [] });
  const wide: CatalogHead[] = [
    { code: 'a', name: 'A', subHeads: [{ code: 'a', name: 'a', lottos: ['l1', 'l2', 'l3'].map(lotto) }] },
    { code: 'b', name: 'B', subHeads: [{ code: 'b', name: 'b', lottos: ['l4', 'l5'].map(lotto) }] },
  ];

  it('is the open rounds shown on the board, the soonest to close first, at most the count asked', () => {
    const board = roundBoard(
      wide,
      [
        round('1', 'l1', 'open', '2026-12-16T15:00:00Z'),
        round('2', 'l2', 'upcoming', '2026-12-16T09:00:00Z', '2026-12-16T08:30:00Z'),
        round('3', 'l3', 'open', '2026-12-16T10:05:00Z'),
        round('4', 'l4', 'open', '2026-12-16T12:00:00Z'),
        round('5', 'l5', 'open', '2026-12-16T10:00:00Z'),
      ],
      [],
    );
    expect(closingSoon(board).map(({ lotto, round: shown }) => `${lotto.code}:${shown?.id}`)).toEqual(['l5:5', 'l3:3', 'l4:4']);
    expect(closingSoon(board, 5).map(({ round: shown }) => shown?.id)).toEqual(['5', '3', '4', '1']);
  });

  it('is empty when no round is open', () => {
    expect(closingSoon(roundBoard(wide, [round('2', 'l2', 'upcoming', '2026-12-16T09:00:00Z')], [round('7', 'l1', 'closed', '2026-12-16T08:00:00Z')]))).toEqual([]);
  });
});
