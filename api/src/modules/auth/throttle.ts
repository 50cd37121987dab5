// Throttles kept in the database, so that every API instance sees the same counts: failed logins
// (table login_failure) and registrations (table registration_attempt), per client address (the
// one the gateway saw) and, for logins, per username and per device.
//
// Logins (and wrong reset codes and wrong current passwords, which guess the same secrets), within
// LOGIN_THROTTLE_WINDOW_SECONDS (15 minutes), as OWASP's "device cookie" design has it
// (docs/security.md#limits):
//   - a browser that presents a valid device cookie for the username (device.ts: it signed in as
//     that person before) is judged by its own failures alone: LOGIN_FAILURES_PER_DEVICE (5), then
//     429 for that browser only. Nobody else's failures, on that username or from that address,
//     ever refuse it, so a stranger cannot lock the owner out;
//   - any other client is refused after LOGIN_FAILURES_PER_USERNAME_ADDRESS (5) failures of that
//     username from its address, LOGIN_FAILURES_PER_ADDRESS (20) from its address, or
//     LOGIN_FAILURES_PER_USERNAME (50) failures of that username from clients without its device
//     cookie, every address together (a guesser spread over many addresses);
//   - a 429 lasts until the oldest counted failure leaves the window; a refused (throttled)
//     attempt is not itself recorded, so a lock never extends itself;
//   - a successful login clears the failures of that client: its (username, address) and its
//     device's, not strangers' failures elsewhere.
//   Concurrent attempts on PostgreSQL may each pass the check before any records its failure, so a
//   burst can exceed a limit by the number of attempts in flight; the limits hold for sequential
//   guessing, which is what they are for.
// Registrations: at most REGISTRATION_LIMIT_PER_HOUR attempts per client address within an hour,
// counted and recorded under a lock per address, so a burst cannot pass it either (each attempt
// costs a password hash).
// A 429 carries Retry-After in seconds and a Thai message.
import { type ExpressionBuilder, sql, type Kysely } from 'kysely';
import type { LoginThrottleSettings } from '../../config/settings.ts';
import type { AuthTables } from './tables.ts';
import { ApiError } from '../../plugins/errors.ts';

/** 429 with Retry-After in seconds and a Thai message saying what happened and in how many minutes to try again. */
const throttled = (code: string, what: string, retryAfterSeconds: number) =>
  new ApiError(429, code, `${what} กรุณาลองใหม่อีกครั้งในอีก ${Math.ceil(retryAfterSeconds / 60)} นาที`, {
    'retry-after': String(retryAfterSeconds),
  });

/** Who is trying a password (or reset code) for which username. */
export interface LoginClient {
  /** Lower case, as typed (whether or not such an account exists). */
  username: string;
  ip: string;
  /** The device id of a valid device cookie for this username (device.ts), else null. */
  device: string | null;
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

type Failures = ExpressionBuilder<AuthTables, 'login_failure'>;

/** One count of the throttle: which failures, how many are allowed, and what a refusal says. */
interface Count {
  failures: (eb: Failures) => ReturnType<Failures['and']>;
  limit: number;
  /** The refusal names the username: its owner can still sign in from a browser used before. */
  ofUsername?: true;
}

/** The counts that judge `client`: its device's alone when it has one, else its address's and the username's. */
function countsFor(client: LoginClient, settings: LoginThrottleSettings): Count[] {
  const { device } = client;
  if (device !== null) return [{ failures: (eb) => eb.and([eb('device_id', '=', device)]), limit: settings.perDevice }];
  return [
    { failures: (eb) => eb.and([eb('username', '=', client.username), eb('ip', '=', client.ip)]), limit: settings.perUsernameAddress },
    { failures: (eb) => eb.and([eb('ip', '=', client.ip)]), limit: settings.perAddress },
    {
      failures: (eb) => eb.and([eb('username', '=', client.username), eb('device_id', 'is', null)]),
      limit: settings.perUsername,
      ofUsername: true,
    },
  ];
}

/**
 * Throws 429 TOO_MANY_ATTEMPTS, with Retry-After, when `client` may not try now; the wait lasts
 * until every count it has reached is below its limit again.
 */
export async function checkLoginThrottle(
  db: Kysely<AuthTables>,
  settings: LoginThrottleSettings,
  client: LoginClient,
  now: Date,
): Promise<void> {
  const windowMs = settings.windowSeconds * 1000;
  let free: number | null = null;
  let ofUsername = false;
  for (const count of countsFor(client, settings)) {
    const recent = await db
      .selectFrom('login_failure')
      .select('failed_at')
      .where(count.failures)
      .where('failed_at', '>', new Date(now.getTime() - windowMs))
      .orderBy('failed_at', 'desc')
      .limit(count.limit)
      .execute();
    const at = freeAt(
      recent.map((row) => row.failed_at),
      count.limit,
      windowMs,
    );
    if (at === null) continue;
    free = Math.max(free ?? at, at);
    ofUsername ||= count.ofUsername === true;
  }
  if (free === null) return;
  const what = ofUsername
    ? 'มีการเข้าสู่ระบบบัญชีนี้ผิดพลาดหลายครั้งเกินไปจากอุปกรณ์ที่ไม่เคยใช้ (อุปกรณ์ที่เคยเข้าสู่ระบบสำเร็จยังเข้าได้ตามปกติ)'
    : 'เข้าสู่ระบบผิดพลาดหลายครั้งเกินไป';
  throw throttled('TOO_MANY_ATTEMPTS', what, secondsUntil(free, now));
}

export async function recordLoginFailure(db: Kysely<AuthTables>, settings: LoginThrottleSettings, client: LoginClient, now: Date): Promise<void> {
  await db.insertInto('login_failure').values({ username: client.username, ip: client.ip, device_id: client.device, failed_at: now }).execute();
  // Failures older than the window no longer count for anything.
  await db
    .deleteFrom('login_failure')
    .where('failed_at', '<=', new Date(now.getTime() - settings.windowSeconds * 1000))
    .execute();
}

/** After a success: forgets the failures of this client (its username from its address, and its device's). */
export async function clearClientFailures(db: Kysely<AuthTables>, client: LoginClient): Promise<void> {
  const { device } = client;
  await db
    .deleteFrom('login_failure')
    .where('username', '=', client.username)
    .where((eb) => eb.or([eb('ip', '=', client.ip), ...(device === null ? [] : [eb('device_id', '=', device)])]))
    .execute();
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
