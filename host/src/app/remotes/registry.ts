// /remotes.json says which version of each remote this caller is served (live, canary or a testers'
// pin; docs/architecture.md#a-first-page-load). It is fetched once per page load, without cache
// and with the stored access token (the API buckets a signed-in caller by account), and kept for
// the life of the page: a remote is never swapped mid-page, a new version reaches a member on
// their next page load. While the API cannot answer (unreachable, or 5xx: a replica starting, the
// database away) it is asked again a few times before the page goes on without remotes. Nothing
// here may import a shared library (app/start-up.ts reads it before they are negotiated).
import { REMOTE_NAMES, type RemoteRegistry, type RemoteRegistryEntry } from '@tanghuay/shared-auth/contract';
import { read, STORAGE_KEYS } from '@tanghuay/shared-auth/stored-session';
import { retry } from './retry.ts';

const REGISTRY_URL = '/remotes.json';

/** The waits before asking again while the API cannot answer; a 4xx or a good answer is final. */
const REGISTRY_RETRY_DELAYS_MS = [500, 2_000, 5_000] as const;

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
    if (!isEntry(entry)) continue;
    // Only a literal `true` marks a preview: anything else is a member's ordinary version.
    registry[name] = Object.freeze({ version: entry.version, entry: entry.entry, ...(entry.preview === true && { preview: true }) });
  }
  return Object.freeze(registry);
}

/** Asks the API for the registry (again after each delay while it cannot answer); `{}` if it never does. */
export async function fetchRemoteRegistry(delaysMs: readonly number[] = REGISTRY_RETRY_DELAYS_MS): Promise<RemoteRegistry> {
  const token = read(STORAGE_KEYS.token);
  const ask = async () => {
    const response = await fetch(REGISTRY_URL, {
      cache: 'no-store',
      credentials: 'same-origin',
      headers: token ? { Authorization: `Bearer ${token}` } : {},
    });
    if (response.status >= 500) throw new Error(`${REGISTRY_URL} answered ${response.status}`);
    return response;
  };
  try {
    const response = await retry(ask, delaysMs);
    if (!response.ok) throw new Error(`${REGISTRY_URL} answered ${response.status}`);
    return parseRemoteRegistry(await response.json());
  } catch (error) {
    console.error('remote registry unavailable', error);
    return parseRemoteRegistry(null);
  }
}

let pageRegistry: Promise<RemoteRegistry> | undefined;

/** The page's registry: fetched at the first call, the same frozen answer at every later one. */
export function readRemoteRegistry(): Promise<RemoteRegistry> {
  pageRegistry ??= fetchRemoteRegistry();
  return pageRegistry;
}
