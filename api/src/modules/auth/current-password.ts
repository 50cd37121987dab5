// Asking for the password again before something that must be the account holder's own decision
// (changing the password, self-exclusion: docs/domain.md#accounts-and-roles). It is the same secret
// as at login, so wrong guesses count towards the login throttle (throttle.ts): a signed-in session
// cannot be used to try passwords faster than the login page allows.
import type { Kysely } from 'kysely';
import { ApiError } from '../../plugins/errors.ts';
import { verifyPassword } from './passwords.ts';
import type { AuthTables } from './tables.ts';
import { loginRetryAfter, loginThrottled, recordLoginFailure } from './throttle.ts';

/**
 * Checks `password` against the account's current one: 429 TOO_MANY_ATTEMPTS while the login
 * throttle holds the username or the address; otherwise a wrong password is recorded as a login
 * failure and answers 403 WRONG_PASSWORD (403, not 401: the session is fine, and a 401 would make
 * the front end refresh its token).
 */
export async function verifyCurrentPassword(
  db: Kysely<AuthTables>,
  now: () => Date,
  account: { id: bigint; username: string },
  password: string,
  ip: string,
): Promise<void> {
  const key = { username: account.username, ip };
  const retryAfter = await loginRetryAfter(db, key, now());
  if (retryAfter !== null) throw loginThrottled(retryAfter);
  const stored = await db.selectFrom('account').select('password_hash').where('id', '=', account.id).executeTakeFirstOrThrow();
  if (!(await verifyPassword(stored.password_hash, password))) {
    await recordLoginFailure(db, key, now());
    throw new ApiError(403, 'WRONG_PASSWORD', 'รหัสผ่านปัจจุบันไม่ถูกต้อง');
  }
}
