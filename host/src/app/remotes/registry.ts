// /remotes.json says which version of each remote is live. It is fetched without cache at every
// start-up, so a promoted version reaches members on their next page load.
import { REMOTE_NAMES, type RemoteRegistry, type RemoteRegistryEntry } from '@tanghuay/shared-auth/contract';

function isEntry(value: unknown): value is RemoteRegistryEntry {
  if (typeof value !== 'object' || value === null) return false;
  const { version, entry } = value as Record<string, unknown>;
  return typeof version === 'string' && typeof entry === 'string' && entry.endsWith('.json');
}

/** Keeps the well-formed entries of known remotes; anything else is dropped, never trusted. */
export function parseRemoteRegistry(json: unknown): RemoteRegistry {
  const registry: RemoteRegistry = {};
  if (typeof json !== 'object' || json === null) return registry;
  for (const name of REMOTE_NAMES) {
    const entry = (json as Record<string, unknown>)[name];
    if (isEntry(entry)) registry[name] = { version: entry.version, entry: entry.entry };
  }
  return registry;
}

export async function fetchRemoteRegistry(url = '/remotes.json'): Promise<RemoteRegistry> {
  try {
    const response = await fetch(url, { cache: 'no-store' });
    if (!response.ok) throw new Error(`${url} answered ${response.status}`);
    return parseRemoteRegistry(await response.json());
  } catch (error) {
    console.error('remote registry unavailable', error);
    return {};
  }
}
