import { loadRemote, registerRemotes } from '@module-federation/enhanced/runtime';
import type { RemoteName, RemoteRegistry, RemoteRoutesModule } from '@tanghuay/shared-auth';

export function registerRemoteRegistry(registry: RemoteRegistry): void {
  registerRemotes(
    Object.entries(registry).map(([name, { entry }]) => ({ name, entry })),
  );
}

/**
 * The routes a remote exposes. Failures to load are answered by the fallback runtime plugin with
 * routes that show the Thai "unavailable" page, so this only rejects on a broken runtime.
 */
export async function loadRemoteRoutes(remote: RemoteName): Promise<RemoteRoutesModule> {
  const module = await loadRemote<RemoteRoutesModule>(`${remote}/routes`);
  if (!module || !Array.isArray(module.routes)) throw new Error(`${remote}/routes exposes no routes`);
  return module;
}
