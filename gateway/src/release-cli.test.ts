// The release tool against a fake of the API's back-office release routes, over real HTTP: what
// each command sends, what it prints, and its status (0 done, 1 refused, 2 wrong usage).
import { execFile } from 'node:child_process';
import { once } from 'node:events';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { type AddressInfo, createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import Fastify from 'fastify';
import type { ReleaseState } from './release-api.ts';
import { remotesCli } from './release-cli.ts';

const TOKEN = 'a-release-token-of-more-than-32-characters';
/** An address nothing listens on (a port just freed). */
let down: string;

const STATE: ReleaseState = {
  remotes: [
    {
      name: 'lotto',
      server: 'http://127.0.0.1:4101',
      serverError: null,
      live: '1.2.0',
      candidate: { version: '1.3.0', share: 10, since: '2026-11-29T10:00:00.000Z' },
      versions: [
        { version: '1.3.0', builtAt: '2026-11-29T09:00:00.000Z', exposes: ['./routes', './backoffice'], shared: [] },
        { version: '1.2.0', builtAt: '2026-11-20T08:30:00.000Z', exposes: ['./routes', './backoffice'], shared: [] },
      ],
      errors: [{ version: '1.3.0', loads: 40, failed: 1, errors: 3, rate: 0.1 }],
      pins: [{ accountId: 12, username: 'admin', version: '1.3.0', by: 'ann', at: '2026-11-29T10:05:00.000Z' }],
    },
    {
      name: 'demo',
      server: 'http://127.0.0.1:4102',
      serverError: 'not reachable: ECONNREFUSED',
      live: '0.3.0',
      candidate: null,
      versions: [],
      errors: [],
      pins: [],
    },
  ],
  history: [
    { id: 8, remote: 'lotto', action: 'pin', version: '1.3.0', share: null, by: 'ann', reason: null, forced: false, at: '2026-11-29T10:05:00.000Z' },
    { id: 7, remote: 'lotto', action: 'canary', version: '1.3.0', share: 10, by: 'ann', reason: 'hot fix', forced: true, at: '2026-11-29T10:00:00.000Z' },
  ],
  freeze: { active: true, minutes: 30, lottos: ['thai-gov'], round: { id: 5, lotteryName: 'หวยรัฐบาลไทย', closesAt: '2026-11-29T10:30:00.000Z' } },
};

interface Received {
  method: string;
  url: string;
  headers: Record<string, string | string[] | undefined>;
  body: unknown;
}

/** What the fake API was sent, and the answer it gives next (the state by default). */
const received: Received[] = [];
let answer: { status: number; body: unknown } | undefined;
const api = Fastify();
let dir: string;
let env: Record<string, string>;

beforeAll(async () => {
  api.addContentTypeParser('application/json', { parseAs: 'string' }, (_request, body, done) => done(null, JSON.parse(String(body))));
  api.all('/api/backoffice/releases*', async (request, reply) => {
    received.push({ method: request.method, url: request.url, headers: request.headers, body: request.body });
    const { status, body } = answer ?? { status: 200, body: STATE };
    return reply.code(status).send(body);
  });
  await api.listen({ host: '127.0.0.1', port: 0 });
  const closed = createServer().listen(0, '127.0.0.1');
  await once(closed, 'listening');
  down = `http://127.0.0.1:${(closed.address() as AddressInfo).port}`;
  closed.close();
  dir = await mkdtemp(path.join(tmpdir(), 'tanghuay-release-cli-'));
  // The first API URL is asked, as for the gateway's replicas list.
  env = { API_URL: `http://127.0.0.1:${(api.server.address() as { port: number }).port},${down}`, RELEASE_TOKEN: TOKEN, REMOTES_OPERATOR: 'ann' };
});

afterAll(async () => {
  await api.close();
  await rm(dir, { recursive: true, force: true });
});

beforeEach(() => {
  received.length = 0;
  answer = undefined;
});

const sent = () => received.map(({ method, url, body }) => ({ method, url, body }));

describe('list', () => {
  it('--json prints the API’s state as it is, asked with the token and the operator, no session', async () => {
    const { status, text } = await remotesCli(['list', '--json'], env);
    expect([status, JSON.parse(text)]).toEqual([0, STATE]);
    expect(sent()).toEqual([{ method: 'GET', url: '/api/backoffice/releases', body: undefined }]);
    expect(received[0]?.headers).toMatchObject({ 'x-release-token': TOKEN, 'x-release-by': 'ann' });
    expect(received[0]?.headers.authorization).toBeUndefined();
  });

  it('prints a table per remote: versions, built, served, error rates and pins; then the freeze and the last changes', async () => {
    const { status, text } = await remotesCli(['list'], env);
    expect(status).toBe(0);
    expect(text.split('\n')).toEqual([
      'lotto: 1.2.0 is live · 1.3.0 to 10% since 2026-11-29 10:00:00 · server http://127.0.0.1:4101',
      '  VERSION  BUILT (UTC)          SERVED      LOADS  FAILED  ERRORS  RATE',
      '  1.3.0    2026-11-29 09:00:00  canary 10%  40     1       3       10.0%',
      '  1.2.0    2026-11-20 08:30:00  live        -      -       -       -',
      '  pinned: admin (account 12) gets 1.3.0, by ann at 2026-11-29 10:05:00',
      '',
      'demo: 0.3.0 is live · server http://127.0.0.1:4102',
      '  (the server did not list its versions: not reachable: ECONNREFUSED)',
      '  VERSION  BUILT (UTC)  SERVED  LOADS  FAILED  ERRORS  RATE',
      '  0.3.0    ?            live    -      -       -       -',
      '',
      'Freeze: 30 min before a round of thai-gov closes.',
      'Frozen: round 5 (หวยรัฐบาลไทย) closes at 2026-11-29 10:30:00 UTC; a change now needs --force --reason "…".',
      'Last changes (UTC):',
      '  2026-11-29 10:05:00  lotto  pin 1.3.0  by ann',
      '  2026-11-29 10:00:00  lotto  canary 1.3.0 10%  by ann  (forced: "hot fix")',
    ]);
  });
});

describe('changes', () => {
  it.each([
    [['promote', 'lotto', '1.3.0'], 'POST', '/lotto/promote', { version: '1.3.0', force: false }, 'lotto 1.3.0 is live; members get it on their next page load'],
    [
      ['promote', 'lotto', '1.3.0', '--force', '--reason', 'hot fix'],
      'POST',
      '/lotto/promote',
      { version: '1.3.0', force: true, reason: 'hot fix' },
      'lotto 1.3.0 is live; members get it on their next page load',
    ],
    [['rollback', 'demo'], 'POST', '/demo/rollback', { force: false }, 'demo is rolled back: 0.3.0 is live; members get it on their next page load'],
    [
      ['canary', 'lotto', '1.3.0', '--share', '10'],
      'POST',
      '/lotto/canary',
      { version: '1.3.0', share: 10, force: false },
      'lotto 1.3.0 is served to 10% of members, 1.2.0 to the others, from their next page load',
    ],
    [['stop', 'lotto'], 'POST', '/lotto/stop', {}, 'lotto: the canary is stopped; everyone gets 1.2.0 on their next page load'],
    [
      ['pin', 'lotto', '1.3.0', '--user', 'admin', '--user', 'tester1'],
      'PUT',
      '/lotto/pins',
      { usernames: ['admin', 'tester1'], version: '1.3.0' },
      'lotto 1.3.0 is pinned for admin, tester1, marked as a preview, from their next page load',
    ],
    [['unpin', 'lotto', '12'], 'DELETE', '/lotto/pins/12', undefined, 'lotto: account 12 is unpinned; it gets 1.2.0 on its next page load'],
    [
      ['freeze', '--minutes', '30', '--lotto', 'thai-gov'],
      'PUT',
      '/freeze',
      { minutes: 30, lottos: ['thai-gov'] },
      'no promote or canary 30 minutes before a round of thai-gov closes — in force now',
    ],
  ])('%j sends %s %s with its body, and says what changed', async (args, method, route, body, said) => {
    expect(await remotesCli(args, env)).toEqual({ status: 0, text: said });
    expect(sent()).toEqual([{ method, url: `/api/backoffice/releases${route}`, body }]);
    expect(received[0]?.headers['x-release-by']).toBe('ann');
  });

  it('records --by as the operator, over REMOTES_OPERATOR', async () => {
    await remotesCli(['stop', 'lotto', '--by', 'bob'], env);
    expect(received[0]?.headers['x-release-by']).toBe('bob');
  });

  it("prints the API's refusal with its code, status 1", async () => {
    answer = { status: 409, body: { error: { code: 'RELEASE_REFUSED', message: 'lotto 1.4.0 does not fit the host: it does not expose ./routes' } } };
    expect(await remotesCli(['promote', 'lotto', '1.4.0'], env)).toEqual({
      status: 1,
      text: 'lotto 1.4.0 does not fit the host: it does not expose ./routes (RELEASE_REFUSED)',
    });
  });

  it('says so when the API does not answer, or answers without the envelope, status 1', async () => {
    expect(await remotesCli(['list'], { ...env, API_URL: down })).toEqual({ status: 1, text: `the API is not reachable at ${down}: ECONNREFUSED` });
    answer = { status: 502, body: 'bad gateway' };
    expect(await remotesCli(['list'], env)).toEqual({ status: 1, text: 'the API answered 502' });
  });
});

describe('the release token', () => {
  it('is read from RELEASE_TOKEN_FILE when RELEASE_TOKEN is unset', async () => {
    const file = path.join(dir, 'release-token');
    await writeFile(file, `${TOKEN}-from-file\n`);
    const { RELEASE_TOKEN: _unset, ...withoutToken } = env;
    expect((await remotesCli(['list'], { ...withoutToken, RELEASE_TOKEN_FILE: file })).status).toBe(0);
    expect(received[0]?.headers['x-release-token']).toBe(`${TOKEN}-from-file`);
  });

  it('missing, the tool says where it comes from and asks nothing, status 1', async () => {
    const { RELEASE_TOKEN: _unset, ...withoutToken } = env;
    const file = path.join(dir, 'no-such-token');
    expect(await remotesCli(['list'], { ...withoutToken, RELEASE_TOKEN_FILE: file })).toEqual({
      status: 1,
      text: `no release token: set RELEASE_TOKEN to the API's, or start the app with \`pnpm start\`, which keeps one in ${file}`,
    });
    expect(received).toEqual([]);
  });
});

describe('wrong usage', () => {
  it.each([
    [[], /^which command\?/],
    [['undo'], /^unknown command "undo"/],
    [['promote', 'lotto'], /^promote takes <remote> <version>/],
    [['promote', 'bingo', '1.0.0'], /^unknown remote "bingo" \(known: lotto, demo\)/],
    [['promote', 'lotto', '1.3.0', '--force'], /^--force needs --reason/],
    [['list', '--force'], /^list takes no --force/],
    [['list', '--all'], /Unknown option '--all'/],
    [['canary', 'lotto', '1.3.0'], /^--share must be a whole number from 1 to 100/],
    [['canary', 'lotto', '1.3.0', '--share', '0'], /^--share must be/],
    [['canary', 'lotto', '1.3.0', '--share', '101'], /^--share must be/],
    [['canary', 'lotto', '1.3.0', '--share', '1.5'], /^--share must be/],
    [['pin', 'lotto', '1.3.0'], /^pin needs --user/],
    [['unpin', 'lotto', 'admin'], /^"admin" is not an account id/],
    [['freeze', '--lotto', 'thai-gov'], /^--minutes must be a whole number from 0 to 1440/],
    [['stop', 'lotto', '--by', 'สมชาย'], /^the operator's name "สมชาย" must be plain ASCII/],
  ])('%j is answered with the reason and the usage, status 2, and asks nothing of the API', async (args, reason) => {
    const { status, text } = await remotesCli(args, env);
    expect(status).toBe(2);
    expect(text).toMatch(reason);
    expect(text).toContain('usage: remotes list [--json]');
    expect(received).toEqual([]);
  });
});

describe('pnpm remotes, as a process', () => {
  /** Runs `node gateway/src/remotes-cli.ts …` as an operator does: a process of its own. */
  const remotes = (args: string[]) =>
    promisify(execFile)(process.execPath, [path.join(import.meta.dirname, 'remotes-cli.ts'), ...args], { env: { PATH: process.env.PATH ?? '', ...env } }).then(
      ({ stdout, stderr }) => ({ status: 0, stdout, stderr }),
      (error: { code: number; stdout: string; stderr: string }) => ({ status: error.code, stdout: error.stdout, stderr: error.stderr }),
    );

  it('prints to stdout and exits 0 when done, to stderr with 1 when refused and 2 on wrong usage', async () => {
    expect(await remotes(['stop', 'lotto'])).toEqual({ status: 0, stdout: 'lotto: the canary is stopped; everyone gets 1.2.0 on their next page load\n', stderr: '' });
    answer = { status: 409, body: { error: { code: 'NO_CANARY', message: 'no canary runs for lotto' } } };
    expect(await remotes(['stop', 'lotto'])).toEqual({ status: 1, stdout: '', stderr: 'no canary runs for lotto (NO_CANARY)\n' });
    expect(await remotes(['stop'])).toMatchObject({ status: 2, stdout: '', stderr: expect.stringMatching(/^stop takes <remote>\nusage: /) });
  }, 30_000);
});
