// Self-exclusion (DESIGN §5): a member stops themselves from playing for a number of days. The
// period can only be extended, never shortened; it ends every session of the account at once, and
// login (auth/service.ts) refuses the account until it is over.
import type { Kysely } from 'kysely';
import type { Schema } from '../../db/schema.ts';
import { endSessions, selfExcludedError } from '../auth/service.ts';

const DAY_MS = 24 * 60 * 60 * 1000;

/** The longest period a member may choose in one go: ten years. */
export const MAX_SELF_EXCLUSION_DAYS = 3650;
/** The periods a member is offered. */
export const SELF_EXCLUSION_CHOICES = [1, 7, 30, 90, 180, 365] as const;

/** When the member's self-exclusion ends, or null when they are not excluded at `now`. */
export async function selfExcludedUntil(db: Kysely<Schema>, accountId: bigint, now: Date): Promise<Date | null> {
  const row = await db
    .selectFrom('account')
    .select('self_excluded_until')
    .where('id', '=', accountId)
    .executeTakeFirst();
  const until = row?.self_excluded_until ?? null;
  return until !== null && until > now ? until : null;
}

/** Throws 403 SELF_EXCLUDED (Thai message with the end date) while the member is self-excluded. */
export async function assertNotSelfExcluded(db: Kysely<Schema>, accountId: bigint, now: Date): Promise<void> {
  const until = await selfExcludedUntil(db, accountId, now);
  if (until !== null) throw selfExcludedError(until);
}

/**
 * Excludes the member for `days` days from `now`, or keeps a later end already set, and ends every
 * live session of the account. Answers when the exclusion ends.
 */
export async function excludeSelf(db: Kysely<Schema>, accountId: bigint, days: number, now: Date): Promise<Date> {
  if (!Number.isInteger(days) || days < 1 || days > MAX_SELF_EXCLUSION_DAYS) {
    throw new RangeError(`self-exclusion days must be an integer from 1 to ${MAX_SELF_EXCLUSION_DAYS}: ${days}`);
  }
  const requested = new Date(now.getTime() + days * DAY_MS);
  return db.transaction().execute(async (trx) => {
    const account = await trx
      .selectFrom('account')
      .select('self_excluded_until')
      .where('id', '=', accountId)
      .forUpdate()
      .executeTakeFirstOrThrow();
    const current = account.self_excluded_until;
    const until = current !== null && current > requested ? current : requested;
    await trx.updateTable('account').set({ self_excluded_until: until }).where('id', '=', accountId).execute();
    await endSessions(trx, accountId, 'self_exclusion', now);
    return until;
  });
}
