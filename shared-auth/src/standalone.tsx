// A remote's own page (its index.html, for the remote's team): its routes without the host around
// them, starting at the first page the remote names (else its first route), with links to those pages.
import { Suspense, useState } from 'react';
import { createMemoryRouter, Link, Outlet, type RouteObject, RouterProvider } from 'react-router-dom';

export interface StandalonePage {
  path: string;
  label: string;
}

function StandaloneFrame({ pages }: { pages: readonly StandalonePage[] }) {
  return (
    <>
      {pages.length > 0 && (
        <nav aria-label="pages" style={{ display: 'flex', flexWrap: 'wrap', gap: '4px 12px', padding: 8 }}>
          {pages.map((page) => (
            <Link key={page.path} to={page.path} style={{ padding: '12px 4px' }}>
              {page.label}
            </Link>
          ))}
        </nav>
      )}
      <Suspense fallback={null}>
        <Outlet />
      </Suspense>
    </>
  );
}

export function StandaloneRoutes({ routes, pages = [] }: { routes: RouteObject[]; pages?: readonly StandalonePage[] }) {
  const [router] = useState(() =>
    createMemoryRouter([{ element: <StandaloneFrame pages={pages} />, children: routes }], {
      initialEntries: [pages[0]?.path ?? routes[0]?.path ?? '/'],
    }),
  );
  return <RouterProvider router={router} />;
}
