// Throttles kept in the database, so that every API instance sees the same counts: failed logins
// (table login_failure) and registrations (table registration_attempt), per client address (the
// one the gateway saw) and, for logins, per account.
//
// Logins:
//   - per account (the lower-cased username as typed, whether or not such an account exists):
//     5 failed logins within 15 minutes → further logins answer 429 until the oldest of those
//     5 failures is 15 minutes old;
//   - per client address: 20 failed logins within 15 minutes → 429 likewise;
//   - a refused (throttled) attempt is not itself recorded, so a lock never extends itself;
//   - a successful login clears that account's failures (not the address's).
//   Concurrent attempts on PostgreSQL may each pass the check before any records its failure, so a
//   burst can exceed the limit by the number of attempts in flight; the limit holds for sequential
//   guessing, which is what it is for.
// Registrations: at most REGISTRATION_LIMIT_PER_HOUR attempts per client address within an hour,
// counted and recorded under a lock per address, so a burst cannot pass it either (each attempt
// costs a password hash).
// A 429 carries Retry-After in seconds and a Thai message.
import { sql, type Kysely } from 'kysely';
import type { AuthTables } from './tables.ts';
import { ApiError } from '../../plugins/errors.ts';

export const THROTTLE_WINDOW_MS = 15 * 60 * 1000;
export const MAX_FAILURES_PER_ACCOUNT = 5;
export const MAX_FAILURES_PER_IP = 20;

/** 429 with Retry-After in seconds and a Thai message saying what happened and in how many minutes to try again. */
const throttled = (code: string, what: string, retryAfterSeconds: number) =>
  new ApiError(429, code, `${what} กรุณาลองใหม่อีกครั้งในอีก ${Math.ceil(retryAfterSeconds / 60)} นาที`, {
    'retry-after': String(retryAfterSeconds),
  });

export const loginThrottled = (retryAfterSeconds: number) =>
  throttled('TOO_MANY_ATTEMPTS', 'เข้าสู่ระบบผิดพลาดหลายครั้งเกินไป', retryAfterSeconds);

export interface LoginKey {
  username: string;
  ip: string;
}

/**
 * When the next attempt may be made, given the newest `limit` recorded times within the window
 * (newest first): once the limit-th newest leaves the window, fewer than `limit` remain. Null when
 * fewer than `limit` are recorded.
 */
function freeAt(newestFirst: Date[], limit: number, windowMs: number): number | null {
  const oldestCounted = newestFirst.length >= limit ? newestFirst[limit - 1] : undefined;
  return oldestCounted ? oldestCounted.getTime() + windowMs : null;
}

const secondsUntil = (time: number, now: Date) => Math.max(1, Math.ceil((time - now.getTime()) / 1000));

async function retryAt(
  db: Kysely<AuthTables>,
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
  return freeAt(
    recent.map((row) => row.failed_at),
    limit,
    THROTTLE_WINDOW_MS,
  );
}

/** Seconds the caller must wait before trying again, or null when a login may be attempted. */
export async function loginRetryAfter(db: Kysely<AuthTables>, key: LoginKey, now: Date): Promise<number | null> {
  const times = [
    await retryAt(db, 'username', key.username, MAX_FAILURES_PER_ACCOUNT, now),
    await retryAt(db, 'ip', key.ip, MAX_FAILURES_PER_IP, now),
  ].filter((time): time is number => time !== null);
  if (times.length === 0) return null;
  return secondsUntil(Math.max(...times), now);
}

export async function recordLoginFailure(db: Kysely<AuthTables>, key: LoginKey, now: Date): Promise<void> {
  await db.insertInto('login_failure').values({ username: key.username, ip: key.ip, failed_at: now }).execute();
  // Failures older than the window no longer count for anything.
  await db
    .deleteFrom('login_failure')
    .where('failed_at', '<=', new Date(now.getTime() - THROTTLE_WINDOW_MS))
    .execute();
}

export async function clearAccountFailures(db: Kysely<AuthTables>, username: string): Promise<void> {
  await db.deleteFrom('login_failure').where('username', '=', username).execute();
}

export const REGISTRATION_WINDOW_MS = 60 * 60 * 1000;

const registrationThrottled = (retryAfterSeconds: number) =>
  throttled('TOO_MANY_REGISTRATIONS', 'มีการสมัครสมาชิกจากเครือข่ายนี้บ่อยเกินไป', retryAfterSeconds);

/**
 * Counts a registration attempt from `ip`, or throws 429 TOO_MANY_REGISTRATIONS when `limit`
 * attempts from it fall within the last hour. A refused attempt is not recorded.
 */
export async function recordRegistrationAttempt(db: Kysely<AuthTables>, ip: string, limit: number, now: Date): Promise<void> {
  await db.transaction().execute(async (trx) => {
    // One address's attempts are counted one at a time: the count and the insert cannot interleave.
    await sql`select pg_advisory_xact_lock(hashtextextended(${`registration:${ip}`}, 0))`.execute(trx);
    const recent = await trx
      .selectFrom('registration_attempt')
      .select('attempted_at')
      .where('ip', '=', ip)
      .where('attempted_at', '>', new Date(now.getTime() - REGISTRATION_WINDOW_MS))
      .orderBy('attempted_at', 'desc')
      .limit(limit)
      .execute();
    const free = freeAt(
      recent.map((row) => row.attempted_at),
      limit,
      REGISTRATION_WINDOW_MS,
    );
    if (free !== null) throw registrationThrottled(secondsUntil(free, now));
    await trx.insertInto('registration_attempt').values({ ip, attempted_at: now }).execute();
    await trx
      .deleteFrom('registration_attempt')
      .where('attempted_at', '<=', new Date(now.getTime() - REGISTRATION_WINDOW_MS))
      .execute();
  });
}
