// The round board: every lottery of the catalog, grouped head → sub-head, each with the round a
// member can act on — the open one, else the next to open, else the last one closed (marked) — and
// the open rounds that close soonest, shown above the groups.
import type { CatalogHead, CatalogLotto } from '../../../lib/get-catalog.ts';
import { closingSoonest, type Round } from '../../../lib/round.ts';

export interface LottoOnBoard {
  lotto: CatalogLotto;
  /** The round to show, or null when the lottery has none within a day. */
  round: Round | null;
}

export interface BoardGroup {
  head: string;
  subHeads: { name: string; lottos: LottoOnBoard[] }[];
}

const byClose = (a: Round, b: Round) => a.closesAt.localeCompare(b.closesAt);

/** The round to show for one lottery, from the rounds open or opening and those closed lately. */
export function roundToShow(current: Round[], closed: Round[]): Round | null {
  const open = current.filter((round) => round.status === 'open').sort(byClose);
  const upcoming = current.filter((round) => round.status === 'upcoming').sort(byClose);
  const lastClosed = [...closed].sort(byClose).at(-1);
  return open[0] ?? upcoming[0] ?? lastClosed ?? null;
}

/** The board in catalog order: heads, their sub-heads, their lotteries. */
export function roundBoard(catalog: CatalogHead[], current: Round[], closed: Round[]): BoardGroup[] {
  const of = (rounds: Round[], code: string) => rounds.filter((round) => round.lottoCode === code);
  return catalog.map((head) => ({
    head: head.name,
    subHeads: head.subHeads.map((subHead) => ({
      name: subHead.name,
      lottos: subHead.lottos.map((lotto) => ({ lotto, round: roundToShow(of(current, lotto.code), of(closed, lotto.code)) })),
    })),
  }));
}

/** How many rounds the "ปิดรับเร็ว ๆ นี้" strip above the board shows. */
export const CLOSING_SOON_COUNT = 3;

/** The shown lotteries whose round is open, the soonest to close first: the strip above the grouped board. */
export function closingSoon(groups: BoardGroup[], count = CLOSING_SOON_COUNT): LottoOnBoard[] {
  const shown = groups
    .flatMap(({ subHeads }) => subHeads.flatMap((subHead) => subHead.lottos))
    .flatMap(({ lotto, round }) => (round ? [{ lotto, round, status: round.status, closesAt: round.closesAt }] : []));
  return closingSoonest(shown, count).map(({ lotto, round }) => ({ lotto, round }));
}

/** When the board next needs reading again (ms since epoch): the earliest close of a shown open round or opening of a shown upcoming one; null when nothing shown will change. */
export function nextBoardChange(groups: BoardGroup[]): number | null {
  const edges = groups
    .flatMap(({ subHeads }) => subHeads.flatMap((subHead) => subHead.lottos))
    .map(({ round }) => (round?.status === 'open' ? round.closesAt : round?.status === 'upcoming' ? round.opensAt : null))
    .filter((edge) => edge !== null)
    .map((edge) => new Date(edge).getTime());
  return edges.length > 0 ? Math.min(...edges) : null;
}
