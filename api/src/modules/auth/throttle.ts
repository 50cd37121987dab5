// Login throttling, kept in the database (table login_failure) so that every API instance sees
// the same counts.
//
//   - per account (the lower-cased username as typed, whether or not such an account exists):
//     5 failed logins within 15 minutes → further logins answer 429 until the oldest of those
//     5 failures is 15 minutes old;
//   - per client address: 20 failed logins within 15 minutes → 429 likewise;
//   - a refused (throttled) attempt is not itself recorded, so a lock never extends itself;
//   - a successful login clears that account's failures (not the address's).
// The 429 carries Retry-After in seconds and a Thai message. Concurrent attempts on PostgreSQL
// may each pass the check before any records its failure, so a burst can exceed the limit by the
// number of attempts in flight; the limit holds for sequential guessing, which is what it is for.
import type { Kysely } from 'kysely';
import type { Schema } from '../../db/schema.ts';

export const THROTTLE_WINDOW_MS = 15 * 60 * 1000;
export const MAX_FAILURES_PER_ACCOUNT = 5;
export const MAX_FAILURES_PER_IP = 20;

export interface LoginKey {
  username: string;
  ip: string;
}

async function retryAt(
  db: Kysely<Schema>,
  column: 'username' | 'ip',
  value: string,
  limit: number,
  now: Date,
): Promise<number | null> {
  const recent = await db
    .selectFrom('login_failure')
    .select('failed_at')
    .where(column, '=', value)
    .where('failed_at', '>', new Date(now.getTime() - THROTTLE_WINDOW_MS))
    .orderBy('failed_at', 'desc')
    .limit(limit)
    .execute();
  // Once the limit-th newest failure leaves the window, fewer than `limit` remain.
  const oldestCounted = recent.length >= limit ? recent[limit - 1] : undefined;
  return oldestCounted ? oldestCounted.failed_at.getTime() + THROTTLE_WINDOW_MS : null;
}

/** Seconds the caller must wait before trying again, or null when a login may be attempted. */
export async function loginRetryAfter(db: Kysely<Schema>, key: LoginKey, now: Date): Promise<number | null> {
  const times = [
    await retryAt(db, 'username', key.username, MAX_FAILURES_PER_ACCOUNT, now),
    await retryAt(db, 'ip', key.ip, MAX_FAILURES_PER_IP, now),
  ].filter((time): time is number => time !== null);
  if (times.length === 0) return null;
  return Math.max(1, Math.ceil((Math.max(...times) - now.getTime()) / 1000));
}

export async function recordLoginFailure(db: Kysely<Schema>, key: LoginKey, now: Date): Promise<void> {
  await db.insertInto('login_failure').values({ username: key.username, ip: key.ip, failed_at: now }).execute();
  // Failures older than the window no longer count for anything.
  await db
    .deleteFrom('login_failure')
    .where('failed_at', '<=', new Date(now.getTime() - THROTTLE_WINDOW_MS))
    .execute();
}

export async function clearAccountFailures(db: Kysely<Schema>, username: string): Promise<void> {
  await db.deleteFrom('login_failure').where('username', '=', username).execute();
}
