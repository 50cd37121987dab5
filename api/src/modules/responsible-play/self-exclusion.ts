// Self-exclusion (docs/domain.md#responsible-play): a member stops themselves from playing for a
// number of days. The period can only be extended, never shortened; it ends every session of the
// account at once. Until it is over the member may still sign in, to a restricted session (auth's
// user data and rules say so) that reads their history, withdraws and changes the password; what
// would play, pay in or change a limit is refused with SELF_EXCLUDED (assertNotSelfExcluded, and the
// slip placing statement). The end is stored with the account (auth's selfExcludedUntil /
// setSelfExcludedUntil).
import { type Database, inTransaction } from '../../db/database.ts';
import { ApiError } from '../../plugins/errors.ts';
import { endSessions, selfExcludedUntil, setSelfExcludedUntil } from '../auth/index.ts';

const thaiDateTime = new Intl.DateTimeFormat('th-TH', {
  timeZone: 'Asia/Bangkok',
  dateStyle: 'long',
  timeStyle: 'short',
});

/** 403 SELF_EXCLUDED, with the end of the period in Thai. */
export const selfExcludedError = (until: Date) =>
  new ApiError(403, 'SELF_EXCLUDED', `บัญชีนี้อยู่ในช่วงพักการเล่นด้วยตนเองจนถึง ${thaiDateTime.format(until)} น.`);

const DAY_MS = 24 * 60 * 60 * 1000;

/** The longest period a member may choose in one go: ten years. */
export const MAX_SELF_EXCLUSION_DAYS = 3650;
/** The periods a member is offered. */
export const SELF_EXCLUSION_CHOICES = [1, 7, 30, 90, 180, 365] as const;

/** When the member's self-exclusion ends, or null when they are not excluded at `now`. */
export async function selfExclusionEnd(db: Database, accountId: bigint, now: Date): Promise<Date | null> {
  const until = await selfExcludedUntil(db, accountId);
  return until !== null && until > now ? until : null;
}

/** Throws 403 SELF_EXCLUDED (Thai message with the end date) while the member is self-excluded. */
export async function assertNotSelfExcluded(db: Database, accountId: bigint, now: Date): Promise<void> {
  const until = await selfExclusionEnd(db, accountId, now);
  if (until !== null) throw selfExcludedError(until);
}

/**
 * Excludes the member for `days` days from `now`, or keeps a later end already set, and ends every
 * live session of the account. Answers when the exclusion ends.
 */
export async function excludeSelf(db: Database, accountId: bigint, days: number, now: Date): Promise<Date> {
  if (!Number.isInteger(days) || days < 1 || days > MAX_SELF_EXCLUSION_DAYS) {
    throw new RangeError(`self-exclusion days must be an integer from 1 to ${MAX_SELF_EXCLUSION_DAYS}: ${days}`);
  }
  const requested = new Date(now.getTime() + days * DAY_MS);
  return inTransaction(db, async (trx) => {
    const current = await selfExcludedUntil(trx, accountId, { lock: true });
    const until = current !== null && current > requested ? current : requested;
    await setSelfExcludedUntil(trx, accountId, until);
    await endSessions(trx, accountId, 'self_exclusion', now);
    return until;
  });
}
