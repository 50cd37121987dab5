// Module Federation runtime plugin: when a remote cannot be loaded even after the retries, answer
// with routes that show the Thai "unavailable" page instead of an error, so the host never goes
// blank. The page is imported lazily: runtime plugins run before shared React is available.
import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';

export default function fallbackPlugin(): ModuleFederationRuntimePlugin {
  return {
    name: 'tanghuay-fallback',
    async errorLoadRemote({ id, error, lifecycle }) {
      if (lifecycle !== 'onLoad') return undefined; // earlier stages surface here as 'onLoad' too
      console.error(`remote ${id} failed to load`, error);
      const { unavailableRemoteRoutes } = await import('./remote-unavailable.tsx');
      return unavailableRemoteRoutes();
    },
  };
}
