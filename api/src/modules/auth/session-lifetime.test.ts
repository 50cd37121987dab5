// The absolute session lifetime (sessions.ts `sessionEndsAt`): however often a session's tokens are
// refreshed, it ends SESSION_MAX_AGE_MEMBER_SECONDS (30 days) after a member's login and
// SESSION_MAX_AGE_STAFF_SECONDS (12 hours) after an agent's or staff member's; no token issued near
// the end outlives it, and past it refresh answers status:false and the session ends (expired).
import { insertAccount, signIn, type SignedIn } from '../../testing/accounts.ts';
import { useTestApp } from '../../testing/test-app.ts';
import { buildApp } from '../../app.ts';
import type { Role } from './abilities.ts';

let clock = new Date('2026-11-22T03:00:00Z');
const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;
const advance = (ms: number) => {
  clock = new Date(clock.getTime() + ms);
};

const ctx = useTestApp({ now: () => clock });

const refresh = (refreshToken: string) => ctx.app.inject({ method: 'POST', url: '/api/auth/refresh-token', payload: { refreshToken } });
const me = (token: string) => ctx.app.inject({ method: 'GET', url: '/api/auth/me', headers: { authorization: `Bearer ${token}` } });

interface Pair {
  token: string;
  refreshToken: string;
}

/** Refreshes `pair`, expecting a new pair. */
async function refreshed(pair: Pair): Promise<Pair> {
  const response = await refresh(pair.refreshToken);
  const body = response.json<{ status: boolean } & Partial<Pair>>();
  expect(body).toEqual({ status: true, token: expect.any(String), refreshToken: expect.any(String) });
  return body as Pair;
}

const expiryOf = (token: string) => new Date(1000 * (JSON.parse(Buffer.from(token.split('.')[1] ?? '', 'base64url').toString()) as { exp: number }).exp);

async function sessionOf(account: SignedIn) {
  return ctx.db
    .selectFrom('auth_session')
    .select(['revoked_at', 'revoked_reason'])
    .where('account_id', '=', account.id)
    .orderBy('id', 'desc')
    .executeTakeFirstOrThrow();
}

const refreshTokenExpiry = async (account: SignedIn) =>
  (
    await ctx.db
      .selectFrom('refresh_token as r')
      .innerJoin('auth_session as s', 's.id', 'r.session_id')
      .select('r.expires_at')
      .where('s.account_id', '=', account.id)
      .orderBy('r.issued_at', 'desc')
      .executeTakeFirstOrThrow()
  ).expires_at;

describe.each<[Role, number]>([
  ['member', 30 * DAY],
  ['master', 12 * HOUR],
  ['admin', 12 * HOUR],
])('a %s session', (role, lifetime) => {
  it('ends at its lifetime from the login, however often it was refreshed', async () => {
    const account = await signIn(ctx, await insertAccount(ctx.db, { role }));
    const end = new Date(clock.getTime() + lifetime);
    // Refreshed regularly (every 6 hours, or every 6 days for a member), right up to the end.
    const step = Math.min(6 * DAY, lifetime / 2);
    let pair: Pair = account;
    while (clock.getTime() + step < end.getTime()) {
      advance(step);
      pair = await refreshed(pair);
      expect((await me(pair.token)).statusCode).toBe(200);
    }
    // Ten minutes before the end: the new access token (15 minutes) and refresh token expire at the end.
    clock = new Date(end.getTime() - 10 * MINUTE);
    pair = await refreshed(pair);
    expect(expiryOf(pair.token)).toEqual(end);
    expect(await refreshTokenExpiry(account)).toEqual(end);
    expect((await me(pair.token)).statusCode).toBe(200);

    clock = end;
    const expired = await me(pair.token);
    expect(expired.statusCode).toBe(401);
    expect(expired.json().error.code).toBe('TOKEN_EXPIRED');
    expect((await refresh(pair.refreshToken)).json()).toEqual({ status: false });
    expect(await sessionOf(account)).toEqual({ revoked_at: end, revoked_reason: 'expired' });

    // Signing in again begins a new session with its own lifetime.
    const again = await signIn(ctx, account);
    expect((await me(again.token)).statusCode).toBe(200);
  });
});

it('takes a shortened lifetime to the sessions already begun', async () => {
  const account = await signIn(ctx, await insertAccount(ctx.db));
  advance(2 * HOUR);
  const pair = await refreshed(account);
  // The same database, an instance configured for 1-hour member sessions.
  const shorter = await buildApp({ connection: ctx.database.connection, now: () => clock, auth: { sessionMaxAgeMemberSeconds: 3600 } });
  try {
    const response = await shorter.inject({ method: 'POST', url: '/api/auth/refresh-token', payload: { refreshToken: pair.refreshToken } });
    expect(response.json()).toEqual({ status: false });
    expect((await sessionOf(account)).revoked_reason).toBe('expired');
  } finally {
    await shorter.close();
  }
});
