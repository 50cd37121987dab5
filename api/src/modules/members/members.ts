// The back office's members (docs/backoffice.md#api): the members a caller reaches, searched,
// sorted and paged; one of them with the most discount it may have (docs/domain.md#discounts); and
// setting a member's own discount within that (audited, no money moves). The accounts are auth's,
// the balances the wallet's, the maximum discount the lottery's: this module owns no table.
import { type Database, inTransaction } from '../../db/database.ts';
import { percentOf } from '../../lib/percent.ts';
import { ApiError } from '../../plugins/errors.ts';
import { audit } from '../audit/index.ts';
import { lockAccount, type MemberAccountRow, memberAccounts, type MemberFilter, type MemberReach, setDiscountBp } from '../auth/index.ts';
import { discountAboveMaximum, discountMaximumBp } from '../lotto/index.ts';
import { walletBalanceOf } from '../wallet/index.ts';

export const MEMBER_SORTS = ['username', 'balance', 'createdAt'] as const;
export type MemberSort = (typeof MEMBER_SORTS)[number];
export const SORT_ORDERS = ['asc', 'desc'] as const;
export type SortOrder = (typeof SORT_ORDERS)[number];

export interface MemberListing {
  sort: MemberSort;
  order: SortOrder;
  limit: number;
  offset: number;
}

/** One page of the members matching `filter`, and how many match in all. */
export async function listMembers(
  db: Database,
  filter: Omit<MemberFilter, 'id' | 'lock'>,
  { sort, order, limit, offset }: MemberListing,
): Promise<{ items: MemberAccountRow[]; total: number }> {
  const found = memberAccounts(db, walletBalanceOf, filter);
  const items = await found.orderBy(sort, order).orderBy('id', order).limit(limit).offset(offset).execute();
  const { n } = await db
    .selectFrom(found.as('found'))
    .select((eb) => eb.fn.countAll<bigint | number>().as('n'))
    .executeTakeFirstOrThrow();
  return { items, total: Number(n) };
}

const memberNotFound = () => new ApiError(404, 'NOT_FOUND', 'ไม่พบสมาชิกนี้');

/** The member `id` within `reach`, or 404 (also for an account that is not a member); `lock`: see MemberFilter. */
export async function findMember(
  db: Database,
  { reach, id, now, lock }: { reach: MemberReach; id: bigint; now: Date; lock?: boolean },
): Promise<MemberAccountRow> {
  const member = await memberAccounts(db, walletBalanceOf, { reach, id, now, lock }).executeTakeFirst();
  if (!member) throw memberNotFound();
  return member;
}

/** A member with the most discount it may have, basis points. */
export interface MemberWithMaxDiscount {
  member: MemberAccountRow;
  maxDiscountBp: number;
}

/**
 * The most discount the member may have: the business's maximum (`maximumBp`), and no more than
 * its agent's own discount when it has an agent (an agent without one gives none).
 */
export const memberMaxDiscountBp = (member: MemberAccountRow, maximumBp: number): number =>
  member.agentId === null ? maximumBp : Math.min(member.agentDiscountBp ?? 0, maximumBp);

/** The member `id` within `reach` with the most discount it may have; 404 otherwise. */
export async function memberWithMaxDiscount(
  db: Database,
  { reach, id, now }: { reach: MemberReach; id: bigint; now: Date },
): Promise<MemberWithMaxDiscount> {
  const [member, maximumBp] = await Promise.all([findMember(db, { reach, id, now }), discountMaximumBp(db)]);
  return { member, maxDiscountBp: memberMaxDiscountBp(member, maximumBp) };
}

export interface DiscountChange {
  reach: MemberReach;
  id: bigint;
  discountBp: number;
  actorAccountId: bigint;
  now: Date;
}

/** The refusal of a member's discount above `maxBp` (the business's `maximumBp` or less), naming it and what sets it. */
function aboveMemberMaximum(maximumBp: number, maxBp: number): ApiError {
  if (maxBp === maximumBp) return discountAboveMaximum(maximumBp);
  const message =
    maxBp === 0 ? 'ตัวแทนที่ไม่มีส่วนลดของตนเองให้ส่วนลดสมาชิกไม่ได้' : `ส่วนลดของสมาชิกนี้ตั้งได้ไม่เกิน ${percentOf(maxBp)}% (ไม่เกินส่วนลดของตัวแทน)`;
  return new ApiError(400, 'DISCOUNT_ABOVE_MAXIMUM', message);
}

/** Stores a member's own discount, audited as `member.discount` in the caller's transaction. */
export async function storeMemberDiscount(
  trx: Database,
  { id, fromBp, toBp, actorAccountId, now }: { id: bigint; fromBp: number; toBp: number; actorAccountId: bigint; now: Date },
): Promise<void> {
  await setDiscountBp(trx, id, toBp);
  await audit(trx, {
    actorAccountId,
    action: 'member.discount',
    entity: 'account',
    entityId: id,
    before: { discount: percentOf(fromBp) },
    after: { discount: percentOf(toBp) },
    at: now,
  });
}

/**
 * Sets the member's own discount (`member.discount`, audited before and after in the same
 * transaction; an unchanged discount writes nothing). 404 outside `reach`; 400
 * DISCOUNT_ABOVE_MAXIMUM, naming the maximum, above the agent's own discount or the business's
 * maximum. The agent's row is held (share) first: an agent's discount changing meanwhile waits,
 * then lowers this member if it must (agents.ts).
 */
export function setMemberDiscount(
  db: Database,
  { reach, id, discountBp, actorAccountId, now }: DiscountChange,
): Promise<MemberWithMaxDiscount> {
  return inTransaction(db, async (trx) => {
    const { agentId } = await findMember(trx, { reach, id, now });
    if (agentId !== null) await lockAccount(trx, agentId, 'share');
    const member = await findMember(trx, { reach, id, now, lock: true });
    const maximumBp = await discountMaximumBp(trx);
    const maxDiscountBp = memberMaxDiscountBp(member, maximumBp);
    if (discountBp > maxDiscountBp) throw aboveMemberMaximum(maximumBp, maxDiscountBp);
    if (discountBp === member.discountBp) return { member, maxDiscountBp };
    await storeMemberDiscount(trx, { id, fromBp: member.discountBp, toBp: discountBp, actorAccountId, now });
    return { member: { ...member, discountBp }, maxDiscountBp };
  });
}
