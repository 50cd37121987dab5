// The preloads every page answer carries: the scripts the host build lists as its start-up
// (main.js, the start-up chunk, the shared copies the shell uses), in the build's order; none for a
// build without that list, and none on anything but a page.
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { buildGateway } from './gateway.ts';
import { preloadHints } from './preload-hints.ts';

const DOWN = 'http://127.0.0.1:9';
/** The host build's start-up list (tooling/start-up-files.js). */
const START_UP = { scripts: ['main.9f8e7d6c.js', 'bootstrap.0a1b2c3d.js', '923.b1760324.js', '74.d529ca97.js', '238.4fc35a93.js'] };
const HOST_SCRIPTS = START_UP.scripts.map((file) => `/${file}`);

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
  await writeFile(path.join(hostDist, 'start-up.json'), JSON.stringify(START_UP));
});

afterAll(async () => {
  await rm(dir, { recursive: true, force: true });
});

describe('preload hints', () => {
  it("name the scripts of the host build's start-up list, in its order", async () => {
    expect(preloaded(await preloadHints(hostDist))).toEqual(HOST_SCRIPTS);
  });

  it('are none for a host build without a readable start-up list', async () => {
    expect(await preloadHints(path.join(dir, 'missing'))).toBeUndefined();
    const lists: [string, string][] = [
      ['broken', '{"scripts": ['],
      ['empty', '{"scripts": []}'],
      ['outside', '{"scripts": ["../api/secret.js"]}'],
    ];
    for (const [name, text] of lists) {
      await mkdir(path.join(dir, name));
      await writeFile(path.join(dir, name, 'start-up.json'), text);
      expect(await preloadHints(path.join(dir, name))).toBeUndefined();
    }
  });

  it('come with the gateway’s page answers only: not with a script, /remotes.json or the API', async () => {
    const gateway = await buildGateway({
      API_URL: DOWN,
      REMOTE_LOTTO_URL: DOWN,
      REMOTE_DEMO_URL: DOWN,
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
