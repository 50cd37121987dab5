// What the page was served of the remotes, for the components that mount or mark them: the
// registry read once at start-up (registry.ts) and the page's beacons about those versions.
import type { RemoteRegistry } from '@tanghuay/shared-auth';
import { createContext, useContext } from 'react';
import { createBeacons, type SendBeacon } from './beacon.ts';

export interface PageRemotes {
  registry: RemoteRegistry;
  beacon: SendBeacon;
}

export const pageRemotesOf = (registry: RemoteRegistry): PageRemotes => ({ registry, beacon: createBeacons(registry) });

/** Without a provider: no remotes served, no beacons. */
export const PageRemotesContext = createContext<PageRemotes>(pageRemotesOf({}));

export const usePageRemotes = (): PageRemotes => useContext(PageRemotesContext);
