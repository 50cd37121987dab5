import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promote, readRegistry } from './remote-registry.ts';
import { compareVersions, formatReleases, listReleases, type Releases } from './remote-releases.ts';
import { fakeHostBuild, fakeRemote, type FakeRemote } from './testing/fake-remote.ts';

const ISO = /^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/;

describe('listReleases', () => {
  let dir: string;
  let lotto: FakeRemote;
  /** demo's server, down. */
  let demo: FakeRemote;
  let hostDist: string;
  const at = (remote: FakeRemote) => ({ upstream: remote.url, hostDist });
  beforeAll(async () => {
    dir = await mkdtemp(path.join(tmpdir(), 'tanghuay-releases-'));
    [lotto, demo] = await Promise.all([fakeRemote('lotto'), fakeRemote('demo')]);
    hostDist = await fakeHostBuild();
    await demo.close();
  });
  afterAll(async () => {
    await lotto.close();
    await Promise.all([dir, hostDist].map((folder) => rm(folder, { recursive: true, force: true })));
  });

  it("shows every version a remote's server holds or the history names, who made each live when, and which is live", async () => {
    for (const version of ['1.4.2', '1.4.3', '1.10.0']) await lotto.deploy(version);
    const file = path.join(dir, 'remotes.json');
    await promote(file, 'lotto', '1.4.2', at(lotto), 'ann');
    await promote(file, 'lotto', '1.4.3', at(lotto), 'bob');
    await lotto.remove('1.4.2', 'mf-manifest.json'); // taken off the server since
    await writeFile(file, JSON.stringify({ ...(await readRegistry(file)), demo: { version: '0.1.0', entry: '/remotes/demo/0.1.0/mf-manifest.json' } }));

    expect(await listReleases(file, { lotto: lotto.url, demo: demo.url })).toEqual({
      lotto: {
        live: '1.4.3',
        server: lotto.url,
        versions: [
          { version: '1.10.0', deployed: true, builtAt: expect.stringMatching(ISO), promotions: [] },
          {
            version: '1.4.3',
            deployed: true,
            builtAt: expect.stringMatching(ISO),
            promotions: [{ at: expect.stringMatching(ISO), by: 'bob', action: 'promote' }],
          },
          { version: '1.4.2', deployed: false, builtAt: null, promotions: [{ at: expect.stringMatching(ISO), by: 'ann', action: 'promote' }] },
        ],
      },
      demo: {
        live: '0.1.0',
        server: demo.url,
        serverError: 'not reachable: ECONNREFUSED',
        versions: [{ version: '0.1.0', deployed: null, builtAt: null, promotions: [] }],
      },
    });
  });
});

it('formats the releases as one table per remote', () => {
  const releases: Releases = {
    lotto: {
      live: '1.4.2',
      server: 'http://127.0.0.1:4101',
      versions: [
        {
          version: '1.4.3',
          deployed: true,
          builtAt: '2026-03-02T10:00:00.000Z',
          promotions: [{ at: '2026-03-02T10:05:00.000Z', by: 'bob', action: 'promote' }],
        },
        {
          version: '1.4.2',
          deployed: true,
          builtAt: '2026-03-01T09:30:00.000Z',
          promotions: [
            { at: '2026-03-01T09:40:00.000Z', by: 'serve', action: 'promote' },
            { at: '2026-03-02T11:00:00.000Z', by: 'ann', action: 'rollback' },
          ],
        },
        { version: '1.4.1', deployed: false, builtAt: null, promotions: [{ at: '2026-02-01T08:00:00.000Z', by: 'ann', action: 'promote' }] },
        { version: '1.4.0', deployed: true, builtAt: '2026-01-01T00:00:00.000Z', promotions: [] },
      ],
    },
    demo: { live: null, server: 'http://127.0.0.1:4102', serverError: 'not reachable: ECONNREFUSED', versions: [] },
  };
  expect(formatReleases(releases)).toBe(
    [
      'lotto: 1.4.2 is live · server http://127.0.0.1:4101',
      '        VERSION  BUILT (UTC)          LAST MADE LIVE (UTC)  BY   HOW',
      '        1.4.3    2026-03-02 10:00:00  2026-03-02 10:05:00   bob  promote',
      '  live  1.4.2    2026-03-01 09:30:00  2026-03-02 11:00:00   ann  rollback',
      '        1.4.1    not deployed         2026-02-01 08:00:00   ann  promote',
      '        1.4.0    2026-01-01 00:00:00  -                     -    -',
      '',
      'demo: no version is live · server http://127.0.0.1:4102',
      '  (the server did not list its versions: not reachable: ECONNREFUSED)',
      '  no versions',
    ].join('\n'),
  );
});

it('orders versions as semver does', () => {
  expect(['1.4.3', '1.10.0', '1.4.3-rc.2', '1.4.3-rc.10', '0.9.0'].sort(compareVersions)).toEqual([
    '0.9.0',
    '1.4.3-rc.2',
    '1.4.3-rc.10',
    '1.4.3',
    '1.10.0',
  ]);
});
