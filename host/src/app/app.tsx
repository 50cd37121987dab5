import { type Language, type RemoteRegistry, useLanguage } from '@tanghuay/shared-auth';
import { App as AntApp, ConfigProvider } from 'antd';
import thTH from 'antd/es/locale/th_TH';
import { useMemo, useState } from 'react';
import { RouterProvider } from 'react-router-dom';
import { useSkin } from '../features/skin/skin.ts';
import { type SiteConfig, SiteConfigContext } from '../lib/site-config.ts';
import { PageRemotesContext, pageRemotesOf } from './remotes/page-remotes.ts';
import { createRouter } from './router.tsx';
import { HEADER_HEIGHT, themeFor } from './theme.ts';

// antd's words in Thai; English is antd's own default, which the shared antd already holds (a
// second English copy was 1.5 KB brotli of every first visit). The ES module shares its parts with
// antd's copy where the CommonJS one (antd/locale/…) brought its own.
const LOCALES = { th: thTH, en: undefined } satisfies Record<Language, unknown>;

/**
 * One theme provider for the host and every remote it mounts; the site config for every page; the
 * remotes the page was served, kept from the first render for the life of the page.
 */
export function App({ siteConfig, registry }: { siteConfig: SiteConfig; registry: RemoteRegistry }) {
  const [router] = useState(createRouter);
  const [remotes] = useState(() => pageRemotesOf(registry));
  const skin = useSkin();
  const theme = useMemo(() => themeFor(skin), [skin]);
  return (
    <SiteConfigContext.Provider value={siteConfig}>
      <PageRemotesContext.Provider value={remotes}>
        <ConfigProvider locale={LOCALES[useLanguage()]} theme={theme}>
          <AntApp message={{ top: HEADER_HEIGHT + 8 }}>
            <RouterProvider router={router} />
          </AntApp>
        </ConfigProvider>
      </PageRemotesContext.Provider>
    </SiteConfigContext.Provider>
  );
}
