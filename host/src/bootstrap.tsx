import { readToken } from '@tanghuay/shared-auth';
import { createRoot } from 'react-dom/client';
import { App } from './app/app.tsx';
import { fetchRemoteRegistry } from './app/remotes/registry.ts';
import { registerRemoteRegistry } from './app/remotes/runtime.ts';
import { loadAuthPages } from './features/auth/load-pages.ts';
import { fetchSiteConfig } from './lib/site-config.ts';

async function start() {
  // Without a session the first page is a sign-in page: its chunk comes beside the two reads below.
  if (!readToken()) loadAuthPages().catch(() => undefined);
  // The registry and the site config are read together before the first render. Remotes are
  // registered once; a missing registry leaves the host working with every remote page showing its
  // fallback, a missing site config leaves the defaults.
  const [registry, siteConfig] = await Promise.all([fetchRemoteRegistry(), fetchSiteConfig()]);
  registerRemoteRegistry(registry);
  const root = document.getElementById('root');
  if (!root) throw new Error('#root is missing from index.html');
  createRoot(root).render(<App siteConfig={siteConfig} />);
}

void start();
