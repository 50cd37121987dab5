// Remote releases through the API as the gateway, the host and the back office call it: what each
// caller is served (live, canary by sticky bucket, pins), the contract gate, the draw-night freeze,
// the beacons and the automatic stop, the release tool's token, and two instances on one database.
import type { Kysely } from 'kysely';
import { buildApp } from '../../app.ts';
import type { ReleaseSettings } from '../../config/settings.ts';
import { type SignedIn, signedInAccount, signIn } from '../../testing/accounts.ts';
import { useTestApp } from '../../testing/test-app.ts';
import { insertTestRound } from '../lotto/testing.ts';
import { fakeHost, type FakeHost, fakeRemote, type FakeRemote } from './testing.ts';

const NOW = new Date('2026-12-16T03:00:00Z');
const MINUTE = 60_000;
const TOKEN = 'release-token-of-the-tests-0123456789';
/** Filled in beforeAll, read at each request: the servers start after the app is built. */
const releases: Partial<ReleaseSettings> = {
  token: TOKEN,
  sources: { upstreams: { lotto: '', demo: '' }, hostUrl: '' },
  rule: { windowSeconds: 600, margin: 0.05, minLoads: 10 },
  beaconsPerMinute: 1000,
};
let clock = NOW;
const ctx = useTestApp({ now: () => clock, releases });

let lotto: FakeRemote;
let demo: FakeRemote;
let host: FakeHost;
let admin: SignedIn;

beforeAll(async () => {
  [lotto, demo, host] = await Promise.all([fakeRemote('lotto'), fakeRemote('demo'), fakeHost()]);
  Object.assign(releases.sources!, { upstreams: { lotto: lotto.url, demo: demo.url }, hostUrl: host.url });
  for (const version of ['1.0.0', '1.1.0', '1.2.0']) await lotto.deploy(version); // built in this order
  await demo.deploy('0.1.0', [], (manifest) => {
    manifest.exposes = manifest.exposes.filter(({ path }) => path === './routes');
  });
  admin = await signedInAccount(ctx, { role: 'admin' });
});

afterAll(async () => {
  await Promise.all([lotto.close(), demo.close(), host.close()]);
});

type Body = Record<string, unknown>;

const change = (url: string, payload: Body = {}, headers: Record<string, string> = admin.headers) =>
  ctx.app.inject({ method: 'POST', url: `/api/backoffice/releases/${url}`, payload, headers });

const served = async (headers: Record<string, string> = {}) => {
  const response = await ctx.app.inject({ url: '/api/releases/served', headers });
  expect(response.statusCode).toBe(200);
  return { body: response.json<Record<string, { version: string; entry: string; preview?: true }>>(), cookie: response.cookies[0] };
};

const view = async () => {
  const response = await ctx.app.inject({ url: '/api/backoffice/releases', headers: admin.headers });
  expect(response.statusCode).toBe(200);
  return response.json<{
    remotes: { name: string; live: string | null; candidate: { version: string; share: number } | null; errors: Body[]; pins: Body[]; versions: { version: string; exposes: string[] }[] }[];
    history: { action: string; version: string | null; share: number | null; by: string; reason: string | null; forced: boolean }[];
    freeze: { active: boolean; round: { lotteryName: string } | null };
  }>();
};
const lottoView = async () => (await view()).remotes.find(({ name }) => name === 'lotto')!;

/** Every table this module writes, to show a refused change wrote nothing. */
const footprint = async () => {
  const db = ctx.db as Kysely<Record<string, Record<string, unknown>>>;
  const [state, events, pins, audit] = await Promise.all(
    ['remote_release', 'remote_release_event', 'remote_release_pin', 'audit_log'].map((table) => db.selectFrom(table).selectAll().execute()),
  );
  return { state, events: events!.length, pins: pins!.length, audit: audit!.length };
};

const beacon = (payload: Body) => ctx.app.inject({ method: 'POST', url: '/api/releases/beacon', payload });

describe('before any promote', () => {
  it('serves no remote and gives a signed-out browser its visitor cookie', async () => {
    const { body, cookie } = await served();
    expect(body).toEqual({});
    expect(cookie).toMatchObject({ name: 'tanghuay_visitor', path: '/', httpOnly: true, sameSite: 'Lax' });
    expect(cookie?.value).toMatch(/^[A-Za-z0-9_-]{22}$/);
  });
});

describe('promote', () => {
  it('makes a version live for everyone, recorded and audited', async () => {
    const response = await change('lotto/promote', { version: '1.0.0' });
    expect(response.statusCode).toBe(200);
    expect((await served()).body).toEqual({ lotto: { version: '1.0.0', entry: '/remotes/lotto/1.0.0/mf-manifest.json' } });
    const { history, remotes } = response.json<Awaited<ReturnType<typeof view>>>();
    expect(history[0]).toMatchObject({ action: 'promote', version: '1.0.0', by: admin.username, forced: false });
    expect(remotes.find(({ name }) => name === 'lotto')?.versions.map(({ version }) => version).sort()).toEqual(['1.0.0', '1.1.0', '1.2.0']);
    const audit = await ctx.db.selectFrom('audit_log').selectAll().where('entity', '=', 'release').execute();
    expect(audit.map(({ action, entity_id }) => [action, entity_id])).toEqual([['release.promote', 'lotto']]);
  });

  it('refuses a version the server does not hold, naming why, and writes nothing', async () => {
    const before = await footprint();
    const response = await change('lotto/promote', { version: '9.9.9' });
    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual({
      error: { code: 'RELEASE_REFUSED', message: expect.stringContaining('9.9.9: /remotes/lotto/9.9.9/mf-manifest.json answered 404') },
    });
    expect(await footprint()).toEqual(before);
  });

  it('refuses a version missing an expose, one needing a range the host cannot satisfy, and one missing a file — each by name', async () => {
    await lotto.deploy('2.0.0-noexpose', [], (manifest) => {
      manifest.exposes = manifest.exposes.filter(({ path }) => path !== './backoffice');
    });
    await lotto.deploy('2.0.0-react20', [], (manifest) => {
      manifest.shared[0]!.requiredVersion = '^20.0.0';
    });
    await lotto.deploy('2.0.0-partial', ['rounds-page.14d3de2a.js']);
    const before = await footprint();
    const messages = await Promise.all(
      ['2.0.0-noexpose', '2.0.0-react20', '2.0.0-partial'].map(async (version) => {
        const response = await change('lotto/canary', { version, share: 10 });
        expect(response.statusCode).toBe(409);
        return response.json<{ error: { message: string } }>().error.message;
      }),
    );
    expect(messages[0]).toContain('it does not expose ./backoffice, which the host mounts');
    expect(messages[1]).toContain('it needs react ^20.0.0, the host provides 19.3.1');
    expect(messages[2]).toContain('1 of the 7 files its manifest names do not answer 200 in /remotes/lotto/2.0.0-partial/: rounds-page.14d3de2a.js (404)');
    expect(await footprint()).toEqual(before);
  });
});

describe('a canary', () => {
  const visitors = async (count: number) => Promise.all(Array.from({ length: count }, () => served()));

  it('serves the candidate to about its share of visitors, each keeping theirs, and grows without moving anyone back', async () => {
    expect((await change('lotto/canary', { version: '1.1.0', share: 50 })).statusCode).toBe(200);
    const first = await visitors(200);
    const onCandidate = first.filter(({ body }) => body.lotto?.version === '1.1.0');
    // 200 visitors at 50 %: far outside 60–140 only by a broken bucket (p < 1e-8).
    expect(onCandidate.length).toBeGreaterThan(60);
    expect(onCandidate.length).toBeLessThan(140);
    const again = await Promise.all(first.map(({ cookie }) => served({ cookie: `tanghuay_visitor=${cookie?.value}` })));
    expect(again.map(({ body }) => body.lotto?.version)).toEqual(first.map(({ body }) => body.lotto?.version));
    expect(again.every(({ cookie }) => cookie === undefined)).toBe(true);

    await change('lotto/canary', { version: '1.1.0', share: 80 });
    const grown = await Promise.all(onCandidate.map(({ cookie }) => served({ cookie: `tanghuay_visitor=${cookie?.value}` })));
    expect(grown.every(({ body }) => body.lotto?.version === '1.1.0')).toBe(true);
    expect(await lottoView()).toMatchObject({ live: '1.0.0', candidate: { version: '1.1.0', share: 80 } });
  });

  it('buckets a signed-in member by account, whatever cookie the browser sends', async () => {
    const member = await signedInAccount(ctx);
    const asMember = await served(member.headers);
    const withCookies = await Promise.all(['a', 'b', 'c'].map((c) => served({ ...member.headers, cookie: `tanghuay_visitor=${c.repeat(22)}` })));
    expect(withCookies.map(({ body }) => body.lotto?.version)).toEqual([1, 2, 3].map(() => asMember.body.lotto?.version));
    expect(asMember.cookie).toBeUndefined();
  });

  it('treats an invalid token as a signed-out browser, never as an error', async () => {
    const { body, cookie } = await served({ authorization: 'Bearer not-a-token' });
    expect(body.lotto?.version).toMatch(/^1\.[01]\.0$/);
    expect(cookie?.name).toBe('tanghuay_visitor');
  });

  it('stops: everyone gets the live version; a second stop is refused', async () => {
    expect((await change('lotto/stop')).statusCode).toBe(200);
    const after = await visitors(20);
    expect(after.every(({ body }) => body.lotto?.version === '1.0.0')).toBe(true);
    const again = await change('lotto/stop');
    expect(again.statusCode).toBe(409);
    expect(again.json().error.code).toBe('NO_CANARY');
    expect((await view()).history[0]).toMatchObject({ action: 'stop', version: '1.1.0' });
  });

  it('at 100 % promotes the candidate', async () => {
    await change('lotto/canary', { version: '1.1.0', share: 10 });
    await change('lotto/canary', { version: '1.1.0', share: 100 });
    expect(await lottoView()).toMatchObject({ live: '1.1.0', candidate: null });
    expect((await view()).history[0]).toMatchObject({ action: 'promote', version: '1.1.0' });
  });
});

describe("testers' pins", () => {
  it('give the accounts named the version, marked preview, and no one else', async () => {
    const tester = await signedInAccount(ctx, { role: 'admin' });
    const member = await signedInAccount(ctx);
    const response = await ctx.app.inject({
      method: 'PUT',
      url: '/api/backoffice/releases/lotto/pins',
      headers: admin.headers,
      payload: { usernames: [tester.username], version: '1.2.0' },
    });
    expect(response.statusCode).toBe(200);
    expect((await served(tester.headers)).body.lotto).toEqual({ version: '1.2.0', entry: '/remotes/lotto/1.2.0/mf-manifest.json', preview: true });
    expect((await served(member.headers)).body.lotto).toEqual({ version: '1.1.0', entry: '/remotes/lotto/1.1.0/mf-manifest.json' });
    const [pin] = (await lottoView()).pins;
    expect(pin).toMatchObject({ username: tester.username, version: '1.2.0', by: admin.username });

    const unpinned = await ctx.app.inject({ method: 'DELETE', url: `/api/backoffice/releases/lotto/pins/${pin!.accountId}`, headers: admin.headers });
    expect(unpinned.statusCode).toBe(200);
    expect((await served(tester.headers)).body.lotto?.preview).toBeUndefined();
  });

  it('refuses an unknown account by name, writing nothing', async () => {
    const before = await footprint();
    const response = await ctx.app.inject({
      method: 'PUT',
      url: '/api/backoffice/releases/lotto/pins',
      headers: admin.headers,
      payload: { usernames: ['nobody_here'], version: '1.2.0' },
    });
    expect(response.statusCode).toBe(404);
    expect(response.json().error.message).toContain('nobody_here');
    expect(await footprint()).toEqual(before);
  });
});

describe('the draw-night freeze', () => {
  it('refuses promote and canary within the freeze before a government round closes, until forced with a reason', async () => {
    await insertTestRound(ctx.db, { lottoCode: 'thai-gov', opensAt: new Date(NOW.getTime() - 60 * MINUTE), closesAt: new Date(NOW.getTime() + 20 * MINUTE) });
    const before = await footprint();
    const refused = await change('lotto/promote', { version: '1.2.0' });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error).toEqual({ code: 'RELEASE_FROZEN', message: expect.stringContaining('30 นาทีก่อนปิด') });
    expect((await change('lotto/canary', { version: '1.2.0', share: 10 })).json().error.code).toBe('RELEASE_FROZEN');
    expect((await change('lotto/promote', { version: '1.2.0', force: true, reason: 'ok' })).json().error.code).toBe('REASON_REQUIRED');
    expect(await footprint()).toEqual(before);
    expect((await view()).freeze).toMatchObject({ active: true, round: { lotteryName: expect.any(String) } });

    const forced = await change('lotto/promote', { version: '1.2.0', force: true, reason: 'hotfix for the result page' });
    expect(forced.statusCode).toBe(200);
    expect((await view()).history[0]).toMatchObject({ action: 'promote', version: '1.2.0', forced: true, reason: 'hotfix for the result page' });
  });

  it('is chosen by administrators: an unknown lottery is refused by its code, 0 minutes lifts it', async () => {
    const put = (payload: Body) => ctx.app.inject({ method: 'PUT', url: '/api/backoffice/releases/freeze', headers: admin.headers, payload });
    const unknown = await put({ minutes: 30, lottos: ['thai-gov', 'no-such-lotto'] });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().error.message).toContain('no-such-lotto');
    const lifted = await put({ minutes: 0, lottos: ['thai-gov'] });
    expect(lifted.json().freeze).toEqual({ active: false, minutes: 0, lottos: ['thai-gov'], round: null });
    const restored = await put({ minutes: 30, lottos: ['thai-gov'] });
    expect(restored.json().freeze).toMatchObject({ active: true, minutes: 30 });
    const audit = await ctx.db.selectFrom('audit_log').select('action').where('entity_id', '=', 'freeze').execute();
    expect(audit).toHaveLength(2);
  });

  it('never holds back a rollback, which goes to the version live before', async () => {
    const response = await change('lotto/rollback');
    expect(response.statusCode).toBe(200);
    expect(await lottoView()).toMatchObject({ live: '1.1.0' });
    clock = new Date(NOW.getTime() + 40 * MINUTE); // the round has closed: the freeze is over
    admin = await signIn(ctx, admin); // the access token of 40 minutes ago has expired
    expect((await view()).freeze).toEqual({ active: false, minutes: 30, lottos: ['thai-gov'], round: null });
  });
});

describe('beacons and the automatic stop', () => {
  it('counts known versions only, and refuses a malformed beacon', async () => {
    expect((await beacon({ remote: 'lotto', version: '1.1.0', kind: 'load' })).statusCode).toBe(204);
    expect((await beacon({ remote: 'lotto', version: '7.7.7', kind: 'load' })).statusCode).toBe(204);
    expect((await beacon({ remote: 'lotto', version: '1.1.0', kind: 'crash' })).statusCode).toBe(400);
    expect((await beacon({ remote: 'lotto', version: '1.1.0', kind: 'load', user: 'x' })).statusCode).toBe(400);
    const { errors } = await lottoView();
    expect(errors).toEqual([expect.objectContaining({ version: '1.1.0', loads: 1, failed: 0, errors: 0, rate: 0 })]);
    const metrics = (await ctx.app.inject({ url: '/metrics' })).body;
    expect(metrics).toContain('tanghuay_remote_loads_total{remote="lotto",version="1.1.0"} 1');
    expect(metrics).not.toContain('version="7.7.7"');
  });

  it('answers an address that sends too many 429 in the envelope, with Retry-After', async () => {
    const limited = await buildApp({ connection: ctx.database.connection, now: () => clock, releases: { ...releases, beaconsPerMinute: 2 } });
    try {
      const send = () => limited.inject({ method: 'POST', url: '/api/releases/beacon', payload: { remote: 'lotto', version: '1.1.0', kind: 'load' } });
      expect([(await send()).statusCode, (await send()).statusCode]).toEqual([204, 204]);
      const refused = await send();
      expect(refused.statusCode).toBe(429);
      expect(refused.json().error.code).toBe('TOO_MANY_REQUESTS');
      expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    } finally {
      await limited.close();
    }
  });

  it('stops a canary whose failure rate exceeds the live version’s by the margin once it has enough loads', async () => {
    await change('lotto/canary', { version: '1.2.0', share: 50 });
    for (let load = 0; load < 20; load++) await beacon({ remote: 'lotto', version: '1.1.0', kind: 'load' });
    for (let load = 0; load < 9; load++) {
      await beacon({ remote: 'lotto', version: '1.2.0', kind: 'load' });
      await beacon({ remote: 'lotto', version: '1.2.0', kind: 'error' });
    }
    // Nine loads: fewer than the rule's minimum of ten, however bad.
    expect((await lottoView()).candidate).toMatchObject({ version: '1.2.0' });
    // The tenth load brings it to the minimum: 9 errors over 10 loads against none for the live version.
    await beacon({ remote: 'lotto', version: '1.2.0', kind: 'load' });
    const after = await view();
    expect(after.remotes.find(({ name }) => name === 'lotto')?.candidate).toBeNull();
    expect(after.history[0]).toMatchObject({ action: 'auto-stop', version: '1.2.0', by: 'system', reason: 'failure rate 90.0 % over 10 page loads in the last 600 s, against 0.0 % for the live version (margin 5.0 %)' });
    expect((await served()).body.lotto?.version).toBe('1.1.0');
    const metrics = (await ctx.app.inject({ url: '/metrics' })).body;
    expect(metrics).toContain('tanghuay_remote_canary_auto_stops_total{remote="lotto"} 1');
    expect(metrics).toContain('tanghuay_remote_failures_total{remote="lotto",version="1.2.0",kind="error"} 9');
  });

  it('judges only the window: counts older than it no longer show or weigh', async () => {
    expect((await lottoView()).errors.length).toBeGreaterThan(0);
    clock = new Date(clock.getTime() + 11 * MINUTE); // past the 600 s window
    admin = await signIn(ctx, admin);
    expect((await lottoView()).errors).toEqual([]);
  });
});

describe('the release tool', () => {
  const tool = (by?: string, token = TOKEN) => ({ 'x-release-token': token, ...(by === undefined ? {} : { 'x-release-by': by }) });

  it('changes releases with the token, recorded as made by the operator it names', async () => {
    const response = await change('demo/promote', { version: '0.1.0' }, tool('ann'));
    expect(response.statusCode).toBe(200);
    expect((await view()).history[0]).toMatchObject({ action: 'promote', version: '0.1.0', by: 'ann' });
    expect((await served()).body.demo?.version).toBe('0.1.0');
  });

  it('is refused with a wrong token or without a name, writing nothing', async () => {
    const before = await footprint();
    expect((await change('demo/stop', {}, tool('ann', 'x'.repeat(40)))).statusCode).toBe(401);
    expect((await change('demo/stop', {}, tool())).statusCode).toBe(400);
    expect((await ctx.app.inject({ url: '/api/backoffice/releases', headers: tool('ann', 'wrong') })).statusCode).toBe(401);
    expect(await footprint()).toEqual(before);
  });

  it('has no way in when the API has no token', async () => {
    const app = await buildApp({ connection: ctx.database.connection, releases: { ...releases, token: undefined } });
    try {
      const response = await app.inject({ url: '/api/backoffice/releases', headers: tool('ann') });
      expect(response.statusCode).toBe(401);
    } finally {
      await app.close();
    }
  });
});

describe('two API instances on one database', () => {
  it('answer the same for the same member, and a change made through one is served by the other at once', async () => {
    const other = await buildApp({ connection: ctx.database.connection, now: () => clock, releases });
    try {
      const member = await signedInAccount(ctx);
      const ask = async (app: typeof other) => (await app.inject({ url: '/api/releases/served', headers: member.headers })).json<unknown>();
      expect(await ask(other)).toEqual(await ask(ctx.app));
      await other.inject({ method: 'POST', url: '/api/backoffice/releases/lotto/canary', headers: admin.headers, payload: { version: '1.2.0', share: 100 } });
      expect(await ask(ctx.app)).toMatchObject({ lotto: { version: '1.2.0' } });
      expect(await ask(other)).toEqual(await ask(ctx.app));
    } finally {
      await other.close();
    }
  });
});
