// The registry behind /remotes.json: which version of each remote members get. Promoting checks
// that the version is really served before switching, and writes the file atomically.
import { mkdir, readFile, rename, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { isRemoteName, REMOTE_NAMES, type RemoteName, type RemoteRegistry } from '@tanghuay/shared-auth/contract';

const VERSION = /^\d+\.\d+\.\d+(-[0-9A-Za-z.-]+)?$/;

export const manifestPath = (name: RemoteName, version: string) => `/remotes/${name}/${version}/mf-manifest.json`;

export async function readRegistry(file: string): Promise<RemoteRegistry> {
  try {
    return JSON.parse(await readFile(file, 'utf8')) as RemoteRegistry;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return {};
    throw error;
  }
}

/** Makes `version` the live version of remote `name`, once its manifest answers at `upstream`. */
export async function promote(file: string, name: string, version: string, upstream: string): Promise<RemoteRegistry> {
  if (!isRemoteName(name)) throw new Error(`unknown remote "${name}" (known: ${REMOTE_NAMES.join(', ')})`);
  if (!VERSION.test(version)) throw new Error(`"${version}" is not a version like 1.4.3`);
  const entry = manifestPath(name, version);
  const response = await fetch(new URL(entry, upstream), { cache: 'no-store' }).catch((error: unknown) => {
    throw new Error(`remote ${name} is not reachable at ${upstream}: ${(error as Error).message}`);
  });
  if (!response.ok) throw new Error(`${name} ${version} is not deployed: ${entry} answered ${response.status}`);
  const registry = { ...(await readRegistry(file)), [name]: { version, entry } };
  await mkdir(path.dirname(file), { recursive: true });
  const temporary = `${file}.${process.pid}.tmp`;
  await writeFile(temporary, `${JSON.stringify(registry, null, 2)}\n`);
  await rename(temporary, file);
  return registry;
}
