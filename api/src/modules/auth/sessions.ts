// Sessions and their tokens (docs/security.md#sessions): an account has one live session at a time
// (a login ends the older ones); a session is named in its access tokens by a random public id and
// holds the UserToken of GET /seamless/wallet/show. Here: starting and ending sessions, and checking
// an access token or a UserToken against the live, current session.
import { randomUUID } from 'node:crypto';
import type { MongoAbility } from '@casl/ability';
import type { LoginAnswer, UserData } from '@tanghuay/shared-auth/user-data';
import type { Kysely } from 'kysely';
import type { AuthSettings } from '../../config/settings.ts';
import type { Database } from '../../db/database.ts';
import { ApiError } from '../../plugins/errors.ts';
import { abilitiesFor, abilityOf, type Role, type Usertype } from './abilities.ts';
import type { AuthTables, SessionEndReason } from './tables.ts';
import { hashOpaqueToken, newOpaqueToken, signAccessToken, verifyAccessToken } from './tokens.ts';

/** Where the front end sends a user whose session was ended elsewhere (docs/architecture.md#session-bus). */
const FORCED_LOGOUT_SITE = '/login-next';

/** Who made an authenticated request. */
export interface AuthenticatedAccount {
  id: bigint;
  role: Role;
  username: string;
  countLogin: number;
  sessionId: bigint;
  /** What the account may do: its role's rules (docs/backoffice.md#rights), checked by `requireAbility`. */
  ability: MongoAbility;
}

const TOKEN_INVALID = () => new ApiError(401, 'TOKEN_INVALID', 'กรุณาเข้าสู่ระบบใหม่');
const TOKEN_EXPIRED = () => new ApiError(401, 'TOKEN_EXPIRED', 'เซสชันหมดอายุ กรุณาเข้าสู่ระบบใหม่');
const SESSION_REVOKED_MESSAGE = 'เซสชันนี้สิ้นสุดแล้ว เนื่องจากมีการเข้าสู่ระบบจากที่อื่นหรือออกจากระบบ กรุณาเข้าสู่ระบบใหม่';

/** The user data the front end stores (the shape shared-auth defines), always in baht. */
type AccountUserData = UserData & { currency: 'THB' };

/** The answer of a login or registration: the session's tokens and user data. */
export type SignedIn = LoginAnswer & { userData: AccountUserData };

function userDataOf(account: { id: bigint; username: string; role: Role; usertype: Usertype; count_login: number }): AccountUserData {
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

/** The user data of an account (GET /auth/me). */
export async function accountUserData(db: Kysely<AuthTables>, accountId: bigint): Promise<AccountUserData> {
  const account = await db
    .selectFrom('account')
    .select(['id', 'username', 'role', 'usertype', 'count_login'])
    .where('id', '=', accountId)
    .executeTakeFirstOrThrow();
  return userDataOf(account);
}

/** An access token of the session, issued at `at`. */
export const accessToken = (
  settings: AuthSettings,
  session: { account_id: bigint; public_id: string; count_login: number },
  at: Date,
): string =>
  signAccessToken(
    { accountId: session.account_id, sessionPublicId: session.public_id, countLogin: session.count_login },
    { secret: settings.jwtSecret, ttlSeconds: settings.accessTokenTtlSeconds, now: at },
  );

/** Stores a refresh token of the session (a new random one unless given), valid from `at`. */
export async function issueRefreshToken(
  trx: Kysely<AuthTables>,
  settings: AuthSettings,
  sessionId: bigint,
  at: Date,
  refreshToken = newOpaqueToken(),
): Promise<string> {
  await trx
    .insertInto('refresh_token')
    .values({
      token_hash: hashOpaqueToken(refreshToken),
      session_id: sessionId,
      issued_at: at,
      expires_at: new Date(at.getTime() + settings.refreshTokenTtlSeconds * 1000),
    })
    .execute();
  return refreshToken;
}

/** Begins the account's only live session (in the caller's transaction): every older session of it is revoked. */
export async function startSession(trx: Kysely<AuthTables>, settings: AuthSettings, accountId: bigint, at: Date): Promise<SignedIn> {
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
    token: accessToken(settings, session, at),
    refreshToken: await issueRefreshToken(trx, settings, session.id, at),
    userData: userDataOf(account),
    UserToken: userToken,
  };
}

/** Ends every live session of the account: its tokens answer 401 SESSION_REVOKED, its refresh status:false. */
export async function endSessions(db: Kysely<AuthTables>, accountId: bigint, reason: SessionEndReason, at: Date): Promise<void> {
  await db
    .updateTable('auth_session')
    .set({ revoked_at: at, revoked_reason: reason })
    .where('account_id', '=', accountId)
    .where('revoked_at', 'is', null)
    .execute();
}

/** Ends one session (logout, or a refresh token presented again too late). */
export async function endSession(db: Kysely<AuthTables>, sessionId: bigint, reason: SessionEndReason, at: Date): Promise<void> {
  await db
    .updateTable('auth_session')
    .set({ revoked_at: at, revoked_reason: reason })
    .where('id', '=', sessionId)
    .where('revoked_at', 'is', null)
    .execute();
}

/**
 * The account behind a Bearer access token, if its session is live and the account's current one;
 * otherwise throws 401 (TOKEN_INVALID, TOKEN_EXPIRED or SESSION_REVOKED). What `app.authenticate`
 * and the websocket sign-in check.
 */
export async function authenticateToken(database: Database, settings: AuthSettings, now: Date, token: string): Promise<AuthenticatedAccount> {
  const db: Kysely<AuthTables> = database;
  const verified = verifyAccessToken(token, { secret: settings.jwtSecret, now });
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
  return {
    id: row.id,
    role: row.role,
    username: row.username,
    countLogin: row.count_login,
    sessionId: row.session_id,
    ability: abilityOf(row.role),
  };
}

/**
 * The account a UserToken (handed out at login, used by GET /seamless/wallet/show) belongs to,
 * only when it is the token of the caller's live, current session; otherwise null.
 */
export async function accountForUserToken(
  database: Database,
  userToken: string,
  callerAccountId: bigint,
): Promise<{ id: bigint; username: string; role: Role; countLogin: number; discountBp: number } | null> {
  const db: Kysely<AuthTables> = database;
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
