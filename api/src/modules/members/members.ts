// The back office's members (docs/backoffice.md#api): the members a caller reaches, searched,
// sorted and paged; one of them with the most discount it may have; and setting a member's own
// discount within that (audited, no money moves). The accounts are auth's, the balances the
// wallet's: this module owns no table.
import { type Database, inTransaction } from '../../db/database.ts';
import { ApiError } from '../../plugins/errors.ts';
import { audit } from '../audit/index.ts';
import { type MemberAccountRow, memberAccounts, type MemberFilter, type MemberReach, setDiscountBp } from '../auth/index.ts';
import { walletBalanceOf } from '../wallet/index.ts';

export const MEMBER_SORTS = ['username', 'balance', 'createdAt'] as const;
export type MemberSort = (typeof MEMBER_SORTS)[number];
export const SORT_ORDERS = ['asc', 'desc'] as const;
export type SortOrder = (typeof SORT_ORDERS)[number];

/** A member's discount stays under 100 % (the database's account_discount_bp_check). */
export const MAX_DISCOUNT_BP = 9999;

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

/**
 * The most discount a caller may give the member: an agent (a caller with a reach) at most its own
 * discount, none when it has none; administrators and operators (every member in reach) the
 * member's agent's own discount when it has one, else up to just under 100 %.
 */
export function maxDiscountBp(member: MemberAccountRow, callerReach: MemberReach): number {
  const agentBp = member.agentDiscountBp ?? 0;
  if (callerReach !== null) return agentBp;
  return agentBp > 0 ? agentBp : MAX_DISCOUNT_BP;
}

/** Basis points as percent (150 → 1.5). */
export const percentOf = (bp: number): number => bp / 100;

export interface DiscountChange {
  reach: MemberReach;
  id: bigint;
  discountBp: number;
  actorAccountId: bigint;
  now: Date;
}

/**
 * Sets the member's own discount (`member.discount`, audited before and after in the same
 * transaction; an unchanged discount writes nothing). 404 outside `reach`; 400
 * DISCOUNT_ABOVE_MAXIMUM, naming the maximum, above the agent's own discount.
 */
export function setMemberDiscount(
  db: Database,
  { reach, id, discountBp, actorAccountId, now }: DiscountChange,
): Promise<MemberAccountRow> {
  return inTransaction(db, async (trx) => {
    const member = await findMember(trx, { reach, id, now, lock: true });
    const max = maxDiscountBp(member, reach);
    if (discountBp > max) {
      const message =
        max === 0 ? 'ตัวแทนที่ไม่มีส่วนลดของตนเองให้ส่วนลดสมาชิกไม่ได้' : `ส่วนลดของสมาชิกนี้ตั้งได้ไม่เกิน ${percentOf(max)}% (ไม่เกินส่วนลดของตัวแทน)`;
      throw new ApiError(400, 'DISCOUNT_ABOVE_MAXIMUM', message);
    }
    if (discountBp === member.discountBp) return member;
    await setDiscountBp(trx, id, discountBp);
    await audit(trx, {
      actorAccountId,
      action: 'member.discount',
      entity: 'account',
      entityId: id,
      before: { discount: percentOf(member.discountBp) },
      after: { discount: percentOf(discountBp) },
      at: now,
    });
    return { ...member, discountBp };
  });
}
