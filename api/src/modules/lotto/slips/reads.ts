// Reading slips: a member their own, the back office those within its reach (reachableMembers:
// administrators and operators every member's, agents their own members'). A slip out of reach
// answers 404.
import { type Kysely, type Selectable, sql } from 'kysely';
import type { LottoTables, LottoSlipItemTable, SlipStatus } from '../tables.ts';
import { ApiError } from '../../../plugins/errors.ts';
import { type MemberReach, usernameOf } from '../../auth/index.ts';
import { type Page, pageOf, type PageQuery } from '../../../lib/paging.ts';
import { bangkokDayEnd, bangkokDayStart } from '../catalog/bangkok-time.ts';
import { bestOutcome } from '@tanghuay/lottery-rules';

export const SLIP_STATUSES = ['pending', 'settled', 'cancelled'] as const satisfies readonly SlipStatus[];

/** Whose slips: one member's own, or those of the members the caller reaches (reachableMembers; null: every member's). */
export type Reach = { member: bigint } | { members: MemberReach };

export interface SlipFilters {
  accountId?: bigint | undefined;
  roundId?: bigint | undefined;
  status?: SlipStatus | undefined;
  /** Placed at or after. */
  from?: Date | undefined;
  /** Placed before. */
  until?: Date | undefined;
}

export type SlipListQuery = PageQuery & { roundId?: string; status?: SlipStatus; from?: string; to?: string };

/** A slip list query's filters: days as instants (from 00:00 of `from` to the end of `to`, Bangkok). */
export function slipFilters({ roundId, status, from, to, ...page }: SlipListQuery): SlipFilters & PageQuery {
  const day = (value: string | undefined) => {
    if (value === undefined) return undefined;
    const start = bangkokDayStart(value);
    if (!start) throw new ApiError(400, 'INVALID_DATE', `ไม่มีวันที่ ${value}`);
    return start;
  };
  const fromDay = day(from);
  const toDay = day(to);
  if (fromDay && toDay && fromDay > toDay) throw new ApiError(400, 'INVALID_DATE', 'วันที่เริ่มต้องไม่อยู่หลังวันที่สิ้นสุด');
  return {
    ...page,
    roundId: roundId === undefined ? undefined : BigInt(roundId),
    status,
    from: fromDay,
    until: toDay && bangkokDayEnd(toDay),
  };
}

export const slipNotFound = () => new ApiError(404, 'SLIP_NOT_FOUND', 'ไม่พบโพยนี้');

function slipHeads(db: Kysely<LottoTables>, reach: Reach) {
  const query = db
    .selectFrom('lotto_slip as s')
    .innerJoin('lotto_round as r', 'r.id', 's.round_id')
    .innerJoin('lotto as l', 'l.code', 'r.lotto_code')
    .select([
      's.id',
      's.account_id',
      usernameOf('s.account_id').as('username'),
      's.round_id',
      'l.name as lotto_name',
      'r.draw_date',
      'r.opens_at',
      'r.closes_at',
      'r.status as round_status',
      's.status',
      's.created_at',
      's.cancelled_at',
      's.stake',
      's.discount',
      's.charged',
      's.payout',
      's.note',
      (eb) =>
        eb
          .selectFrom('lotto_slip_item as i')
          .whereRef('i.slip_id', '=', 's.id')
          .select(sql<number>`count(*)::int`.as('n'))
          .as('item_count'),
    ]);
  if ('member' in reach) return query.where('s.account_id', '=', reach.member);
  return reach.members === null ? query : query.where('s.account_id', 'in', reach.members);
}

type HeadRow = Awaited<ReturnType<ReturnType<typeof slipHeads>['executeTakeFirstOrThrow']>>;
export type SlipHead = Omit<HeadRow, 'item_count'> & {
  /** The most the slip can pay on one result (possibleWin). */
  potential_win: bigint;
  item_count: number;
};
export type SlipItem = Selectable<LottoSlipItemTable>;

/**
 * The most the items not cancelled can pay on any one result (docs/domain.md#bet-types-and-payouts):
 * the rule the bet screens show (@tanghuay/lottery-rules), not the items' wins added up. 0 for a
 * cancelled slip.
 */
export const possibleWin = (items: readonly Pick<SlipItem, 'bet_type' | 'number' | 'win_amount' | 'status'>[]): bigint =>
  BigInt(
    bestOutcome(
      items.filter((item) => item.status !== 'cancelled').map((item) => ({ type: item.bet_type, number: item.number, win: Number(item.win_amount) })),
    ),
  );

const complete = (row: HeadRow, items: Parameters<typeof possibleWin>[0]): SlipHead => ({
  ...row,
  potential_win: possibleWin(items),
  item_count: row.item_count ?? 0,
});

/** The slips within reach, newest first, a page at a time. */
export async function slipPage(
  db: Kysely<LottoTables>,
  reach: Reach,
  { accountId, roundId, status, from, until, ...page }: SlipFilters & PageQuery,
): Promise<Page<SlipHead>> {
  let query = slipHeads(db, reach);
  if (accountId !== undefined) query = query.where('s.account_id', '=', accountId);
  if (roundId !== undefined) query = query.where('s.round_id', '=', roundId);
  if (status !== undefined) query = query.where('s.status', '=', status);
  if (from !== undefined) query = query.where('s.created_at', '>=', from);
  if (until !== undefined) query = query.where('s.created_at', '<', until);
  const { items, nextCursor } = await pageOf(query, 's.id', page);
  const ids = items.map((slip) => slip.id);
  const slipItems =
    ids.length === 0
      ? []
      : await db.selectFrom('lotto_slip_item').select(['slip_id', 'bet_type', 'number', 'win_amount', 'status']).where('slip_id', 'in', ids).execute();
  // The page's items read once, grouped by slip (not searched again for every slip).
  const itemsOf = new Map<bigint, typeof slipItems>();
  for (const item of slipItems) {
    const kept = itemsOf.get(item.slip_id);
    if (kept) kept.push(item);
    else itemsOf.set(item.slip_id, [item]);
  }
  return { items: items.map((slip) => complete(slip, itemsOf.get(slip.id) ?? [])), nextCursor };
}

/** One slip within reach with every item; 404 otherwise. */
export async function oneSlip(db: Kysely<LottoTables>, reach: Reach, id: bigint): Promise<{ slip: SlipHead; items: SlipItem[] }> {
  const slip = await slipHeads(db, reach).where('s.id', '=', id).executeTakeFirst();
  if (!slip) throw slipNotFound();
  const items = await db.selectFrom('lotto_slip_item').selectAll().where('slip_id', '=', id).orderBy('id').execute();
  return { slip: complete(slip, items), items };
}
