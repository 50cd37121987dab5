// Test helpers for the host's pages (auth, misc, access-control): renders one page as the router
// would, on a screen of a given width; any navigation away shows where it went ("at /path").
import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { DEFAULT_SITE_CONFIG, type SiteConfig, SiteConfigContext } from '../lib/site-config.ts';
import { setViewportWidth } from '@tanghuay/shared-auth/testing/jsdom';

function Location() {
  return <p>at {useLocation().pathname}</p>;
}

export function renderPage(page: ReactElement, { width = 1280, siteConfig = DEFAULT_SITE_CONFIG }: { width?: number; siteConfig?: SiteConfig } = {}) {
  setViewportWidth(width);
  return render(
    <SiteConfigContext.Provider value={siteConfig}>
      <MemoryRouter initialEntries={['/page']}>
        <Routes>
          <Route path="/page" element={page} />
          <Route path="*" element={<Location />} />
        </Routes>
      </MemoryRouter>
    </SiteConfigContext.Provider>,
  );
}
