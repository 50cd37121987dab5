/**
 * @jest-environment node
 */
import { mkdir, mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliCompressSync } from 'node:zlib';
import Fastify from 'fastify';
import { buildGateway } from './gateway.ts';

let dir: string;
const api = Fastify();
let gateway: Awaited<ReturnType<typeof buildGateway>>;

beforeAll(async () => {
  dir = await mkdtemp(path.join(tmpdir(), 'tanghuay-gateway-'));
  await mkdir(path.join(dir, 'dist'));
  await writeFile(path.join(dir, 'dist/index.html'), '<!doctype html><title>host</title>');
  await writeFile(path.join(dir, 'dist/main.0123abcd.js'), 'console.log(1)');
  await writeFile(path.join(dir, 'dist/main.0123abcd.js.br'), brotliCompressSync('console.log(1)'));
  await writeFile(
    path.join(dir, 'remotes.json'),
    JSON.stringify({ lotto: { version: '1.2.3', entry: '/remotes/lotto/1.2.3/mf-manifest.json' } }),
  );
  api.get('/api/health', async () => ({ status: 'ok', from: 'api' }));
  api.get('/api/echo-forwarded-for', async (request) => ({ forwardedFor: request.headers['x-forwarded-for'] }));
  await api.listen({ host: '127.0.0.1', port: 0 });
  const apiPort = (api.server.address() as { port: number }).port;
  gateway = await buildGateway({
    API_URL: `http://127.0.0.1:${apiPort}`,
    REMOTE_LOTTO_URL: 'http://127.0.0.1:9', // nothing listens: a remote that is down
    REMOTE_DEMO_URL: 'http://127.0.0.1:9',
    REMOTES_REGISTRY: path.join(dir, 'remotes.json'),
    HOST_DIST: path.join(dir, 'dist'),
  });
});

afterAll(async () => {
  await gateway.close();
  await api.close();
});

const html = { accept: 'text/html,application/xhtml+xml' };

describe('gateway', () => {
  it('serves /remotes.json from the registry, never cached', async () => {
    const response = await gateway.inject({ url: '/remotes.json' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-store');
    expect(response.json()).toEqual({ lotto: { version: '1.2.3', entry: '/remotes/lotto/1.2.3/mf-manifest.json' } });
  });

  it('answers deep links with the host page, revalidated on every load', async () => {
    for (const url of ['/', '/tanghuay-online/list-detail/42']) {
      const response = await gateway.inject({ url, headers: html });
      expect(response.statusCode).toBe(200);
      expect(response.body).toContain('<title>host</title>');
      expect(response.headers['cache-control']).toBe('no-cache');
    }
  });

  it('lets browsers keep content-hashed files for a year', async () => {
    const response = await gateway.inject({ url: '/main.0123abcd.js' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });

  it('sends the pre-compressed copy to browsers that accept it, still cached for a year', async () => {
    const response = await gateway.inject({ url: '/main.0123abcd.js', headers: { 'accept-encoding': 'br, gzip' } });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-encoding']).toBe('br');
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });

  it('proxies /api to the API', async () => {
    const response = await gateway.inject({ url: '/api/health' });
    expect(response.json()).toEqual({ status: 'ok', from: 'api' });
  });

  it("tells the API the caller's own address, replacing any address the caller claims", async () => {
    const response = await gateway.inject({
      url: '/api/echo-forwarded-for',
      remoteAddress: '203.0.113.7',
      headers: { 'x-forwarded-for': '6.6.6.6' },
    });
    expect(response.json()).toEqual({ forwardedFor: '203.0.113.7' });
  });

  it('answers a missing file that is not a page with a JSON 404', async () => {
    const response = await gateway.inject({ url: '/missing.0123abcd.js', headers: { accept: '*/*' } });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ error: { code: 'NOT_FOUND', message: 'ไม่พบข้อมูลที่ร้องขอ' } });
  });

  it('reports a remote whose server is down as a gateway error, not as the host page', async () => {
    const response = await gateway.inject({ url: '/remotes/lotto/1.2.3/mf-manifest.json' });
    expect(response.statusCode).toBeGreaterThanOrEqual(500);
    expect(response.body).not.toContain('<title>host</title>');
  });
});
