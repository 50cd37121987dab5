// Renders one page of the remote as the host's router would: at `url` in the window's address,
// matched against the route `path`; any navigation away shows where it went ("at /path?query").
import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { BrowserRouter, Route, Routes, useLocation } from 'react-router-dom';
import { setViewportWidth } from '@tanghuay/shared-auth/testing/jsdom';
import { createQueryClient, RemoteQueries } from '../lib/query-client.tsx';

/** Where the page is now, for tests to read (the address of a page keeps its state). */
export function Location() {
  const { pathname, search } = useLocation();
  return <p data-testid="location">{`${pathname}${search}`}</p>;
}

export function renderPage(page: ReactElement, { path, url = path, width = 1280 }: { path: string; url?: string; width?: number }) {
  setViewportWidth(width);
  // Pages change their address's values from the window's address (lib/query-params.ts).
  window.history.replaceState(null, '', url);
  return render(
    <RemoteQueries client={createQueryClient()}>
    <BrowserRouter>
      <Routes>
        <Route
          path={path}
          element={
            <>
              {page}
              <Location />
            </>
          }
        />
        <Route path="*" element={<Location />} />
      </Routes>
    </BrowserRouter>
    </RemoteQueries>,
  );
}
