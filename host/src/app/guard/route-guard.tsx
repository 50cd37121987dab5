// The one route guard (docs/architecture.md#host-and-remotes): every host page, every remote mount
// point and every route a remote exposes is let in — or redirected — by guardRedirect() of its
// handle.
import { guardRedirect, type RouteHandle, useUserData } from '@tanghuay/shared-auth';
import type { ReactNode } from 'react';
import { Navigate, type RouteObject } from 'react-router-dom';

export function RouteGuard({ handle, children }: { handle: RouteHandle | undefined; children: ReactNode }) {
  const to = guardRedirect(handle, useUserData());
  return to === null ? children : <Navigate to={to} replace />;
}

/** A remote's routes, each element behind the guard of its own handle. */
export function guardRoutes(routes: RouteObject[]): RouteObject[] {
  return routes.map((route) => ({
    ...route,
    element: route.element === undefined ? undefined : <RouteGuard handle={route.handle as RouteHandle}>{route.element}</RouteGuard>,
    children: route.children && guardRoutes(route.children),
  })) as RouteObject[];
}
