// Sessions and their tokens (docs/security.md#sessions): an account has one live session at a time
// (a login ends the older ones) and lasts at most its absolute lifetime from the login; a session is
// named in its access tokens by a random public id and holds the UserToken of GET
// /seamless/wallet/show. Here: starting and ending sessions, and checking
// an access token or a UserToken against the live, current session, kept in the app's session
// cache (session-cache.ts) once read; every write that ends a session or changes what the cache
// keeps of it calls `publishSessionsChanged` in its transaction.
import { randomUUID, timingSafeEqual } from 'node:crypto';
import type { MongoAbility } from '@casl/ability';
import type { LoginAnswer, UserData } from '@tanghuay/shared-auth/user-data';
import type { Kysely } from 'kysely';
import type { AuthSettings } from '../../config/settings.ts';
import type { Database } from '../../db/database.ts';
import { publish, SESSIONS_CHANNEL } from '../../db/events.ts';
import { ApiError } from '../../plugins/errors.ts';
import { abilitiesFor, abilityOf, type Role, type Usertype } from './abilities.ts';
import { changedByThisRequest, type SessionCache, type SessionsEvent } from './session-cache.ts';
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
  /** The member's own discount on stakes, basis points (GET /seamless/wallet/show shows it). */
  discountBp: number;
  /** SHA-256 of the session's UserToken (`accountForUserToken` compares it). */
  userTokenHash: string;
}

/** The app's cache of live sessions, what authenticateToken answers from. */
export type LiveSessions = SessionCache<AuthenticatedAccount>;

const TOKEN_INVALID = () => new ApiError(401, 'TOKEN_INVALID', 'กรุณาเข้าสู่ระบบใหม่');
const TOKEN_EXPIRED = () => new ApiError(401, 'TOKEN_EXPIRED', 'เซสชันหมดอายุ กรุณาเข้าสู่ระบบใหม่');
const SESSION_REVOKED_MESSAGE = 'เซสชันนี้สิ้นสุดแล้ว เนื่องจากมีการเข้าสู่ระบบจากที่อื่น การเปลี่ยนรหัสผ่าน หรือการออกจากระบบ กรุณาเข้าสู่ระบบใหม่';

/** The user data the front end stores (the shape shared-auth defines), always in baht. */
type AccountUserData = UserData & { currency: 'THB' };

/** The answer of a login or registration: the session's tokens and user data. */
export type SignedIn = LoginAnswer & { userData: AccountUserData };

/** What the user data is made of. */
const USER_DATA_COLUMNS = ['id', 'username', 'role', 'usertype', 'count_login', 'self_excluded_until'] as const;

/**
 * The user data of an account at `at`: while a self-exclusion is in force, its end and the
 * restricted rules of a self-excluded member (docs/domain.md#responsible-play); once it is over,
 * the role's rules again.
 */
function userDataOf(
  account: { id: bigint; username: string; role: Role; usertype: Usertype; count_login: number; self_excluded_until: Date | null },
  at: Date,
): AccountUserData {
  const excludedUntil = account.self_excluded_until !== null && account.self_excluded_until > at ? account.self_excluded_until : null;
  return {
    userID: Number(account.id),
    username: account.username,
    role: account.role,
    usertype: account.usertype,
    currency: 'THB',
    count_login: account.count_login,
    site: FORCED_LOGOUT_SITE,
    ability: abilitiesFor(account.role, { selfExcluded: excludedUntil !== null }),
    selfExcludedUntil: excludedUntil?.toISOString() ?? null,
    extras: { eCommerceCartItemsCount: 0 },
  };
}

/** The user data of an account at `at` (GET /auth/me). */
export async function accountUserData(db: Kysely<AuthTables>, accountId: bigint, at: Date): Promise<AccountUserData> {
  const account = await db.selectFrom('account').select(USER_DATA_COLUMNS).where('id', '=', accountId).executeTakeFirstOrThrow();
  return userDataOf(account, at);
}

/**
 * When a session begun at `createdAt` ends whatever happens (its absolute lifetime,
 * SESSION_MAX_AGE_MEMBER_SECONDS or SESSION_MAX_AGE_STAFF_SECONDS by the account's usertype): no
 * token of it lives longer, and its refresh is refused from then on. Read from the settings each
 * time, so a shorter lifetime applies to the sessions already begun.
 */
export function sessionEndsAt(settings: AuthSettings, usertype: Usertype, createdAt: Date): Date {
  const seconds = usertype === 'member' ? settings.sessionMaxAgeMemberSeconds : settings.sessionMaxAgeStaffSeconds;
  return new Date(createdAt.getTime() + seconds * 1000);
}

/** An access token of the session, issued at `at` (expiring at the session's end at the latest). */
export const accessToken = (
  settings: AuthSettings,
  session: { account_id: bigint; public_id: string; count_login: number; ends_at: Date },
  at: Date,
): string =>
  signAccessToken(
    { accountId: session.account_id, sessionPublicId: session.public_id, countLogin: session.count_login },
    { secret: settings.jwtSecret, ttlSeconds: settings.accessTokenTtlSeconds, now: at, notAfter: session.ends_at },
  );

/** Stores a refresh token of the session (a new random one unless given), valid from `at` until the session's end at the latest. */
export async function issueRefreshToken(
  trx: Kysely<AuthTables>,
  settings: AuthSettings,
  session: { id: bigint; ends_at: Date },
  at: Date,
  refreshToken = newOpaqueToken(),
): Promise<string> {
  const expiresAt = Math.min(at.getTime() + settings.refreshTokenTtlSeconds * 1000, session.ends_at.getTime());
  await trx
    .insertInto('refresh_token')
    .values({
      token_hash: hashOpaqueToken(refreshToken),
      session_id: session.id,
      issued_at: at,
      expires_at: new Date(expiresAt),
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
    .returning(USER_DATA_COLUMNS)
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
  const live = { ...session, ends_at: sessionEndsAt(settings, account.usertype, at) };
  return {
    status: true,
    token: accessToken(settings, live, at),
    refreshToken: await issueRefreshToken(trx, settings, live, at),
    userData: userDataOf(account, at),
    UserToken: userToken,
  };
}

/**
 * Tells every API instance that the account's sessions, or what their caches keep of them (role,
 * username, count_login, discount), changed: in the caller's transaction, so only once it commits.
 */
export async function publishSessionsChanged(trx: Database, accountId: bigint): Promise<void> {
  changedByThisRequest(accountId);
  const event: SessionsEvent = { type: 'sessions', accountId: String(accountId) };
  await publish(trx, SESSIONS_CHANNEL, event);
}

/**
 * Ends every live session of the account (in the caller's transaction): its tokens answer 401
 * SESSION_REVOKED, its refresh status:false. With none live, no cache keeps any of them (only live
 * sessions are kept), so nobody is told.
 */
export async function endSessions(trx: Kysely<AuthTables>, accountId: bigint, reason: SessionEndReason, at: Date): Promise<void> {
  const ended = await trx
    .updateTable('auth_session')
    .set({ revoked_at: at, revoked_reason: reason })
    .where('account_id', '=', accountId)
    .where('revoked_at', 'is', null)
    .executeTakeFirst();
  if (ended.numUpdatedRows > 0n) await publishSessionsChanged(trx, accountId);
}

/** Ends one session (logout, or a refresh token presented again too late), in the caller's transaction. */
export async function endSession(trx: Kysely<AuthTables>, sessionId: bigint, reason: SessionEndReason, at: Date): Promise<void> {
  const ended = await trx
    .updateTable('auth_session')
    .set({ revoked_at: at, revoked_reason: reason })
    .where('id', '=', sessionId)
    .where('revoked_at', 'is', null)
    .returning('account_id')
    .executeTakeFirst();
  if (ended) await publishSessionsChanged(trx, ended.account_id);
}

/** The session named `publicId` as authenticateToken answers it, and whether it is live and the account's current one. */
async function readSession(db: Kysely<AuthTables>, publicId: string): Promise<{ session: AuthenticatedAccount; live: boolean } | undefined> {
  const row = await db
    .selectFrom('auth_session as s')
    .innerJoin('account as a', 'a.id', 's.account_id')
    .select(['a.id', 'a.role', 'a.username', 'a.count_login', 'a.discount_bp', 's.id as session_id', 's.user_token_hash', 's.revoked_at'])
    .select('s.count_login as session_count_login')
    .where('s.public_id', '=', publicId)
    .executeTakeFirst();
  if (!row) return undefined;
  const session: AuthenticatedAccount = Object.freeze({
    id: row.id,
    role: row.role,
    username: row.username,
    countLogin: row.count_login,
    sessionId: row.session_id,
    ability: abilityOf(row.role),
    discountBp: row.discount_bp,
    userTokenHash: row.user_token_hash,
  });
  return { session, live: row.revoked_at === null && row.session_count_login === row.count_login };
}

/**
 * The account behind a Bearer access token, if its session is live and the account's current one;
 * otherwise throws 401 (TOKEN_INVALID, TOKEN_EXPIRED or SESSION_REVOKED). The token is verified
 * every time; its session comes from `sessions`, read from the database only when not kept there.
 * What `app.authenticate` and the websocket sign-in check.
 */
export async function authenticateToken(
  database: Database,
  settings: AuthSettings,
  sessions: LiveSessions,
  now: Date,
  token: string,
): Promise<AuthenticatedAccount> {
  const verified = verifyAccessToken(token, { secret: settings.jwtSecret, now });
  if (!verified.ok) throw verified.reason === 'expired' ? TOKEN_EXPIRED() : TOKEN_INVALID();
  const { sub, sid } = verified.claims;
  const found = await sessions.find(sid, () => readSession(database, sid));
  if (!found || found.session.id !== BigInt(sub)) throw TOKEN_INVALID();
  if (!found.live) throw new ApiError(401, 'SESSION_REVOKED', SESSION_REVOKED_MESSAGE);
  return found.session;
}

/**
 * The caller's account when `userToken` (handed out at login, used by GET /seamless/wallet/show)
 * is the UserToken of the caller's session, which authenticateToken found live and current;
 * otherwise null.
 */
export function accountForUserToken(caller: AuthenticatedAccount, userToken: string): AuthenticatedAccount | null {
  const given = Buffer.from(hashOpaqueToken(userToken), 'hex');
  const stored = Buffer.from(caller.userTokenHash, 'hex');
  return given.length === stored.length && timingSafeEqual(given, stored) ? caller : null;
}
