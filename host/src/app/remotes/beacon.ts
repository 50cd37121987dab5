// The host's reports of how a remote version fares on this page (docs/architecture.md, "Beacons and
// the preview marker"): the API counts them per version, and a canary whose error rate climbs is
// stopped. A beacon names the remote, its version and what happened, nothing of the person.
import type { RemoteName, RemoteRegistry } from '@tanghuay/shared-auth';

export const BEACON_URL = '/api/releases/beacon';

/** `load`: a module of the remote loaded; `failed`: loading it failed after the retries; `error`: a page of it crashed while rendering. */
export type BeaconKind = 'load' | 'failed' | 'error';

export type SendBeacon = (remote: RemoteName, kind: BeaconKind) => void;

/**
 * The beacons of one page served `registry`: at most one per remote and kind, only for a remote
 * the registry named (its version is known). Sent with `keepalive` so one sent as the page goes
 * still arrives; a beacon that fails is lost, never shown nor retried.
 */
export function createBeacons(registry: RemoteRegistry): SendBeacon {
  const sent = new Set<string>();
  return (remote, kind) => {
    const version = registry[remote]?.version;
    const key = `${remote} ${kind}`;
    if (version === undefined || sent.has(key)) return;
    sent.add(key);
    const body = JSON.stringify({ remote, version, kind });
    // Started in a promise so that a fetch throwing at once is swallowed like one failing later.
    Promise.resolve()
      .then(() => fetch(BEACON_URL, { method: 'POST', keepalive: true, headers: { 'content-type': 'application/json' }, body }))
      .catch(() => undefined);
  };
}
