import http from 'node:http';
import { mkdir, mkdtemp, rm, symlink, utimes, writeFile } from 'node:fs/promises';
import { connect } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliCompressSync } from 'node:zlib';
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

/**
 * A GET over a real socket as a browser sends it: the path exactly as written (fetch would normalize
 * dot segments), and no header added (fetch marks a conditional request `cache-control: no-cache`,
 * which a server never answers with a 304).
 */
function get(base: string, requestPath: string, headers: Record<string, string> = {}) {
  return new Promise<{ status: number; headers: http.IncomingHttpHeaders; body: string }>((resolve, reject) => {
    const request = http.request(`${base}${requestPath}`, { path: requestPath, headers, agent: false }, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () => resolve({ status: response.statusCode ?? 0, headers: response.headers, body: Buffer.concat(chunks).toString() }));
    });
    request.on('error', reject);
    request.end();
  });
}

/** The status, content type and body `requestPath` is answered with. */
async function rawGet(base: string, requestPath: string, headers: Record<string, string> = {}) {
  const answer = await get(base, requestPath, headers);
  return { status: answer.status, contentType: answer.headers['content-type'], body: answer.body };
}

const envelope = (code: string, message: string) => JSON.stringify({ error: { code, message } });
const NOT_FOUND = envelope('NOT_FOUND', 'ไม่พบข้อมูลที่ร้องขอ');
const JSON_TYPE = 'application/json; charset=utf-8';

describe("what a remote's server publishes", () => {
  let server: string;
  beforeAll(async () => {
    const dir = path.join(base, 'built');
    await deployVersion(dir, '1.0.0', '2026-03-01T00:00:00.000Z');
    const version = path.join(dir, '1.0.0');
    const files: Record<string, string> = {
      'remoteEntry.js': 'var lotto;',
      'main.0123abcd.js': 'console.log(1)',
      'main.0123abcd.js.br': brotliCompressSync('console.log(1)').toString('latin1'),
      'remoteEntry.js.br': brotliCompressSync('var lotto;').toString('latin1'),
      'mf-manifest.json.br': brotliCompressSync('{}').toString('latin1'),
      'main.0123abcd.js.map': '{"sources":["webpack://lotto/./src/backoffice.tsx"]}',
      'mf-stats.json': '{"sources":"every module"}',
      'mf-stats.json.br': 'compressed stats',
      'mf-stats.json.gz': 'compressed stats',
    };
    for (const [file, content] of Object.entries(files)) await writeFile(path.join(version, file), content, 'latin1');
    await symlink('loop', path.join(version, 'loop'));
    server = await serve(dir);
  });

  it('serves the built files', async () => {
    const answer = await rawGet(server, '/remotes/lotto/1.0.0/main.0123abcd.js');
    expect([answer.status, answer.body]).toEqual([200, 'console.log(1)']);
  });

  it.each([
    ['a content-hashed chunk', 'main.0123abcd.js', 'public, max-age=31536000, immutable'],
    ['the remote entry', 'remoteEntry.js', 'no-cache'],
    ['the manifest', 'mf-manifest.json', 'no-cache'],
  ])('lets a browser keep %s as its name allows, compressed or not, and answers its revalidation 304 without a body', async (_file, name, cacheControl) => {
    for (const headers of [{}, { 'accept-encoding': 'br, gzip' }] as Record<string, string>[]) {
      const requestPath = `/remotes/lotto/1.0.0/${name}`;
      const answer = await get(server, requestPath, headers);
      expect([answer.status, answer.headers['content-encoding'], answer.headers['cache-control']]).toEqual([200, headers['accept-encoding'] && 'br', cacheControl]);
      const revalidated = await get(server, requestPath, { ...headers, 'if-none-match': answer.headers.etag ?? '' });
      expect([revalidated.status, revalidated.headers['cache-control'], revalidated.body]).toEqual([304, cacheControl, '']);
    }
  });

  it.each([
    '/remotes/lotto/1.0.0/main.0123abcd.js.map',
    '/remotes/lotto/1.0.0/mf-stats.json',
    '/remotes/lotto/1.0.0/mf-stats.json.br',
    '/remotes/lotto/1.0.0/mf-stats.json.gz',
  ])('never serves source maps or the build stats, whatever the encoding asked: %s', async (requestPath) => {
    for (const headers of [{}, { 'accept-encoding': 'br, gzip' }] as Record<string, string>[]) {
      expect(await rawGet(server, requestPath, headers)).toEqual({ status: 404, contentType: JSON_TYPE, body: NOT_FOUND });
    }
  });

  it('answers a missing file, an address outside its mount and another method with the 404 envelope, naming no route', async () => {
    for (const requestPath of ['/remotes/lotto/1.0.0/missing.js', '/remotes/lotto/9.9.9/', '/elsewhere']) {
      expect(await rawGet(server, requestPath)).toEqual({ status: 404, contentType: JSON_TYPE, body: NOT_FOUND });
    }
    const posted = await fetch(`${server}/remotes/lotto/1.0.0/remoteEntry.js`, { method: 'POST' });
    expect([posted.status, await posted.text()]).toEqual([404, NOT_FOUND]);
  });

  it('answers a path it refuses with the 403 envelope', async () => {
    const answer = await rawGet(server, '/remotes/lotto/1.0.0/../1.0.0/remoteEntry.js');
    expect(answer).toEqual({ status: 403, contentType: JSON_TYPE, body: envelope('FORBIDDEN', 'ไม่มีสิทธิ์เข้าถึงข้อมูลนี้') });
  });

  it('answers a file it fails to read with the 500 envelope, saying nothing of why', async () => {
    const answer = await rawGet(server, '/remotes/lotto/1.0.0/loop');
    expect(answer).toEqual({ status: 500, contentType: JSON_TYPE, body: envelope('INTERNAL', 'ระบบขัดข้อง กรุณาลองใหม่อีกครั้ง') });
  });

  it('answers a malformed address and a request that is not HTTP with the 400 envelope', async () => {
    const badUrl = await rawGet(server, '/remotes/lotto/%zz');
    expect(badUrl).toEqual({ status: 400, contentType: JSON_TYPE, body: envelope('BAD_REQUEST', 'คำขอไม่ถูกต้อง') });
    const socket = connect(Number(new URL(server).port), '127.0.0.1');
    socket.end('NOT HTTP\r\n\r\n');
    const chunks: Buffer[] = [];
    for await (const chunk of socket) chunks.push(chunk as Buffer);
    const answer = Buffer.concat(chunks).toString();
    expect(answer).toMatch(/^HTTP\/1\.1 400 Bad Request\r\n/);
    expect(answer.split('\r\n\r\n')[1]).toBe(envelope('BAD_REQUEST', 'คำขอไม่ถูกต้อง'));
  });
});
