// Password reset by a one-time code. There is no SMS or e-mail: a member who forgot the password
// asks their agent (or an operator), who issues a code in the back office and hands it over; the
// member sets a new password with it. A code is 8 characters, works once, for 30 minutes, and only
// the member's newest code works. The database keeps only its SHA-256. Wrong codes count towards
// the login throttle (throttle.ts), so codes cannot be guessed faster than passwords.
import { randomInt, timingSafeEqual } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { AuthSettings } from '../../config/settings.ts';
import type { Database } from '../../db/database.ts';
import type { AuthTables } from './tables.ts';
import { ApiError } from '../../plugins/errors.ts';
import { MEMBER_ROLES } from './abilities.ts';
import { hashPassword, passwordWeakness } from './passwords.ts';
import type { MemberReach } from './scope.ts';
import { loginClient, type Sender } from './device.ts';
import { endSessions } from './sessions.ts';
import { checkLoginThrottle, clearClientFailures, recordLoginFailure } from './throttle.ts';
import { hashOpaqueToken } from './tokens.ts';

/** Digits and capitals without 0, O, 1 and I, which are easily misread: 32 characters. */
export const RESET_CODE_ALPHABET = '23456789ABCDEFGHJKLMNPQRSTUVWXYZ';
export const RESET_CODE_LENGTH = 8;
export const RESET_CODE_TTL_MS = 30 * 60 * 1000;

/** A new code: 8 characters of the alphabet, each from crypto randomness (40 bits in all). */
export const newResetCode = (): string =>
  Array.from({ length: RESET_CODE_LENGTH }, () => RESET_CODE_ALPHABET[randomInt(RESET_CODE_ALPHABET.length)]).join('');

/** What is stored for a code; codes are compared in capitals, as they are printed. */
const hashResetCode = (code: string) => hashOpaqueToken(code.toUpperCase());

export const memberNotFound = () => new ApiError(404, 'NOT_FOUND', 'ไม่พบสมาชิกนี้');

export const invalidResetCode = () =>
  new ApiError(400, 'INVALID_RESET_CODE', 'รหัสรีเซ็ตไม่ถูกต้องหรือหมดอายุ กรุณาติดต่อเจ้าหน้าที่เพื่อขอรหัสใหม่');

/**
 * Issues a code for a member (role member or seamless) within `reach` (the members the caller
 * reaches; null: every member), or throws 404. Older unused codes of the member stop
 * working: their expires_at becomes now. `then` runs in the same transaction (the audit entry).
 */
export async function issueResetCode(
  db: Kysely<AuthTables>,
  { memberId, issuedBy, reach, now }: { memberId: bigint; issuedBy: bigint; reach: MemberReach; now: Date },
  then: (trx: Database, issued: { expiresAt: Date }) => Promise<void>,
): Promise<{ code: string; expiresAt: Date }> {
  const code = newResetCode();
  const expiresAt = new Date(now.getTime() + RESET_CODE_TTL_MS);
  await db.transaction().execute(async (trx) => {
    let member = trx.selectFrom('account').select('id').where('id', '=', memberId).where('role', 'in', MEMBER_ROLES);
    if (reach !== null) member = member.where('id', 'in', reach);
    // The lock makes concurrent issues for one member take turns, so one code at most stays live.
    if (!(await member.forUpdate().executeTakeFirst())) throw memberNotFound();
    await trx
      .updateTable('password_reset_code')
      .set({ expires_at: now })
      .where('account_id', '=', memberId)
      .where('used_at', 'is', null)
      .where('expires_at', '>', now)
      .execute();
    await trx
      .insertInto('password_reset_code')
      .values({ account_id: memberId, code_hash: hashResetCode(code), issued_by: issuedBy, issued_at: now, expires_at: expiresAt })
      .execute();
    await then(trx, { expiresAt });
  });
  return { code, expiresAt };
}

interface PasswordResetInput {
  username: string;
  code: string;
  password: string;
}

/**
 * Sets a new password with a code: checks the throttle, the password's strength and the code (the
 * live code of that username), then, in one transaction, stores the new password, uses up the code
 * and ends every session of the account. A wrong code and an unknown username are one answer.
 */
export async function resetPassword(
  db: Kysely<AuthTables>,
  settings: AuthSettings,
  input: PasswordResetInput,
  { sender, now }: { sender: Sender; now: Date },
): Promise<void> {
  const username = input.username.toLowerCase();
  const client = loginClient(settings, username, sender, now);
  await checkLoginThrottle(db, settings.loginThrottle, client, now);
  const weakness = passwordWeakness(input.password);
  if (weakness) throw new ApiError(400, 'WEAK_PASSWORD', weakness);

  const live = await db
    .selectFrom('account as a')
    .leftJoin('password_reset_code as c', (join) =>
      join.onRef('c.account_id', '=', 'a.id').on('c.used_at', 'is', null).on('c.expires_at', '>', now),
    )
    .select(['a.id as accountId', 'c.id as codeId', 'c.code_hash as codeHash'])
    .where('a.username', '=', username)
    .orderBy('c.id', 'desc')
    .limit(1)
    .executeTakeFirst();
  // Compared in constant time, and compared even without a code, so that no answer comes sooner.
  const given = Buffer.from(hashResetCode(input.code), 'hex');
  const stored = Buffer.from(live?.codeHash ?? hashResetCode(''), 'hex');
  const matches = timingSafeEqual(given, stored);
  if (!live || live.codeId === null || !matches) {
    await recordLoginFailure(db, settings.loginThrottle, client, now);
    throw invalidResetCode();
  }
  const { accountId, codeId } = live;

  const passwordHash = await hashPassword(input.password, settings.passwordHashing);
  await db.transaction().execute(async (trx) => {
    const used = await trx
      .updateTable('password_reset_code')
      .set({ used_at: now })
      .where('id', '=', codeId)
      .where('used_at', 'is', null)
      .returning('id')
      .executeTakeFirst();
    // Another reset with the same code got there first.
    if (!used) throw invalidResetCode();
    await trx.updateTable('account').set({ password_hash: passwordHash }).where('id', '=', accountId).execute();
    await endSessions(trx, accountId, 'password_reset', now);
    await clearClientFailures(trx, client);
  });
}
