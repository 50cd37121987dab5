// Checking the signed-in caller's current password before a change made in its name (the password
// change, self-exclusion: docs/domain.md#responsible-play). A wrong one counts towards the login throttle as a
// failed login of that username by that client (throttle.ts): it is the same secret, so this
// cannot be used to try passwords faster, and a browser with a device cookie keeps its own allowance.
import type { Kysely } from 'kysely';
import type { AuthSettings } from '../../config/settings.ts';
import { ApiError } from '../../plugins/errors.ts';
import { loginClient, type Sender } from './device.ts';
import { verifyPassword } from './passwords.ts';
import type { AuthTables } from './tables.ts';
import { checkLoginThrottle, recordLoginFailure } from './throttle.ts';

/**
 * Resolves when `password` is the account's, or throws: 429 TOO_MANY_ATTEMPTS while the sender is
 * throttled, 403 WRONG_PASSWORD (counted as a failure) when it is not.
 */
export async function checkCurrentPassword(
  db: Kysely<AuthTables>,
  settings: AuthSettings,
  now: () => Date,
  account: { id: bigint; username: string },
  password: string,
  sender: Sender,
): Promise<void> {
  const client = loginClient(settings, account.username, sender, now());
  await checkLoginThrottle(db, settings.loginThrottle, client, now());
  const stored = await db.selectFrom('account').select('password_hash').where('id', '=', account.id).executeTakeFirstOrThrow();
  if (await verifyPassword(stored.password_hash, password)) return;
  await recordLoginFailure(db, settings.loginThrottle, client, now());
  // 403, not 401: the session is fine, and a 401 would make the front end refresh its token.
  throw new ApiError(403, 'WRONG_PASSWORD', 'รหัสผ่านปัจจุบันไม่ถูกต้อง');
}
