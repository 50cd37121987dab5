import { mkdir, mkdtemp, rm, utimes, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { buildStaticServer } from './static-server.ts';

type Server = Awaited<ReturnType<typeof buildStaticServer>>;

let base: string;
const servers: Server[] = [];

/** A remote's server on a real port over `dir`, mounted at /remotes/lotto/. */
async function serve(dir: string): Promise<string> {
  const server = await buildStaticServer(dir, '/remotes/lotto/');
  servers.push(server);
  await server.listen({ host: '127.0.0.1', port: 0 });
  return `http://127.0.0.1:${(server.server.address() as { port: number }).port}`;
}

async function deployVersion(dir: string, version: string, builtAt: string): Promise<void> {
  await mkdir(path.join(dir, version), { recursive: true });
  const manifest = path.join(dir, version, 'mf-manifest.json');
  await writeFile(manifest, '{}');
  await utimes(manifest, new Date(builtAt), new Date(builtAt));
}

beforeAll(async () => {
  base = await mkdtemp(path.join(tmpdir(), 'tanghuay-static-server-'));
});

afterAll(async () => {
  await Promise.all(servers.map((server) => server.close()));
  await rm(base, { recursive: true, force: true });
});

describe('a remote server', () => {
  it('lists the version folders that hold a manifest, oldest build first, with their build time', async () => {
    const dir = path.join(base, 'versions');
    await deployVersion(dir, '1.4.3', '2026-03-02T10:00:00.000Z');
    await deployVersion(dir, '1.4.2', '2026-03-01T09:30:00.000Z');
    await mkdir(path.join(dir, '1.5.0')); // copied halfway: no manifest yet
    await writeFile(path.join(dir, 'stray.js'), '');
    const server = await serve(dir);

    const response = await fetch(`${server}/versions.json`);
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('no-store');
    expect(await response.json()).toEqual({
      versions: [
        { version: '1.4.2', builtAt: '2026-03-01T09:30:00.000Z' },
        { version: '1.4.3', builtAt: '2026-03-02T10:00:00.000Z' },
      ],
    });
    // The files themselves stay under the mount, HEAD included (what a promote checks with).
    expect((await fetch(`${server}/remotes/lotto/1.4.3/mf-manifest.json`, { method: 'HEAD' })).status).toBe(200);
    expect((await fetch(`${server}/remotes/lotto/1.5.0/mf-manifest.json`, { method: 'HEAD' })).status).toBe(404);
  });

  it('is live and ready while it holds a version', async () => {
    const dir = path.join(base, 'ready');
    await deployVersion(dir, '0.1.0', '2026-03-01T00:00:00.000Z');
    const server = await serve(dir);

    const live = await fetch(`${server}/health/live`);
    expect([live.status, await live.json()]).toEqual([200, { status: 'ok' }]);
    const ready = await fetch(`${server}/health/ready`);
    expect([ready.status, await ready.json()]).toEqual([200, { status: 'ok' }]);
  });

  it.each([
    ['holds no version with a manifest', async (dir: string) => mkdir(path.join(dir, '0.1.0'), { recursive: true }), /no version folder/],
    ['cannot read its folder', async () => undefined, /cannot read/],
  ])('is live but not ready while it %s', async (_case, prepare, reason) => {
    const dir = path.join(base, `not-ready-${servers.length}`);
    await prepare(dir);
    const server = await serve(dir);

    expect((await fetch(`${server}/health/live`)).status).toBe(200);
    const ready = await fetch(`${server}/health/ready`);
    expect(ready.status).toBe(503);
    expect(await ready.json()).toEqual({ status: 'unavailable', reason: expect.stringMatching(reason) });
  });
});
