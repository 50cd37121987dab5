// What the release tests check versions against: a remote's server (the real static server on a
// free port over a temp folder, into which a test deploys version folders shaped like a build's: an
// mf-manifest.json naming a remote entry and chunks, whole or with files missing), and a host whose
// /mf-manifest.json says what it provides.
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { buildStaticServer } from '@tanghuay/tooling/static-server';
import type { RemoteName } from '@tanghuay/shared-auth/contract';

const assets = (js: string[], jsAsync: string[], cssAsync: string[] = []) => ({
  js: { sync: js, async: jsAsync },
  css: { sync: [], async: cssAsync },
});

/** A manifest as Module Federation 2 writes it (trimmed to what the registry reads, plus a little). */
function manifest(name: RemoteName, version: string) {
  return {
    id: name,
    name,
    metaData: {
      name,
      type: 'app',
      buildInfo: { buildVersion: version, buildName: `@tanghuay/remote-${name}` },
      remoteEntry: { name: 'remoteEntry.js', path: '', type: 'global' },
      globalName: name,
      publicPath: 'auto',
    },
    shared: [
      { id: `${name}:react`, name: 'react', version: '19.1.0', singleton: true, requiredVersion: '^19.1.0', assets: assets(['1018.de100ca1.js'], []) },
    ],
    remotes: [],
    exposes: [
      {
        id: `${name}:routes`,
        name: 'routes',
        path: './routes',
        assets: assets(['__federation_expose_routes.2ed867b2.js'], ['rounds-page.14d3de2a.js', '3348.76450176.js'], ['rounds-page.5f40120d.css']),
      },
      { id: `${name}:backoffice`, name: 'backoffice', path: './backoffice', assets: assets(['__federation_expose_backoffice.8c1d2e3f.js'], []) },
    ],
  };
}

export type FakeManifest = ReturnType<typeof manifest>;

/** Every file a version's manifest names, as `manifest` above lists them. */
const VERSION_FILES = [
  'remoteEntry.js',
  '__federation_expose_routes.2ed867b2.js',
  '__federation_expose_backoffice.8c1d2e3f.js',
  'rounds-page.14d3de2a.js',
  '3348.76450176.js',
  'rounds-page.5f40120d.css',
  '1018.de100ca1.js',
];

export interface FakeHost {
  /** Where the API reads /mf-manifest.json (RELEASE_HOST_URL). */
  url: string;
  close(): Promise<void>;
}

/** A host providing `shared` (by default react 19.3.1, which the fake versions above need at ^19.1.0). */
export async function fakeHost(shared = [{ name: 'react', version: '19.3.1', singleton: true, requiredVersion: '^19.3.1' }]): Promise<FakeHost> {
  const dir = await mkdtemp(path.join(tmpdir(), 'tanghuay-host-dist-'));
  await writeFile(path.join(dir, 'mf-manifest.json'), JSON.stringify({ id: 'host', name: 'host', metaData: {}, shared, remotes: [], exposes: [] }));
  const server = await buildStaticServer(dir, '/');
  await server.listen({ host: '127.0.0.1', port: 0 });
  return {
    url: `http://127.0.0.1:${(server.server.address() as { port: number }).port}`,
    async close() {
      await server.close();
      await rm(dir, { recursive: true, force: true });
    },
  };
}

export interface FakeRemote {
  /** Where the API reaches it (REMOTE_<NAME>_URL). */
  url: string;
  /** Writes a version folder: its manifest (changed by `edit`, for a version that does not fit the host) and the files it names, but for `missing`. */
  deploy(version: string, missing?: readonly string[], edit?: (manifest: FakeManifest) => void): Promise<void>;
  /** Replaces one file of a deployed version. */
  write(version: string, file: string, text: string): Promise<void>;
  /** Deletes one file of a deployed version. */
  remove(version: string, file: string): Promise<void>;
  close(): Promise<void>;
}

export async function fakeRemote(name: RemoteName): Promise<FakeRemote> {
  const dir = await mkdtemp(path.join(tmpdir(), `tanghuay-remote-${name}-`));
  const server = await buildStaticServer(dir, `/remotes/${name}/`);
  await server.listen({ host: '127.0.0.1', port: 0 });
  return {
    url: `http://127.0.0.1:${(server.server.address() as { port: number }).port}`,
    async deploy(version, missing = [], edit = () => {}) {
      await mkdir(path.join(dir, version), { recursive: true });
      for (const file of VERSION_FILES.filter((file) => !missing.includes(file))) {
        await writeFile(path.join(dir, version, file), `/* ${name} ${version} ${file} */`);
      }
      const written = manifest(name, version);
      edit(written);
      await writeFile(path.join(dir, version, 'mf-manifest.json'), JSON.stringify(written));
    },
    write: (version, file, text) => writeFile(path.join(dir, version, file), text),
    remove: (version, file) => rm(path.join(dir, version, file)),
    async close() {
      await server.close();
      await rm(dir, { recursive: true, force: true });
    },
  };
}
