// The session cache (docs/security.md#sessions): a session once checked is answered from memory,
// and whatever ends a session or changes what is kept of it is seen at once by the next request on
// the same app, and by a second app over the same PostgreSQL database once the notification arrived.
// Then the cache itself: what it keeps, for how long, how many, and nothing while its listener is down.
import type { LightMyRequestResponse } from 'fastify';
import { buildApp } from '../../app.ts';
import type { Connection } from '../../db/connection.ts';
import { type SignedIn, signedInAccount, signIn, TEST_PASSWORD } from '../../testing/accounts.ts';
import { useTestApp } from '../../testing/test-app.ts';
import { onPostgres } from '../../testing/test-database.ts';
import { createSessionCache } from './session-cache.ts';

let clock = new Date('2026-11-22T03:00:00Z');
const advance = (ms: number) => {
  clock = new Date(clock.getTime() + ms);
};
const ctx = useTestApp({ now: () => clock });

type App = typeof ctx.app;

const me = (who: SignedIn, app: App = ctx.app) =>
  app.inject({ method: 'GET', url: '/api/auth/me', headers: who.headers });
const walletShow = (who: SignedIn, app: App = ctx.app) =>
  app.inject({ method: 'GET', url: '/api/seamless/wallet/show', query: { UserToken: who.UserToken }, headers: who.headers });
const post = (url: string, payload: object, headers: object = {}) =>
  ctx.app.inject({ method: 'POST', url, payload, headers: headers as Record<string, string> });

/** A member whose session this app has checked, so that it is kept. */
async function checkedMember(options: { parentId?: bigint } = {}): Promise<SignedIn> {
  const member = await signedInAccount(ctx, options);
  expect((await me(member)).statusCode).toBe(200);
  return member;
}

async function expectRevoked(who: SignedIn, app: App = ctx.app) {
  for (const response of [await me(who, app), await walletShow(who, app)]) {
    expect(response.statusCode).toBe(401);
    expect(response.json().error.code).toBe('SESSION_REVOKED');
  }
}

describe('on the app that made the change', () => {
  it('answers a checked session without reading it again: ended behind its back (no event), it is still accepted', async () => {
    const member = await checkedMember();
    await ctx.db.updateTable('auth_session').set({ revoked_at: clock, revoked_reason: 'logout' }).where('account_id', '=', member.id).execute();
    // This is why every write that ends a session tells the caches (the tests below).
    expect((await me(member)).statusCode).toBe(200);
  });

  it('refuses at once a session ended by logout', async () => {
    const member = await checkedMember();
    expect((await post('/api/auth/logout', {}, member.headers)).statusCode).toBe(204);
    await expectRevoked(member);
  });

  it('refuses at once a session superseded by a login elsewhere, and answers the new one', async () => {
    const member = await checkedMember();
    const elsewhere = await signIn(ctx, member);
    await expectRevoked(member);
    expect((await walletShow(elsewhere)).json()).toMatchObject({ success: true, count_login: 2 });
  });

  it('refuses at once a session ended by a password reset', async () => {
    const agent = await signedInAccount(ctx, { role: 'master' });
    const member = await checkedMember({ parentId: agent.id });
    const issued = await post(`/api/backoffice/members/${member.id}/password-reset-code`, {}, agent.headers);
    expect(issued.statusCode).toBe(201);
    const reset = await post('/api/auth/password-reset', { username: member.username, code: issued.json().code, password: 'freshpass456' });
    expect(reset.statusCode).toBe(200);
    await expectRevoked(member);
  });

  it('refuses at once a session ended by self-exclusion', async () => {
    const member = await checkedMember();
    expect((await post('/api/account/self-exclusion', { days: 1, password: TEST_PASSWORD }, member.headers)).statusCode).toBe(200);
    await expectRevoked(member);
  });

  it('refuses at once a session whose refresh token was presented again after the grace period', async () => {
    const member = await checkedMember();
    const rotated = (await post('/api/auth/refresh-token', { refreshToken: member.refreshToken })).json();
    expect(rotated.status).toBe(true);
    advance(11_000); // past REFRESH_REUSE_GRACE_SECONDS, within the cache's 60 s
    expect((await post('/api/auth/refresh-token', { refreshToken: member.refreshToken })).json()).toEqual({ status: false });
    await expectRevoked(member);
    await expectRevoked({ ...member, headers: { authorization: `Bearer ${rotated.token}` } });
  });

  it("shows a change of the member's discount in wallet/show at once", async () => {
    const operator = await signedInAccount(ctx, { role: 'agadmin' });
    const member = await checkedMember();
    expect((await walletShow(member)).json().discount).toBe(0);
    for (const discount of [2.5, 7.25, 0]) {
      const put = await ctx.app.inject({
        method: 'PUT',
        url: `/api/backoffice/members/${member.id}/discount`,
        headers: operator.headers,
        payload: { discount },
      });
      expect(put.statusCode).toBe(200);
      expect((await walletShow(member)).json()).toMatchObject({ success: true, discount });
    }
  });

  it('still refuses an access token that expired, though its session is kept', async () => {
    const member = await checkedMember();
    advance(15 * 60_000);
    const expired = await me(member);
    expect(expired.statusCode).toBe(401);
    expect(expired.json().error.code).toBe('TOKEN_EXPIRED');
  });
});

describe('on another app over the same database', () => {
  let other: App;
  beforeAll(async () => {
    other = onPostgres ? await buildApp({ connection: await ctx.database.connect(), now: () => clock }) : ctx.app;
  });
  afterAll(async () => {
    if (other !== ctx.app) await other.close();
  });

  /** `request` again until `done` says its answer is the awaited one (the notification travels meanwhile); answers it. */
  async function eventually(request: () => Promise<LightMyRequestResponse>, done: (response: LightMyRequestResponse) => boolean) {
    let response = await request();
    for (let attempt = 0; attempt < 500 && !done(response); attempt += 1) {
      await new Promise((resolve) => setTimeout(resolve, 10));
      response = await request();
    }
    return response;
  }

  it(`refuses a session ended through the first app ${onPostgres ? 'once the notification arrived' : '(the one embedded instance)'}`, async () => {
    const member = await checkedMember();
    expect((await me(member, other)).statusCode).toBe(200);
    expect((await post('/api/auth/logout', {}, member.headers)).statusCode).toBe(204);
    const refused = await eventually(
      () => me(member, other),
      (response) => response.statusCode === 401,
    );
    expect(refused.json().error.code).toBe('SESSION_REVOKED');
    await expectRevoked(member, other);
  });

  it(`shows a discount changed through the first app ${onPostgres ? 'once the notification arrived' : '(the one embedded instance)'}`, async () => {
    const operator = await signedInAccount(ctx, { role: 'agadmin' });
    const member = await checkedMember();
    expect((await walletShow(member, other)).json().discount).toBe(0);
    const put = await ctx.app.inject({
      method: 'PUT',
      url: `/api/backoffice/members/${member.id}/discount`,
      headers: operator.headers,
      payload: { discount: 4.5 },
    });
    expect(put.statusCode).toBe(200);
    const shown = await eventually(
      () => walletShow(member, other),
      (response) => response.json().discount === 4.5,
    );
    expect(shown.json()).toMatchObject({ success: true, discount: 4.5 });
  });
});

describe('createSessionCache', () => {
  interface Kept {
    id: bigint;
    name: string;
  }

  /** A cache over a stand-in listener the test drives, with a clock of its own. */
  async function cacheOf({ ttlSeconds = 60, maxEntries = 10 } = {}) {
    let now = 0;
    const listener: { message?: (payload: string) => void; connection?: (listening: boolean) => void } = {};
    const connection = {
      listen: async (_channel: string, onMessage: (payload: string) => void, onConnection?: (listening: boolean) => void) => {
        listener.message = onMessage;
        listener.connection = onConnection;
        return async () => {};
      },
    } as unknown as Connection;
    const cache = createSessionCache<Kept>({ sessionCacheTtlSeconds: ttlSeconds, sessionCacheMaxEntries: maxEntries }, () => new Date(now));
    let reads = 0;
    /** Finds `publicId`, whose stored session is account `id`'s. */
    const find = (publicId: string, id = 1n, live = true) =>
      cache.find(publicId, async () => {
        reads += 1;
        return { session: { id, name: publicId }, live };
      });
    return {
      cache,
      find,
      listen: () => cache.listen(connection),
      notify: (payload: string) => listener.message?.(payload),
      connectionIs: (listening: boolean) => listener.connection?.(listening),
      reads: () => reads,
      advance: (ms: number) => {
        now += ms;
      },
    };
  }

  it('keeps live sessions once listening, and reads again only what it does not keep', async () => {
    const subject = await cacheOf();
    await subject.find('before');
    await subject.find('before');
    expect(subject.reads()).toBe(2);
    await subject.listen();
    expect(await subject.find('a')).toEqual({ session: { id: 1n, name: 'a' }, live: true });
    expect(await subject.find('a')).toEqual({ session: { id: 1n, name: 'a' }, live: true });
    expect(subject.reads()).toBe(3);
    // An ended session is not kept: each time it is read again (and refused by the caller).
    expect(await subject.find('ended', 1n, false)).toEqual({ session: { id: 1n, name: 'ended' }, live: false });
    await subject.find('ended', 1n, false);
    expect(subject.reads()).toBe(5);
  });

  it("drops an account's sessions when the channel names it, and nothing else", async () => {
    const subject = await cacheOf();
    await subject.listen();
    await subject.find('a1', 1n);
    await subject.find('a2', 1n);
    await subject.find('b', 2n);
    subject.notify(JSON.stringify({ type: 'balance', accountId: '1', balance: '0', transferId: '1' }));
    subject.notify('not json');
    subject.notify('null');
    subject.notify(JSON.stringify({ type: 'sessions', accountId: '1' }));
    const readsBefore = subject.reads();
    await subject.find('a1', 1n);
    await subject.find('a2', 1n);
    await subject.find('b', 2n);
    expect(subject.reads() - readsBefore).toBe(2);
  });

  it('does not keep a session read while sessions were being dropped', async () => {
    const subject = await cacheOf();
    await subject.listen();
    let finish: () => void = () => {};
    const raced = subject.cache.find('a', async () => {
      await new Promise<void>((resolve) => {
        finish = resolve;
      });
      return { session: { id: 1n, name: 'a' }, live: true };
    });
    subject.cache.drop([1n]);
    finish();
    await raced;
    await subject.find('a');
    expect(subject.reads()).toBe(1);
  });

  it('keeps an entry for ttlSeconds at most, and maxEntries at most (the oldest go first)', async () => {
    const subject = await cacheOf({ ttlSeconds: 60, maxEntries: 2 });
    await subject.listen();
    await subject.find('a', 1n);
    subject.advance(59_999);
    await subject.find('a', 1n);
    expect(subject.reads()).toBe(1);
    subject.advance(1);
    await subject.find('a', 1n);
    expect(subject.reads()).toBe(2);

    await subject.find('b', 2n);
    await subject.find('c', 3n);
    await subject.find('c', 3n);
    await subject.find('b', 2n);
    expect(subject.reads()).toBe(4);
    await subject.find('a', 1n);
    expect(subject.reads()).toBe(5);
  });

  it('keeps nothing with maxEntries 0', async () => {
    const subject = await cacheOf({ maxEntries: 0 });
    await subject.listen();
    await subject.find('a');
    await subject.find('a');
    expect(subject.reads()).toBe(2);
  });

  it('empties when its listener drops, keeps nothing until it is back, and empties again then', async () => {
    const subject = await cacheOf();
    await subject.listen();
    await subject.find('a');
    subject.connectionIs(false);
    await subject.find('a');
    await subject.find('a');
    expect(subject.reads()).toBe(3);
    subject.connectionIs(true);
    await subject.find('a');
    await subject.find('a');
    expect(subject.reads()).toBe(4);
  });

  it('forgets everything and keeps nothing once stopped', async () => {
    const subject = await cacheOf();
    await subject.listen();
    await subject.find('a');
    await subject.cache.stop();
    await subject.find('a');
    await subject.find('a');
    expect(subject.reads()).toBe(3);
  });
});
