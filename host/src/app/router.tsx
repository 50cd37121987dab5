import { createBrowserRouter, Navigate, useLocation } from 'react-router-dom';
import { HostShell } from './layout/host-shell.tsx';
import { DEFAULT_PATH } from './paths.ts';
import { mountPointFor } from './remotes/mount-points.ts';
import { RemoteMount } from './remotes/remote-mount.tsx';

/** Pages of the remotes: the remote that owns the path renders it; other paths go home. */
function RemotePage() {
  const mountPoint = mountPointFor(useLocation().pathname);
  if (!mountPoint) return <Navigate to={DEFAULT_PATH} replace />;
  return <RemoteMount key={mountPoint.remote} remote={mountPoint.remote} />;
}

export function createRouter() {
  return createBrowserRouter([
    {
      element: <HostShell />,
      children: [
        { index: true, element: <Navigate to={DEFAULT_PATH} replace /> },
        { path: '*', element: <RemotePage /> },
      ],
    },
  ]);
}
