// Module Federation runtime plugin: retries what a flaky network breaks while a remote loads, the
// manifest, the remote entry script and the chunks of an exposed module (ChunkLoadError,
// CSS_CHUNK_LOAD_FAILED). What still fails reaches fallback-plugin.ts.
import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';
import { retry, retryAfterFailure } from './retry.ts';

export const RETRY_DELAYS_MS = [300, 1_000] as const;

type Hook<Name extends keyof ModuleFederationRuntimePlugin> = NonNullable<ModuleFederationRuntimePlugin[Name]>;

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
    // (MF 2.9's declared types of these two hooks disagree with what the runtime awaits.)
    loadEntryError: ((args: Parameters<Hook<'loadEntryError'>>[0]) =>
      retryAfterFailure(async () => {
        const { getRemoteEntry, origin, remoteInfo, remoteEntryExports, globalLoading, uniqueKey } = args;
        delete globalLoading[uniqueKey];
        const entry = await getRemoteEntry({ origin, remoteInfo, remoteEntryExports });
        if (!entry) throw new Error(`remote entry of ${remoteInfo.name} did not load`);
        return entry;
      }, RETRY_DELAYS_MS)) as unknown as Hook<'loadEntryError'>,
    getModuleFactory: (({ remoteEntryExports, expose }: Parameters<Hook<'getModuleFactory'>>[0]) =>
      retry(async () => remoteEntryExports.get(expose), RETRY_DELAYS_MS)) as unknown as Hook<'getModuleFactory'>,
  };
}
