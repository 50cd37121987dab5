// Accounts, sessions and tokens: registration (throttled per address), login (single session per
// account, throttled), refresh-token rotation with reuse detection, logout, and checking an access
// token.
import { randomUUID } from 'node:crypto';
import type { LoginAnswer, UserData } from '@tanghuay/shared-auth/user-data';
import type { Kysely } from 'kysely';
import type { Schema } from '../../db/schema.ts';
import { ApiError } from '../../plugins/errors.ts';
import { abilitiesFor, type Role, type Usertype } from './abilities.ts';
import { createAccount } from './accounts.ts';
import { hashPassword, passwordWeakness, verifyAgainstNothing, verifyPassword } from './passwords.ts';
import type { SessionEndReason } from './tables.ts';
import {
  clearAccountFailures,
  loginThrottled,
  loginRetryAfter,
  recordLoginFailure,
  recordRegistrationAttempt,
} from './throttle.ts';
import { hashOpaqueToken, newOpaqueToken, signAccessToken, successorRefreshToken, verifyAccessToken } from './tokens.ts';

export interface AuthOptions {
  jwtSecret: string;
  /** Lifetime of an access token; at most 15 minutes. */
  accessTokenTtlSeconds: number;
  /** Lifetime of each refresh token (each use issues a new one). */
  refreshTokenTtlSeconds: number;
  /** How long after its first use a refresh token still answers the same new pair (tabs racing). */
  refreshReuseGraceSeconds: number;
  /** Registrations one client address may make per hour. */
  registrationLimitPerHour: number;
  now: () => Date;
}

/** Where the front end sends a user whose session was ended elsewhere (seed spec §4). */
export const FORCED_LOGOUT_SITE = '/login-next';

/** The stored user data of the front end (seed spec §3) and the login answer, defined with it. */
export type { LoginAnswer, UserData };

export type RefreshAnswer = { status: true; token: string; refreshToken: string } | { status: false };

/** Who made an authenticated request. */
export interface AuthenticatedAccount {
  id: bigint;
  role: Role;
  username: string;
  countLogin: number;
  sessionId: bigint;
}

export interface RegisterInput {
  username: string;
  password: string;
  phone: string;
  bankCode: string;
  bankAccountNo: string;
  bankAccountName: string;
  acceptAge20: boolean;
}

const invalidCredentials = () => new ApiError(401, 'INVALID_CREDENTIALS', 'ชื่อผู้ใช้หรือรหัสผ่านไม่ถูกต้อง');
const TOKEN_INVALID = () => new ApiError(401, 'TOKEN_INVALID', 'กรุณาเข้าสู่ระบบใหม่');
const TOKEN_EXPIRED = () => new ApiError(401, 'TOKEN_EXPIRED', 'เซสชันหมดอายุ กรุณาเข้าสู่ระบบใหม่');
export const SESSION_REVOKED_MESSAGE = 'เซสชันนี้สิ้นสุดแล้ว เนื่องจากมีการเข้าสู่ระบบจากที่อื่นหรือออกจากระบบ กรุณาเข้าสู่ระบบใหม่';

const thaiDateTime = new Intl.DateTimeFormat('th-TH', {
  timeZone: 'Asia/Bangkok',
  dateStyle: 'long',
  timeStyle: 'short',
});

export const selfExcludedError = (until: Date) =>
  new ApiError(403, 'SELF_EXCLUDED', `บัญชีนี้อยู่ในช่วงพักการเล่นด้วยตนเองจนถึง ${thaiDateTime.format(until)} น.`);

function userDataOf(account: {
  id: bigint;
  username: string;
  role: Role;
  usertype: Usertype;
  count_login: number;
}): UserData {
  return {
    userID: Number(account.id),
    username: account.username,
    role: account.role,
    usertype: account.usertype,
    currency: 'THB',
    count_login: account.count_login,
    site: FORCED_LOGOUT_SITE,
    ability: abilitiesFor(account.role),
    extras: { eCommerceCartItemsCount: 0 },
  };
}

/** Ends every live session of the account: its tokens answer 401 SESSION_REVOKED, its refresh status:false. */
export async function endSessions(db: Kysely<Schema>, accountId: bigint, reason: SessionEndReason, at: Date): Promise<void> {
  await db
    .updateTable('auth_session')
    .set({ revoked_at: at, revoked_reason: reason })
    .where('account_id', '=', accountId)
    .where('revoked_at', 'is', null)
    .execute();
}

export function createAuthService(db: Kysely<Schema>, options: AuthOptions) {
  const { jwtSecret, accessTokenTtlSeconds, refreshTokenTtlSeconds, refreshReuseGraceSeconds, now } = options;
  if (accessTokenTtlSeconds > 15 * 60) throw new Error('access tokens live at most 15 minutes');

  const accessToken = (session: { account_id: bigint; public_id: string; count_login: number }, at: Date) =>
    signAccessToken(
      { accountId: session.account_id, sessionPublicId: session.public_id, countLogin: session.count_login },
      { secret: jwtSecret, ttlSeconds: accessTokenTtlSeconds, now: at },
    );

  async function issueRefreshToken(trx: Kysely<Schema>, sessionId: bigint, at: Date, refreshToken = newOpaqueToken()): Promise<string> {
    await trx
      .insertInto('refresh_token')
      .values({
        token_hash: hashOpaqueToken(refreshToken),
        session_id: sessionId,
        issued_at: at,
        expires_at: new Date(at.getTime() + refreshTokenTtlSeconds * 1000),
      })
      .execute();
    return refreshToken;
  }

  /** Begins the account's only live session: every older session of it is revoked. */
  async function startSession(trx: Kysely<Schema>, accountId: bigint, at: Date): Promise<LoginAnswer> {
    const account = await trx
      .updateTable('account')
      .set((eb) => ({ count_login: eb('count_login', '+', 1) }))
      .where('id', '=', accountId)
      .returning(['id', 'username', 'role', 'usertype', 'count_login'])
      .executeTakeFirstOrThrow();
    await endSessions(trx, accountId, 'superseded', at);
    const userToken = newOpaqueToken();
    const session = await trx
      .insertInto('auth_session')
      .values({
        account_id: accountId,
        public_id: randomUUID(),
        count_login: account.count_login,
        user_token_hash: hashOpaqueToken(userToken),
        created_at: at,
      })
      .returning(['id', 'account_id', 'public_id', 'count_login'])
      .executeTakeFirstOrThrow();
    return {
      status: true,
      token: accessToken(session, at),
      refreshToken: await issueRefreshToken(trx, session.id, at),
      userData: userDataOf(account),
      UserToken: userToken,
    };
  }

  /** The session of a refresh token, when it is live: not revoked, current, the account not self-excluded. */
  async function liveSession(trx: Kysely<Schema>, sessionId: bigint, at: Date) {
    const session = await trx
      .selectFrom('auth_session as s')
      .innerJoin('account as a', 'a.id', 's.account_id')
      .select(['s.id', 's.account_id', 's.public_id', 's.count_login', 's.revoked_at', 'a.self_excluded_until'])
      .select('a.count_login as account_count_login')
      .where('s.id', '=', sessionId)
      .executeTakeFirstOrThrow();
    if (session.revoked_at !== null || session.count_login !== session.account_count_login) return null;
    if (session.self_excluded_until && session.self_excluded_until > at) return null;
    return session;
  }

  /**
   * The answer given when `refreshToken` was used at `usedAt`, if it may be given again now: within
   * the grace period, while its successor is unused and the session live. Two tabs of one browser
   * refreshing at the same moment both present the same token; both get the same pair.
   */
  async function sameAnswerAgain(trx: Kysely<Schema>, refreshToken: string, usedAt: Date, at: Date): Promise<RefreshAnswer | null> {
    if (at.getTime() - usedAt.getTime() > refreshReuseGraceSeconds * 1000) return null;
    const successor = successorRefreshToken(refreshToken, jwtSecret);
    const next = await trx
      .selectFrom('refresh_token')
      .select(['session_id', 'used_at', 'expires_at'])
      .where('token_hash', '=', hashOpaqueToken(successor))
      .executeTakeFirst();
    if (!next || next.used_at !== null || next.expires_at <= at) return null;
    const session = await liveSession(trx, next.session_id, at);
    return session && { status: true, token: accessToken(session, usedAt), refreshToken: successor };
  }

  return {
    async register(input: RegisterInput, ip: string): Promise<LoginAnswer> {
      if (input.acceptAge20 !== true) {
        throw new ApiError(400, 'AGE_20_REQUIRED', 'ต้องยืนยันว่าท่านมีอายุ 20 ปีบริบูรณ์ขึ้นไปจึงจะสมัครสมาชิกได้');
      }
      const at = now();
      return createAccount(
        db,
        {
          username: input.username,
          password: input.password,
          role: 'member',
          parentId: null,
          phone: input.phone,
          bank: { code: input.bankCode, accountNo: input.bankAccountNo, accountName: input.bankAccountName },
          age20AcceptedAt: at,
          createdAt: at,
        },
        (trx, created) => startSession(trx, created.id, at),
        () => recordRegistrationAttempt(db, ip, options.registrationLimitPerHour, at),
      );
    },

    async login(input: { username: string; password: string }, ip: string): Promise<LoginAnswer> {
      const username = input.username.toLowerCase();
      const key = { username, ip };
      const retryAfter = await loginRetryAfter(db, key, now());
      if (retryAfter !== null) throw loginThrottled(retryAfter);
      const account = await db
        .selectFrom('account')
        .select(['id', 'password_hash', 'self_excluded_until'])
        .where('username', '=', username)
        .executeTakeFirst();
      const valid = account
        ? await verifyPassword(account.password_hash, input.password)
        : await verifyAgainstNothing(input.password);
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
        return startSession(trx, account.id, at);
      });
    },

    /**
     * Rotates a refresh token. The same token again within the grace period answers the same pair;
     * after it, a token presented a second time revokes its whole session.
     */
    async refresh(refreshToken: string): Promise<RefreshAnswer> {
      const at = now();
      const tokenHash = hashOpaqueToken(refreshToken);
      return db.transaction().execute(async (trx): Promise<RefreshAnswer> => {
        const used = await trx
          .updateTable('refresh_token')
          .set({ used_at: at })
          .where('token_hash', '=', tokenHash)
          .where('used_at', 'is', null)
          .returning(['session_id', 'expires_at'])
          .executeTakeFirst();
        if (!used) {
          const reused = await trx
            .selectFrom('refresh_token')
            .select(['session_id', 'used_at'])
            .where('token_hash', '=', tokenHash)
            .executeTakeFirst();
          const again = reused?.used_at ? await sameAnswerAgain(trx, refreshToken, reused.used_at, at) : null;
          if (again) return again;
          if (reused) {
            await trx
              .updateTable('auth_session')
              .set({ revoked_at: at, revoked_reason: 'refresh_reuse' })
              .where('id', '=', reused.session_id)
              .where('revoked_at', 'is', null)
              .execute();
          }
          return { status: false };
        }
        if (used.expires_at <= at) return { status: false };
        const session = await liveSession(trx, used.session_id, at);
        if (!session) return { status: false };
        return {
          status: true,
          token: accessToken(session, at),
          refreshToken: await issueRefreshToken(trx, session.id, at, successorRefreshToken(refreshToken, jwtSecret)),
        };
      });
    },

    async logout(sessionId: bigint): Promise<void> {
      await db
        .updateTable('auth_session')
        .set({ revoked_at: now(), revoked_reason: 'logout' })
        .where('id', '=', sessionId)
        .where('revoked_at', 'is', null)
        .execute();
    },

    /**
     * Changes the caller's password after checking the current one. Wrong guesses count towards the
     * login throttle (it is the same secret), so this cannot be used to try passwords faster.
     */
    async changePassword(
      account: { id: bigint; username: string },
      input: { currentPassword: string; newPassword: string },
      ip: string,
    ): Promise<void> {
      const key = { username: account.username, ip };
      const retryAfter = await loginRetryAfter(db, key, now());
      if (retryAfter !== null) throw loginThrottled(retryAfter);
      const stored = await db
        .selectFrom('account')
        .select('password_hash')
        .where('id', '=', account.id)
        .executeTakeFirstOrThrow();
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
    },

    async userData(accountId: bigint): Promise<UserData> {
      const account = await db
        .selectFrom('account')
        .select(['id', 'username', 'role', 'usertype', 'count_login'])
        .where('id', '=', accountId)
        .executeTakeFirstOrThrow();
      return userDataOf(account);
    },

    /** The account behind a Bearer access token, if its session is live and the account's current one. */
    async authenticate(token: string): Promise<AuthenticatedAccount> {
      const verified = verifyAccessToken(token, { secret: jwtSecret, now: now() });
      if (!verified.ok) throw verified.reason === 'expired' ? TOKEN_EXPIRED() : TOKEN_INVALID();
      const { sub, sid } = verified.claims;
      const row = await db
        .selectFrom('auth_session as s')
        .innerJoin('account as a', 'a.id', 's.account_id')
        .select(['a.id', 'a.role', 'a.username', 'a.count_login', 's.id as session_id', 's.revoked_at'])
        .select('s.count_login as session_count_login')
        .where('s.public_id', '=', sid)
        .executeTakeFirst();
      if (!row || row.id !== BigInt(sub)) throw TOKEN_INVALID();
      if (row.revoked_at !== null || row.session_count_login !== row.count_login) {
        throw new ApiError(401, 'SESSION_REVOKED', SESSION_REVOKED_MESSAGE);
      }
      return { id: row.id, role: row.role, username: row.username, countLogin: row.count_login, sessionId: row.session_id };
    },
  };
}

export type AuthService = ReturnType<typeof createAuthService>;

/**
 * The account a UserToken (handed out at login, used by GET /seamless/wallet/show) belongs to,
 * only when it is the token of the caller's live, current session; otherwise null.
 */
export async function accountForUserToken(
  db: Kysely<Schema>,
  userToken: string,
  callerAccountId: bigint,
): Promise<{ id: bigint; username: string; role: Role; countLogin: number; discountBp: number } | null> {
  const row = await db
    .selectFrom('auth_session as s')
    .innerJoin('account as a', 'a.id', 's.account_id')
    .select(['a.id', 'a.username', 'a.role', 'a.count_login', 'a.discount_bp'])
    .where('s.user_token_hash', '=', hashOpaqueToken(userToken))
    .where('s.account_id', '=', callerAccountId)
    .where('s.revoked_at', 'is', null)
    .whereRef('s.count_login', '=', 'a.count_login')
    .executeTakeFirst();
  return row
    ? { id: row.id, username: row.username, role: row.role, countLogin: row.count_login, discountBp: row.discount_bp }
    : null;
}
