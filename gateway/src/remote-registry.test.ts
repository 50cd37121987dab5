import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { historyFile, readHistory } from './remote-history.ts';
import { manifestFiles, promote, readRegistry, remoteNamed, rollback } from './remote-registry.ts';
import { fakeHostBuild, fakeRemote, type FakeRemote } from './testing/fake-remote.ts';

let dir: string;
/** lotto's server with three whole versions and one copied halfway. */
let lotto: FakeRemote;
/** Servers of their own for tests that break a version or stop the server. */
let other: FakeRemote;
let stopped: FakeRemote;
/** A host build folder whose manifest provides what the fake versions need. */
let hostDist: string;
let registries = 0;

const at = (remote: FakeRemote) => ({ upstream: remote.url, hostDist });

/** A registry file of its own for each test, in a folder of its own (its history goes beside it). */
const newRegistry = () => path.join(dir, `registry-${++registries}`, 'remotes.json');

/** The registry's and the history's text, to show that a refusal changed neither. */
const files = async (registry: string) =>
  Promise.all([registry, historyFile(registry)].map((file) => readFile(file, 'utf8').catch(() => 'missing')));

beforeAll(async () => {
  dir = await mkdtemp(path.join(tmpdir(), 'tanghuay-registry-'));
  [lotto, other, stopped] = await Promise.all([fakeRemote('lotto'), fakeRemote('lotto'), fakeRemote('lotto')]);
  for (const version of ['1.4.1', '1.4.2', '1.4.3']) await lotto.deploy(version);
  await lotto.deploy('1.5.0', ['remoteEntry.js', 'rounds-page.5f40120d.css']); // copied halfway
  await stopped.close();
  hostDist = await fakeHostBuild();
});

afterAll(async () => {
  await Promise.all([lotto.close(), other.close()]);
  await Promise.all([dir, hostDist].map((folder) => rm(folder, { recursive: true, force: true })));
});

describe('promote', () => {
  it('switches a remote to a deployed version, keeps the other remotes as they were and records who did it', async () => {
    const file = newRegistry();
    const demo = { version: '0.3.0', entry: '/remotes/demo/0.3.0/mf-manifest.json' };
    await promote(file, 'lotto', '1.4.2', at(lotto), 'ann');
    await writeFile(file, JSON.stringify({ ...(await readRegistry(file)), demo }));

    await promote(file, 'lotto', '1.4.3', at(lotto), 'bob');

    expect(await readRegistry(file)).toEqual({ demo, lotto: { version: '1.4.3', entry: '/remotes/lotto/1.4.3/mf-manifest.json' } });
    expect(await readHistory(file)).toEqual([
      { remote: 'lotto', version: '1.4.2', by: 'ann', action: 'promote', at: expect.stringMatching(/^\d{4}-\d\d-\d\dT.*Z$/) },
      { remote: 'lotto', version: '1.4.3', by: 'bob', action: 'promote', at: expect.any(String) },
    ]);
    expect(path.basename(historyFile(file))).toBe('remotes-history.json');
  });

  it('checks the version live already and records nothing more (a restart that promotes what it built)', async () => {
    const file = newRegistry();
    await promote(file, 'lotto', '1.4.3', at(lotto), 'serve');
    await promote(file, 'lotto', '1.4.3', at(lotto), 'serve');

    expect(await readHistory(file)).toHaveLength(1);
  });

  it('refuses a half-deployed version, naming the files that do not answer, and changes nothing', async () => {
    const file = newRegistry();
    await promote(file, 'lotto', '1.4.3', at(lotto), 'ann');
    const before = await files(file);

    await expect(promote(file, 'lotto', '1.5.0', at(lotto), 'bob')).rejects.toThrow(
      'lotto 1.5.0 is only partly deployed, nothing changed: 2 of the 7 files its manifest names do not answer 200 ' +
        'in /remotes/lotto/1.5.0/: remoteEntry.js (404), rounds-page.5f40120d.css (404)',
    );
    expect(await files(file)).toEqual(before);
  });

  it.each([
    ['a version that is not deployed', '9.9.9', /lotto 9\.9\.9 is not deployed: \/remotes\/lotto\/9\.9\.9\/mf-manifest\.json answered 404/],
    ['something that is not a version', '../../etc', /not a version/],
  ])('refuses %s and leaves the registry and history untouched', async (_case, version, message) => {
    const file = newRegistry();
    await expect(promote(file, 'lotto', version, at(lotto), 'ann')).rejects.toThrow(message);
    expect(await files(file)).toEqual(['missing', 'missing']);
  });

  it('refuses a version that does not fit the host, naming each mismatch, and changes nothing', async () => {
    const file = newRegistry();
    await promote(file, 'lotto', '1.4.3', at(lotto), 'ann');
    const before = await files(file);
    await other.deploy('2.1.0', [], (manifest) => {
      manifest.exposes = manifest.exposes.filter((expose) => expose.path !== './backoffice');
      manifest.shared = manifest.shared.map((copy) => ({ ...copy, requiredVersion: '^20.0.0' }));
    });

    await expect(promote(file, 'lotto', '2.1.0', at(other), 'bob')).rejects.toThrow(
      'lotto 2.1.0 does not fit the host, nothing changed: it does not expose ./backoffice, which the host mounts; ' +
        'it needs react ^20.0.0, the host provides 19.3.1',
    );
    expect(await files(file)).toEqual(before);
  });

  it("refuses every version while the host's build has no manifest to check it against", async () => {
    await expect(promote(newRegistry(), 'lotto', '1.4.3', { upstream: lotto.url, hostDist: path.join(dir, 'no-host-build') }, 'ann')).rejects.toThrow(
      `the host's build has no ${path.join(dir, 'no-host-build', 'mf-manifest.json')}: build the host first (pnpm build)`,
    );
  });

  it('refuses a version whose manifest is not a Module Federation manifest', async () => {
    await other.deploy('2.0.0');
    await other.write('2.0.0', 'mf-manifest.json', '{"name": "lotto"}');

    await expect(promote(newRegistry(), 'lotto', '2.0.0', at(other), 'ann')).rejects.toThrow(
      'lotto 2.0.0 is refused: /remotes/lotto/2.0.0/mf-manifest.json is not a Module Federation manifest',
    );
  });

  it('says so when the remote server is not reachable', async () => {
    await expect(promote(newRegistry(), 'lotto', '1.4.3', at(stopped), 'ann')).rejects.toThrow(
      `remote lotto is not reachable at ${stopped.url}: ECONNREFUSED`,
    );
  });
});

describe('rollback', () => {
  it('makes the version live before the live one live again; a second rollback goes one further back', async () => {
    const file = newRegistry();
    for (const version of ['1.4.1', '1.4.2', '1.4.3']) await promote(file, 'lotto', version, at(lotto), 'ann');

    expect(await rollback(file, 'lotto', at(lotto), 'bob')).toEqual({ from: '1.4.3', to: '1.4.2' });
    expect((await readRegistry(file)).lotto?.version).toBe('1.4.2');
    expect(await rollback(file, 'lotto', at(lotto), 'bob')).toEqual({ from: '1.4.2', to: '1.4.1' });
    expect((await readRegistry(file)).lotto?.version).toBe('1.4.1');
    await expect(rollback(file, 'lotto', at(lotto), 'bob')).rejects.toThrow(
      'lotto 1.4.1 is the first version the history made live: there is nothing to roll back to',
    );

    // A promote after rollbacks is rolled back to the version it replaced.
    await promote(file, 'lotto', '1.4.3', at(lotto), 'ann');
    expect(await rollback(file, 'lotto', at(lotto), 'cat')).toEqual({ from: '1.4.3', to: '1.4.1' });
    expect((await readHistory(file)).map(({ version, by, action }) => `${action} ${version} by ${by}`)).toEqual([
      'promote 1.4.1 by ann',
      'promote 1.4.2 by ann',
      'promote 1.4.3 by ann',
      'rollback 1.4.2 by bob',
      'rollback 1.4.1 by bob',
      'promote 1.4.3 by ann',
      'rollback 1.4.1 by cat',
    ]);
  });

  it('checks the version it goes back to as promote does, and changes nothing when it is not whole', async () => {
    await other.deploy('3.0.0');
    await other.deploy('3.0.1');
    const file = newRegistry();
    await promote(file, 'lotto', '3.0.0', at(other), 'ann');
    await promote(file, 'lotto', '3.0.1', at(other), 'ann');
    await other.remove('3.0.0', '3348.76450176.js');
    const before = await files(file);

    await expect(rollback(file, 'lotto', at(other), 'bob')).rejects.toThrow(
      /lotto 3\.0\.0 is only partly deployed, nothing changed: 1 of the 7 files .*: 3348\.76450176\.js \(404\)$/,
    );
    expect(await files(file)).toEqual(before);
  });

  it('refuses without a history, or when the registry was changed by hand', async () => {
    const file = newRegistry();
    await expect(rollback(file, 'lotto', at(lotto), 'bob')).rejects.toThrow('lotto has no promotion in the history: promote a version instead');

    await promote(file, 'lotto', '1.4.1', at(lotto), 'ann');
    await promote(file, 'lotto', '1.4.2', at(lotto), 'ann');
    await writeFile(file, JSON.stringify({ lotto: { version: '1.4.3', entry: '/remotes/lotto/1.4.3/mf-manifest.json' } }));
    await expect(rollback(file, 'lotto', at(lotto), 'bob')).rejects.toThrow(
      'lotto: the registry says 1.4.3 is live, the history says 1.4.2; promote the version you want instead',
    );
  });
});

it('knows the remotes by name', () => {
  expect(remoteNamed('demo')).toBe('demo');
  expect(() => remoteNamed('payments')).toThrow('unknown remote "payments" (known: lotto, demo)');
});

it('reads every file a real build names: the remote entry and the JS and CSS of exposes and shared', () => {
  const assets = (sync: string[], async: string[], css: string[]) => ({ js: { sync, async }, css: { sync: [], async: css } });
  expect(
    manifestFiles({
      metaData: { remoteEntry: { name: 'remoteEntry.js', path: 'static' } },
      exposes: [{ assets: assets(['expose.js'], ['page.js', 'shared.js'], ['page.css']) }],
      shared: [{ assets: assets(['shared.js'], [], []) }],
    }),
  ).toEqual(['static/remoteEntry.js', 'expose.js', 'page.js', 'shared.js', 'page.css']);
});
