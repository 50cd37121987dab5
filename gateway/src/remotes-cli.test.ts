import { execFile } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir, userInfo } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import type { Releases } from './remote-releases.ts';
import { fakeRemote, type FakeRemote } from './testing/fake-remote.ts';

const CLI = path.join(import.meta.dirname, 'remotes-cli.ts');
/** A test here starts Node processes, one after the other: seconds each on a busy machine. */
const CLI_RUNS_TIMEOUT_MS = 60_000;

let dir: string;
let lotto: FakeRemote;
let demo: FakeRemote;

/** Runs `node gateway/src/remotes-cli.ts …` as an operator (or a Playwright spec) would: a process of its own. */
async function remotes(args: string[], env: Record<string, string> = {}) {
  const environment = {
    PATH: process.env.PATH ?? '',
    REMOTES_REGISTRY: path.join(dir, 'remotes.json'),
    REMOTE_LOTTO_URL: lotto.url,
    REMOTE_DEMO_URL: demo.url,
    ...env,
  };
  return promisify(execFile)(process.execPath, [CLI, ...args], { env: environment }).then(
    ({ stdout, stderr }) => ({ status: 0, stdout, stderr }),
    (error: { code: number; stdout: string; stderr: string }) => ({ status: error.code, stdout: error.stdout, stderr: error.stderr }),
  );
}

beforeAll(async () => {
  dir = await mkdtemp(path.join(tmpdir(), 'tanghuay-remotes-cli-'));
  [lotto, demo] = await Promise.all([fakeRemote('lotto'), fakeRemote('demo')]);
  for (const version of ['1.4.2', '1.4.3']) await lotto.deploy(version);
  await lotto.deploy('1.5.0', ['rounds-page.14d3de2a.js']);
  await demo.deploy('0.1.0');
});

afterAll(async () => {
  await Promise.all([lotto.close(), demo.close()]);
  await rm(dir, { recursive: true, force: true });
});

it('promotes, refuses a half-deployed version, rolls back and lists, each run remembering the ones before', async () => {
  expect(await remotes(['promote', 'lotto', '1.4.2', '--by', 'ann'])).toMatchObject({
    status: 0,
    stdout: 'lotto 1.4.2 is live; members get it on their next page load\n',
  });
  expect((await remotes(['promote', 'lotto', '1.4.3'], { REMOTES_OPERATOR: 'bob' })).status).toBe(0);

  const refused = await remotes(['promote', 'lotto', '1.5.0']);
  expect(refused.status).toBe(1);
  expect(refused.stderr).toMatch(/^lotto 1\.5\.0 is only partly deployed, nothing changed: .*rounds-page\.14d3de2a\.js \(404\)\n$/);

  expect(await remotes(['rollback', 'lotto'])).toMatchObject({
    status: 0,
    stdout: 'lotto is rolled back from 1.4.3 to 1.4.2; members get 1.4.2 on their next page load\n',
  });

  const listed = await remotes(['list', '--json']);
  const releases = JSON.parse(listed.stdout) as Releases;
  expect(releases.lotto.live).toBe('1.4.2');
  expect(releases.lotto.versions.map(({ version, deployed, promotions }) => [version, deployed, promotions.map((p) => `${p.action} by ${p.by}`)])).toEqual([
    ['1.5.0', true, []],
    ['1.4.3', true, ['promote by bob']],
    ['1.4.2', true, ['promote by ann', `rollback by ${userInfo().username}`]],
  ]);
  expect(releases.demo).toMatchObject({ live: null, versions: [{ version: '0.1.0', deployed: true, promotions: [] }] });

  const table = await remotes(['list']);
  expect(table.stdout).toMatch(/^lotto: 1\.4\.2 is live/);
  expect(table.stdout).toMatch(new RegExp(`\\n  live  1\\.4\\.2 .* ${userInfo().username} +rollback\\n`));
}, CLI_RUNS_TIMEOUT_MS);

it.each([[['promote', 'lotto']], [['list', '--all']], [['undo']]])('answers %j with the usage and status 2', async (args) => {
  const answer = await remotes(args);
  expect(answer.status).toBe(2);
  expect(answer.stderr).toMatch(/usage: remotes list/);
}, CLI_RUNS_TIMEOUT_MS);
