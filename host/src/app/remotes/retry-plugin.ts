// Module Federation runtime plugin: retries what a flaky network breaks while a remote loads, the
// manifest, the remote entry script and the chunks of an exposed module (ChunkLoadError,
// CSS_CHUNK_LOAD_FAILED). What still fails reaches fallback-plugin.ts.
import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';
import { retry, retryAfterFailure } from './retry.ts';

export const RETRY_DELAYS_MS = [300, 1_000] as const;

export default function retryPlugin(): ModuleFederationRuntimePlugin {
  return {
    name: 'tanghuay-retry',
    async fetch(url, init) {
      // Manifests are never cached: a promoted version must show on the next load.
      return retry(async () => {
        const response = await fetch(url, { ...init, cache: 'no-store' });
        if (!response.ok) throw new Error(`${url} answered ${response.status}`);
        return response;
      }, RETRY_DELAYS_MS);
    },
    async loadEntryError({ getRemoteEntry, origin, remoteInfo, remoteEntryExports, globalLoading, uniqueKey }) {
      return retryAfterFailure(() => {
        delete globalLoading[uniqueKey];
        return getRemoteEntry({ origin, remoteInfo, remoteEntryExports });
      }, RETRY_DELAYS_MS);
    },
    async getModuleFactory({ remoteEntryExports, expose }) {
      return retry(() => remoteEntryExports.get(expose), RETRY_DELAYS_MS);
    },
  };
}
