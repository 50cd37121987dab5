/**
 * @jest-environment node
 */
// The preloads every page answer carries: the host's start-up chunk and its shared libraries'
// copies, from the host build; none for a build without them, and none on anything but a page.
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { buildGateway } from './gateway.ts';
import { preloadHints } from './preload-hints.ts';

const DOWN = 'http://127.0.0.1:9';
/** The host build's Module Federation stats, trimmed to what the hints read (react-dom has two files). */
const STATS = {
  shared: [
    { name: 'react', assets: { js: { sync: ['923.b1760324.js'], async: [] } } },
    { name: 'react-dom', assets: { js: { sync: ['74.d529ca97.js', '693.3880c8ca.js'], async: [] } } },
    { name: 'antd', assets: { js: { sync: ['238.4fc35a93.js'], async: [] } } },
  ],
};
const HOST_SCRIPTS = ['/main.9f8e7d6c.js', '/bootstrap.0a1b2c3d.js', '/923.b1760324.js', '/74.d529ca97.js', '/693.3880c8ca.js', '/238.4fc35a93.js'];

let dir: string;
let hostDist: string;

/** The scripts a Link header value preloads, in order. */
const preloaded = (link: string | undefined) =>
  (link ?? '')
    .split(', ')
    .filter(Boolean)
    .map((part) => {
      expect(part).toMatch(/^<[^>]+>; rel=preload; as=script$/);
      return part.slice(1, part.indexOf('>'));
    });

beforeAll(async () => {
  dir = await mkdtemp(path.join(tmpdir(), 'tanghuay-hints-'));
  hostDist = path.join(dir, 'dist');
  await mkdir(hostDist);
  await writeFile(path.join(hostDist, 'index.html'), '<!doctype html><title>host</title>');
  await writeFile(path.join(hostDist, 'main.9f8e7d6c.js'), '/* the entry */');
  await writeFile(path.join(hostDist, 'bootstrap.0a1b2c3d.js'), '/* bootstrap */');
  await writeFile(path.join(hostDist, 'mf-stats.json'), JSON.stringify(STATS));
});

afterAll(async () => {
  await rm(dir, { recursive: true, force: true });
});

describe('preload hints', () => {
  it("name the host's entry script first, then its start-up chunk and every shared library's copy", async () => {
    expect(preloaded(await preloadHints(hostDist))).toEqual(HOST_SCRIPTS);
  });

  it('are none for a host build without its start-up chunk or readable stats', async () => {
    const bare = path.join(dir, 'bare');
    await mkdir(bare);
    await writeFile(path.join(bare, 'mf-stats.json'), JSON.stringify(STATS));
    expect(await preloadHints(bare)).toBeUndefined();
    expect(await preloadHints(path.join(dir, 'missing'))).toBeUndefined();
    const broken = path.join(dir, 'broken');
    await mkdir(broken);
    await writeFile(path.join(broken, 'main.9f8e7d6c.js'), '/* the entry */');
    await writeFile(path.join(broken, 'bootstrap.0a1b2c3d.js'), '/* bootstrap */');
    await writeFile(path.join(broken, 'mf-stats.json'), '{"shared": [');
    expect(await preloadHints(broken)).toBeUndefined();
  });

  it('come with the gateway’s page answers only: not with a script, the registry or the API', async () => {
    const gateway = await buildGateway({
      API_URL: DOWN,
      REMOTE_LOTTO_URL: DOWN,
      REMOTE_DEMO_URL: DOWN,
      REMOTES_REGISTRY: path.join(dir, 'remotes.json'),
      HOST_DIST: hostDist,
    });
    try {
      for (const url of ['/', '/tanghuay-round']) {
        const page = await gateway.inject({ url, headers: { accept: 'text/html' } });
        expect(page.statusCode).toBe(200);
        expect(preloaded(page.headers.link as string)).toEqual(HOST_SCRIPTS);
      }
      for (const url of ['/bootstrap.0a1b2c3d.js', '/remotes.json', '/api/health']) {
        expect((await gateway.inject({ url })).headers.link).toBeUndefined();
      }
    } finally {
      await gateway.close();
    }
  });
});
