// Refresh-token rotation (docs/security.md#sessions): each refresh token works once and is followed
// by the next one, derived from it with the signing key. Presented again within the grace period it
// answers the same pair (two tabs of one browser refreshing at the same moment); later, it ends its
// whole session (reuse means it was stolen). Rotation never takes a session past its absolute
// lifetime from the login (sessions.ts `sessionEndsAt`): a refresh then ends it (reason expired).
import type { Kysely } from 'kysely';
import type { AuthSettings } from '../../config/settings.ts';
import { accessToken, endSession, issueRefreshToken, sessionEndsAt } from './sessions.ts';
import type { AuthTables } from './tables.ts';
import { hashOpaqueToken, successorRefreshToken } from './tokens.ts';

type RefreshAnswer = { status: true; token: string; refreshToken: string } | { status: false };

/**
 * The session of a refresh token, when it is live: not revoked and the account's current one; with
 * its end (absolute lifetime), which may be past. A self-exclusion ends the sessions that were live
 * when it began; a session started while excluded (restricted, docs/domain.md#responsible-play)
 * refreshes like any other.
 */
async function liveSession(trx: Kysely<AuthTables>, settings: AuthSettings, sessionId: bigint) {
  const session = await trx
    .selectFrom('auth_session as s')
    .innerJoin('account as a', 'a.id', 's.account_id')
    .select(['s.id', 's.account_id', 's.public_id', 's.count_login', 's.created_at', 's.revoked_at', 'a.usertype'])
    .select('a.count_login as account_count_login')
    .where('s.id', '=', sessionId)
    .executeTakeFirstOrThrow();
  if (session.revoked_at !== null || session.count_login !== session.account_count_login) return null;
  return { ...session, ends_at: sessionEndsAt(settings, session.usertype, session.created_at) };
}

/**
 * The answer given when `refreshToken` was used at `usedAt`, if it may be given again now: within
 * the grace period, while its successor is unused and the session live.
 */
async function sameAnswerAgain(
  trx: Kysely<AuthTables>,
  settings: AuthSettings,
  refreshToken: string,
  usedAt: Date,
  at: Date,
): Promise<RefreshAnswer | null> {
  if (at.getTime() - usedAt.getTime() > settings.refreshReuseGraceSeconds * 1000) return null;
  const successor = successorRefreshToken(refreshToken, settings.jwtSecret);
  const next = await trx
    .selectFrom('refresh_token')
    .select(['session_id', 'used_at', 'expires_at'])
    .where('token_hash', '=', hashOpaqueToken(successor))
    .executeTakeFirst();
  if (!next || next.used_at !== null || next.expires_at <= at) return null;
  const session = await liveSession(trx, settings, next.session_id);
  if (!session || session.ends_at <= at) return null;
  return { status: true, token: accessToken(settings, session, usedAt), refreshToken: successor };
}

/**
 * Rotates a refresh token. The same token again within the grace period answers the same pair;
 * after it, a token presented a second time revokes its whole session.
 */
export async function refresh(db: Kysely<AuthTables>, settings: AuthSettings, at: Date, refreshToken: string): Promise<RefreshAnswer> {
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
      const again = reused?.used_at ? await sameAnswerAgain(trx, settings, refreshToken, reused.used_at, at) : null;
      if (again) return again;
      if (reused) await endSession(trx, reused.session_id, 'refresh_reuse', at);
      return { status: false };
    }
    const session = await liveSession(trx, settings, used.session_id);
    if (!session) return { status: false };
    if (session.ends_at <= at) {
      await endSession(trx, session.id, 'expired', at);
      return { status: false };
    }
    if (used.expires_at <= at) return { status: false };
    return {
      status: true,
      token: accessToken(settings, session, at),
      refreshToken: await issueRefreshToken(trx, settings, session, at, successorRefreshToken(refreshToken, settings.jwtSecret)),
    };
  });
}
