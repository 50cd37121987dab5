// A remote's own page (its index.html, for the remote's team): its routes without the host around
// them, starting at the first route.
import { Suspense, useState } from 'react';
import { createMemoryRouter, type RouteObject, RouterProvider } from 'react-router-dom';

export function StandaloneRoutes({ routes }: { routes: RouteObject[] }) {
  const [router] = useState(() => createMemoryRouter(routes, { initialEntries: [routes[0]?.path ?? '/'] }));
  return (
    <Suspense fallback={null}>
      <RouterProvider router={router} />
    </Suspense>
  );
}
