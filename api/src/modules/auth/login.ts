// Signing in and out, and changing one's password. Logins are throttled per account and per
// client address (throttle.ts); a self-excluded account cannot sign in until its period is over
// (docs/domain.md#responsible-play).
import type { Kysely } from 'kysely';
import type { AuthSettings } from '../../config/settings.ts';
import { ApiError } from '../../plugins/errors.ts';
import { hashPassword, passwordWeakness, verifyAgainstNothing, verifyPassword } from './passwords.ts';
import { endSession, type SignedIn, startSession } from './sessions.ts';
import type { AuthTables } from './tables.ts';
import { clearAccountFailures, loginRetryAfter, loginThrottled, recordLoginFailure } from './throttle.ts';

const invalidCredentials = () => new ApiError(401, 'INVALID_CREDENTIALS', 'ชื่อผู้ใช้หรือรหัสผ่านไม่ถูกต้อง');

const thaiDateTime = new Intl.DateTimeFormat('th-TH', {
  timeZone: 'Asia/Bangkok',
  dateStyle: 'long',
  timeStyle: 'short',
});

/** 403 SELF_EXCLUDED, with the end of the period in Thai. */
export const selfExcludedError = (until: Date) =>
  new ApiError(403, 'SELF_EXCLUDED', `บัญชีนี้อยู่ในช่วงพักการเล่นด้วยตนเองจนถึง ${thaiDateTime.format(until)} น.`);

/** Signs in: checks the throttle, the password and self-exclusion, then starts the account's only session. */
export async function login(
  db: Kysely<AuthTables>,
  settings: AuthSettings,
  now: () => Date,
  input: { username: string; password: string },
  ip: string,
): Promise<SignedIn> {
  const username = input.username.toLowerCase();
  const key = { username, ip };
  const retryAfter = await loginRetryAfter(db, key, now());
  if (retryAfter !== null) throw loginThrottled(retryAfter);
  const account = await db
    .selectFrom('account')
    .select(['id', 'password_hash', 'self_excluded_until'])
    .where('username', '=', username)
    .executeTakeFirst();
  const valid = account ? await verifyPassword(account.password_hash, input.password) : await verifyAgainstNothing(input.password);
  // Read after the (slow) password check, as the session starts then.
  const at = now();
  if (!account || !valid) {
    await recordLoginFailure(db, key, at);
    throw invalidCredentials();
  }
  if (account.self_excluded_until && account.self_excluded_until > at) {
    throw selfExcludedError(account.self_excluded_until);
  }
  return db.transaction().execute(async (trx) => {
    await clearAccountFailures(trx, username);
    return startSession(trx, settings, account.id, at);
  });
}

/** Signs out: ends the caller's session. */
export async function logout(db: Kysely<AuthTables>, sessionId: bigint, at: Date): Promise<void> {
  await db.transaction().execute((trx) => endSession(trx, sessionId, 'logout', at));
}

/**
 * Changes the caller's password after checking the current one. Wrong guesses count towards the
 * login throttle (it is the same secret), so this cannot be used to try passwords faster.
 */
export async function changePassword(
  db: Kysely<AuthTables>,
  now: () => Date,
  account: { id: bigint; username: string },
  input: { currentPassword: string; newPassword: string },
  ip: string,
): Promise<void> {
  const key = { username: account.username, ip };
  const retryAfter = await loginRetryAfter(db, key, now());
  if (retryAfter !== null) throw loginThrottled(retryAfter);
  const stored = await db.selectFrom('account').select('password_hash').where('id', '=', account.id).executeTakeFirstOrThrow();
  if (!(await verifyPassword(stored.password_hash, input.currentPassword))) {
    await recordLoginFailure(db, key, now());
    // 403, not 401: the session is fine, and a 401 would make the front end refresh its token.
    throw new ApiError(403, 'WRONG_PASSWORD', 'รหัสผ่านปัจจุบันไม่ถูกต้อง');
  }
  const weakness = passwordWeakness(input.newPassword);
  if (weakness) throw new ApiError(400, 'WEAK_PASSWORD', weakness);
  await db
    .updateTable('account')
    .set({ password_hash: await hashPassword(input.newPassword) })
    .where('id', '=', account.id)
    .execute();
}
