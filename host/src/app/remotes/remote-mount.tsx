import { DEFAULT_PATH, type ExposedModule, MountAttemptContext, type RemoteName, type RemoteRoutesModule } from '@tanghuay/shared-auth';
import { Suspense, useCallback, useEffect, useMemo, useState } from 'react';
import { Navigate, type RouteObject, useRoutes } from 'react-router-dom';
import { PageLoading } from '../../components/page-loading.tsx';
import { guardRoutes } from '../guard/route-guard.tsx';
import { RemoteErrorBoundary } from './remote-error-boundary.tsx';
import { usePageRemotes } from './page-remotes.ts';
import { isUnavailableRemoteRoutes, reloadPage, RemoteRetryContext, unavailableRemoteRoutes } from './remote-unavailable.tsx';
import { loadRemoteRoutes } from './runtime.ts';

function RemoteRoutes({ routes }: { routes: RouteObject[] }) {
  const guarded = useMemo(() => guardRoutes(routes), [routes]);
  // A path the remote does not know goes where every unknown path goes.
  return useRoutes(guarded) ?? <Navigate to={DEFAULT_PATH} replace />;
}

/**
 * Loads the routes of a remote's exposed module and renders the one matching the location. Loading (the remote, then a
 * page's own chunk) shows a skeleton; failure shows the Thai fallback whose "try again" reloads the
 * remote and its page chunks without reloading the host — or, for a remote the page's registry does
 * not name (/remotes.json could not be read), the whole page. The page's beacons report the remote's
 * version loading, failing to load (the fallback is shown) or crashing (beacon.ts).
 */
export function RemoteMount({ remote, module: exposed }: { remote: RemoteName; module: ExposedModule }) {
  const [attempt, setAttempt] = useState(0);
  const [loaded, setLoaded] = useState<{ attempt: number; module: RemoteRoutesModule }>();
  const { registry, beacon } = usePageRemotes();
  const retry = useCallback(() => setAttempt((n) => n + 1), []);
  const crashed = useCallback(() => beacon(remote, 'error'), [beacon, remote]);

  useEffect(() => {
    let current = true;
    const settle = (module: RemoteRoutesModule) => current && setLoaded({ attempt, module });
    loadRemoteRoutes(remote, exposed).then(
      (module) => {
        // The fallback plugin answers with the stand-in once the retries are spent.
        beacon(remote, isUnavailableRemoteRoutes(module) ? 'failed' : 'load');
        settle(module);
      },
      (error: unknown) => {
        console.error(`remote ${remote} (${exposed}) is unavailable`, error);
        beacon(remote, 'failed');
        settle(unavailableRemoteRoutes());
      },
    );
    return () => {
      current = false;
    };
  }, [remote, exposed, attempt, beacon]);

  const module = loaded?.attempt === attempt ? loaded.module : undefined;

  return (
    <RemoteRetryContext.Provider value={registry[remote] ? retry : reloadPage}>
      <MountAttemptContext.Provider value={attempt}>
        <RemoteErrorBoundary key={attempt} onCrash={crashed}>
          {module ? (
            <Suspense fallback={<PageLoading />}>
              <RemoteRoutes routes={module.routes} />
            </Suspense>
          ) : (
            <PageLoading />
          )}
        </RemoteErrorBoundary>
      </MountAttemptContext.Provider>
    </RemoteRetryContext.Provider>
  );
}
