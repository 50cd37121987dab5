// The one data router of the page (docs/architecture.md#host-and-remotes). Host pages are grouped
// by layout so the layout stays mounted while moving between its pages; every other path belongs to
// a remote's mount point or leads to round selection. Every page passes the one guard first.
import { DEFAULT_PATH, landingPath, type RouteHandle, useUserData } from '@tanghuay/shared-auth';
import { Suspense } from 'react';
import { createBrowserRouter, Navigate, Outlet, ScrollRestoration, useLocation, useMatches } from 'react-router-dom';
import { PageLoading } from '../components/page-loading.tsx';
import { ErrorPage } from '../features/misc/error-page.tsx';
import { RouteGuard } from './guard/route-guard.tsx';
import { LayoutFor } from './layouts/layout-for.tsx';
import { useShellStyles } from './layouts/shell-styles.ts';
import { mountPointFor } from './remotes/mount-points.ts';
import { RemoteMount } from './remotes/remote-mount.tsx';
import { HOST_PAGES, type HostLayout } from './routes.tsx';
import { SessionRuntime } from './session/session-runtime.tsx';

function Root() {
  useShellStyles();
  return (
    <>
      <SessionRuntime />
      <ScrollRestoration />
      <Outlet />
    </>
  );
}

/** `/`: round selection, or the home of a user who may not bet. */
function Landing() {
  return <Navigate to={landingPath(useUserData())} replace />;
}

/** A layout route of host pages: the guard reads the matched page's handle before the layout renders. */
function HostPages({ layout }: { layout: HostLayout }) {
  const handle = useMatches().at(-1)?.handle as RouteHandle | undefined;
  return (
    <RouteGuard handle={handle}>
      <LayoutFor kind={layout}>
        <Suspense fallback={<PageLoading />}>
          <Outlet />
        </Suspense>
      </LayoutFor>
    </RouteGuard>
  );
}

/** Pages of the remotes: the remote module that owns the path renders it; other paths go to round selection. */
function RemotePage() {
  const mountPoint = mountPointFor(useLocation().pathname);
  if (!mountPoint) return <Navigate to={DEFAULT_PATH} replace />;
  return (
    <RouteGuard handle={mountPoint.handle}>
      <LayoutFor kind={mountPoint.handle.layout}>
        <RemoteMount key={`${mountPoint.remote}/${mountPoint.module}`} remote={mountPoint.remote} module={mountPoint.module} />
      </LayoutFor>
    </RouteGuard>
  );
}

const LAYOUTS: readonly HostLayout[] = ['single', 'configured'];

export function createRouter() {
  return createBrowserRouter([
    {
      element: <Root />,
      errorElement: <ErrorPage />,
      // Shown while the first page's loader runs (only /login-next has one, and it is instant).
      hydrateFallbackElement: null,
      children: [
        { index: true, element: <Landing /> },
        ...LAYOUTS.map((layout) => ({
          element: <HostPages layout={layout} />,
          children: HOST_PAGES.filter((page) => page.handle.layout === layout).map(({ path, handle, element, loader }) => ({
            path,
            handle,
            element,
            loader,
          })),
        })),
        { path: '*', element: <RemotePage /> },
      ],
    },
  ]);
}
