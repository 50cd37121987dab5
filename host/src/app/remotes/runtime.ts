import { loadRemote, registerRemotes } from '@module-federation/enhanced/runtime';
import type { ExposedModule, RemoteName, RemoteRegistry, RemoteRoutesModule } from '@tanghuay/shared-auth';

export function registerRemoteRegistry(registry: RemoteRegistry): void {
  registerRemotes(
    Object.entries(registry).map(([name, { entry }]) => ({ name, entry })),
  );
}

/**
 * The routes an exposed module of a remote gives (`./routes`, or the lottery's `./backoffice`).
 * Failures to load are answered by the fallback runtime plugin with routes that show the Thai
 * "unavailable" page, so this only rejects on a broken runtime.
 */
export async function loadRemoteRoutes(remote: RemoteName, module: ExposedModule): Promise<RemoteRoutesModule> {
  const id = `${remote}/${module.slice(2)}`;
  const loaded = await loadRemote<RemoteRoutesModule>(id);
  if (!loaded || !Array.isArray(loaded.routes)) throw new Error(`${id} exposes no routes`);
  return loaded;
}
