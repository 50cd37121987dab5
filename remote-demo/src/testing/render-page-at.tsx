// Renders demo pages as the host mounts them: inside antd's App (messages) and a router at `path`,
// with the host's 404 page standing in as "page not found".
import { NOT_FOUND_PATH } from '@tanghuay/shared-auth';
import { render } from '@testing-library/react';
import { App } from 'antd';
import type { ReactElement } from 'react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';

export function renderPageAt(path: string, pages: Record<string, ReactElement>) {
  return render(
    <App>
      <MemoryRouter initialEntries={[path]}>
        <Routes>
          {Object.entries(pages).map(([pattern, page]) => (
            <Route key={pattern} path={pattern} element={page} />
          ))}
          <Route path={NOT_FOUND_PATH} element={<p>page not found</p>} />
        </Routes>
      </MemoryRouter>
    </App>,
  );
}
