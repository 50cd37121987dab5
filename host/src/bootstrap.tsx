import { createRoot } from 'react-dom/client';
import { App } from './app/app.tsx';
import type { StartUpReads } from './app/start-up.ts';
import { parseSiteConfig } from './lib/site-config.ts';

/** Renders the app once the start-up reads main.ts began have answered. */
export async function start(reads: StartUpReads) {
  // The registry and the site config are read before the first render (the remotes are registered
  // as the registry answers). A missing registry leaves the host working with every remote page
  // showing its fallback; a missing or malformed site config leaves the defaults.
  const [registry, siteConfig] = await Promise.all([reads.registry, reads.siteConfig.then(parseSiteConfig)]);
  const root = document.getElementById('root');
  if (!root) throw new Error('#root is missing from index.html');
  createRoot(root).render(<App siteConfig={siteConfig} registry={registry} />);
}

