// Signing in and out, and changing one's password. Logins are throttled per client: its device
// cookie, else its address and the username (throttle.ts). A self-excluded member signs in as
// anyone else; their user data says the session is restricted (sessions.ts,
// docs/domain.md#responsible-play).
import type { Kysely } from 'kysely';
import type { AuthSettings } from '../../config/settings.ts';
import { ApiError } from '../../plugins/errors.ts';
import { checkCurrentPassword } from './current-password.ts';
import { loginClient, type Sender } from './device.ts';
import { hashPassword, passwordWeakness, verifyAgainstNothing, verifyPassword } from './passwords.ts';
import { endSession, endSessions, type SignedIn, startSession } from './sessions.ts';
import type { AuthTables } from './tables.ts';
import { checkLoginThrottle, clearClientFailures, recordLoginFailure } from './throttle.ts';

const invalidCredentials = () => new ApiError(401, 'INVALID_CREDENTIALS', 'ชื่อผู้ใช้หรือรหัสผ่านไม่ถูกต้อง');

/** Signs in: checks the throttle and the password, then starts the account's only session. */
export async function login(
  db: Kysely<AuthTables>,
  settings: AuthSettings,
  now: () => Date,
  input: { username: string; password: string },
  sender: Sender,
): Promise<SignedIn> {
  const username = input.username.toLowerCase();
  const client = loginClient(settings, username, sender, now());
  await checkLoginThrottle(db, settings.loginThrottle, client, now());
  const account = await db
    .selectFrom('account')
    .select(['id', 'password_hash'])
    .where('username', '=', username)
    .executeTakeFirst();
  const valid = account
    ? await verifyPassword(account.password_hash, input.password)
    : await verifyAgainstNothing(input.password, settings.passwordHashing);
  // Read after the (slow) password check, as the session starts then.
  const at = now();
  if (!account || !valid) {
    await recordLoginFailure(db, settings.loginThrottle, client, at);
    throw invalidCredentials();
  }
  return db.transaction().execute(async (trx) => {
    await clearClientFailures(trx, client);
    return startSession(trx, settings, account.id, at);
  });
}

/** Signs out: ends the caller's session. */
export async function logout(db: Kysely<AuthTables>, sessionId: bigint, at: Date): Promise<void> {
  await db.transaction().execute((trx) => endSession(trx, sessionId, 'logout', at));
}

/**
 * Changes the caller's password after checking the current one (current-password.ts), then, in one
 * transaction, stores it, ends every session of the account — the other browsers and devices are
 * signed out at once — and starts a new one for the caller, whose answer is a login's.
 */
export async function changePassword(
  db: Kysely<AuthTables>,
  settings: AuthSettings,
  now: () => Date,
  account: { id: bigint; username: string },
  input: { currentPassword: string; newPassword: string },
  sender: Sender,
): Promise<SignedIn> {
  await checkCurrentPassword(db, settings, now, account, input.currentPassword, sender);
  const weakness = passwordWeakness(input.newPassword);
  if (weakness) throw new ApiError(400, 'WEAK_PASSWORD', weakness);
  const passwordHash = await hashPassword(input.newPassword, settings.passwordHashing);
  return db.transaction().execute(async (trx) => {
    const at = now();
    await trx.updateTable('account').set({ password_hash: passwordHash }).where('id', '=', account.id).execute();
    await endSessions(trx, account.id, 'password_change', at);
    return startSession(trx, settings, account.id, at);
  });
}
