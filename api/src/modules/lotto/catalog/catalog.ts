// What members browse (docs/domain.md#lotteries-and-rounds): the catalog of active lotteries
// (head → sub-head → lottery, each with its enabled bet types) and the rounds around now or of one
// draw date, with their status by the server's clock.
import type { Kysely } from 'kysely';
import type { LottoTables, ResultKind, ResultSource, RoundStatus } from '../tables.ts';
import { statusAt } from '../rounds/round-status.ts';
import { type RoundInfo, roundInfoQuery, toRoundInfo } from '../rounds/round-terms.ts';
import { type BetTypeTerms, byBetType, toBetTypeTerms } from './bet-types.ts';

export interface CatalogHead {
  code: string;
  name: string;
  subHeads: { code: string; name: string; lottos: CatalogLotto[] }[];
}

export interface CatalogLotto {
  code: string;
  name: string;
  resultKind: ResultKind;
  resultSource: ResultSource;
  betTypes: BetTypeTerms[];
}

/** The active lotteries with their enabled bet types, grouped and in the catalog's order; empty groups left out. */
export async function catalog(db: Kysely<LottoTables>): Promise<CatalogHead[]> {
  const [heads, subHeads, lottos, betTypes] = await Promise.all([
    db.selectFrom('lotto_head').select(['code', 'name']).orderBy('sort').orderBy('code').execute(),
    db.selectFrom('lotto_sub_head').select(['code', 'name', 'head_code']).orderBy('sort').orderBy('code').execute(),
    db
      .selectFrom('lotto')
      .select(['code', 'name', 'sub_head_code', 'result_kind', 'result_source'])
      .where('active', '=', true)
      .orderBy('sort')
      .orderBy('code')
      .execute(),
    db
      .selectFrom('lotto_bet_type')
      .select(['lotto_code', 'bet_type', 'rate', 'min_stake', 'max_stake', 'discount_bp'])
      .where('enabled', '=', true)
      .execute(),
  ]);
  const lottosOf = (subHeadCode: string): CatalogLotto[] =>
    lottos
      .filter((lotto) => lotto.sub_head_code === subHeadCode)
      .map((lotto) => ({
        code: lotto.code,
        name: lotto.name,
        resultKind: lotto.result_kind,
        resultSource: lotto.result_source,
        betTypes: betTypes.filter((row) => row.lotto_code === lotto.code).map(toBetTypeTerms).sort(byBetType),
      }));
  return heads
    .map((head) => ({
      code: head.code,
      name: head.name,
      subHeads: subHeads
        .filter((subHead) => subHead.head_code === head.code)
        .map((subHead) => ({ code: subHead.code, name: subHead.name, lottos: lottosOf(subHead.code) }))
        .filter((subHead) => subHead.lottos.length > 0),
    }))
    .filter((head) => head.subHeads.length > 0);
}

export interface RoundFilter {
  /** By the clock at `now`. */
  status?: RoundStatus;
  /** A lottery's code. */
  lotto?: string;
  /** A draw date (CloseDate), YYYY-MM-DD. */
  date?: string;
}

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * Rounds in the catalog's order (head, sub-head, lottery, close). With a date: that draw date's
 * rounds. Without: those around now — closed in the last 24 hours, open, or opening within 24
 * hours. Without a status: every status of a draw date, and around now those open or opening.
 */
export async function listRounds(db: Kysely<LottoTables>, { status, lotto, date }: RoundFilter, now: Date): Promise<RoundInfo[]> {
  let query = roundInfoQuery(db);
  if (lotto !== undefined) query = query.where('r.lotto_code', '=', lotto);
  query =
    date !== undefined
      ? query.where('r.draw_date', '=', date)
      : query.where('r.closes_at', '>', new Date(now.getTime() - DAY_MS)).where('r.opens_at', '<=', new Date(now.getTime() + DAY_MS));
  const rows = await query.orderBy('h.sort').orderBy('s.sort').orderBy('l.sort').orderBy('r.closes_at').orderBy('r.id').execute();
  const wanted: readonly RoundStatus[] | null = status !== undefined ? [status] : date === undefined ? ['open', 'upcoming'] : null;
  return rows.map(toRoundInfo).filter((round) => wanted === null || wanted.includes(statusAt(round, now)));
}
