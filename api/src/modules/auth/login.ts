// Signing in and out, and changing one's password. Logins are throttled per account and per
// client address (throttle.ts). A self-excluded member signs in as anyone else; their user data
// says the session is restricted (sessions.ts, docs/domain.md#responsible-play).
import type { Kysely } from 'kysely';
import type { AuthSettings } from '../../config/settings.ts';
import { ApiError } from '../../plugins/errors.ts';
import { verifyCurrentPassword } from './current-password.ts';
import { hashPassword, passwordWeakness, verifyAgainstNothing, verifyPassword } from './passwords.ts';
import { endSession, type SignedIn, startSession } from './sessions.ts';
import type { AuthTables } from './tables.ts';
import { clearAccountFailures, loginRetryAfter, loginThrottled, recordLoginFailure } from './throttle.ts';

const invalidCredentials = () => new ApiError(401, 'INVALID_CREDENTIALS', 'ชื่อผู้ใช้หรือรหัสผ่านไม่ถูกต้อง');

/** Signs in: checks the throttle and the password, then starts the account's only session. */
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
    .select(['id', 'password_hash'])
    .where('username', '=', username)
    .executeTakeFirst();
  const valid = account ? await verifyPassword(account.password_hash, input.password) : await verifyAgainstNothing(input.password);
  // Read after the (slow) password check, as the session starts then.
  const at = now();
  if (!account || !valid) {
    await recordLoginFailure(db, key, at);
    throw invalidCredentials();
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

/** Changes the caller's password after checking the current one (current-password.ts). */
export async function changePassword(
  db: Kysely<AuthTables>,
  now: () => Date,
  account: { id: bigint; username: string },
  input: { currentPassword: string; newPassword: string },
  ip: string,
): Promise<void> {
  await verifyCurrentPassword(db, now, account, input.currentPassword, ip);
  const weakness = passwordWeakness(input.newPassword);
  if (weakness) throw new ApiError(400, 'WEAK_PASSWORD', weakness);
  await db
    .updateTable('account')
    .set({ password_hash: await hashPassword(input.newPassword) })
    .where('id', '=', account.id)
    .execute();
}
