/**
 * @jest-environment node
 */
import { mkdir, mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promote, readRegistry } from './remote-registry.ts';
import { buildStaticServer } from '@tanghuay/tooling/static-server';

let dir: string;
let upstream: string;
let server: Awaited<ReturnType<typeof buildStaticServer>>;

beforeAll(async () => {
  dir = await mkdtemp(path.join(tmpdir(), 'tanghuay-registry-'));
  for (const version of ['1.4.2', '1.4.3']) {
    await mkdir(path.join(dir, 'dist', version), { recursive: true });
    await writeFile(path.join(dir, 'dist', version, 'mf-manifest.json'), '{}');
  }
  server = await buildStaticServer(path.join(dir, 'dist'), '/remotes/lotto/');
  await server.listen({ host: '127.0.0.1', port: 0 });
  upstream = `http://127.0.0.1:${(server.server.address() as { port: number }).port}`;
});

afterAll(() => server.close());

describe('promote', () => {
  it('switches a remote to a deployed version and keeps the other remotes as they were', async () => {
    const file = path.join(dir, 'switch', 'remotes.json');
    await mkdir(path.dirname(file));
    const demo = { version: '0.3.0', entry: '/remotes/demo/0.3.0/mf-manifest.json' };
    await writeFile(file, JSON.stringify({ demo }));

    await promote(file, 'lotto', '1.4.3', upstream);
    expect(await readRegistry(file)).toEqual({
      demo,
      lotto: { version: '1.4.3', entry: '/remotes/lotto/1.4.3/mf-manifest.json' },
    });

    await promote(file, 'lotto', '1.4.2', upstream); // roll back
    expect((await readRegistry(file)).lotto?.version).toBe('1.4.2');
  });

  it.each([
    ['a version that is not deployed', 'lotto', '9.9.9', /not deployed/],
    ['an unknown remote', 'payments', '1.4.3', /unknown remote/],
    ['something that is not a version', 'lotto', '../../etc', /not a version/],
  ])('refuses %s and leaves the registry untouched', async (_case, name, version, message) => {
    const file = path.join(dir, `refuse-${name}-${version.replace(/\W/g, '')}.json`);
    await expect(promote(file, name, version, upstream)).rejects.toThrow(message);
    expect(await readRegistry(file)).toEqual({});
  });
});
