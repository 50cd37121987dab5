// What a page load asks for as soon as the entry script runs (main.ts), before the shared
// libraries (≈400 KB) have come: on a phone link these round trips then overlap that download
// instead of following it (docs/performance.md, "First visit"). The remote registry is read (once
// for the page: remotes/registry.ts) and the remotes registered from it; with a session stored, a
// lottery member page fetches the lottery's `./routes` module at once (its manifest, remote entry
// and chunks); without one, the sign-in pages' chunk comes instead (a visitor without a session is
// sent to sign in, and never loads the remote); the site config is read. Nothing here may import a
// shared library: Module Federation has not negotiated them yet.
import { preloadRemote } from '@module-federation/enhanced/runtime';
import { MEMBER_PAGES_PREFIX, type RemoteRegistry } from '@tanghuay/shared-auth/contract';
import { hasStoredToken } from '@tanghuay/shared-auth/stored-session';
import { loadAuthPages } from '../features/auth/load-pages.ts';
import { readRemoteRegistry } from './remotes/registry.ts';
import { registerRemoteRegistry } from './remotes/runtime.ts';

export interface StartUpReads {
  /** The remotes this page is served, already registered with the runtime. */
  registry: Promise<RemoteRegistry>;
  /** The site config's JSON as the API answered it; undefined when it could not be read. */
  siteConfig: Promise<unknown>;
}

export function startUp(): StartUpReads {
  const signedIn = hasStoredToken();
  if (!signedIn) loadAuthPages().catch(() => undefined);
  const registry = readRemoteRegistry().then((live) => {
    registerRemoteRegistry(live);
    if (signedIn && live.lotto && window.location.pathname.startsWith(MEMBER_PAGES_PREFIX)) {
      // A failure here is the page's to show when it loads the module (fallback-plugin.ts).
      preloadRemote([{ nameOrAlias: 'lotto', exposes: ['./routes'] }]).catch(() => undefined);
    }
    return live;
  });
  const siteConfig = fetch('/api/site/config')
    .then((response) => (response.ok ? response.json() : undefined))
    .catch(() => undefined);
  return { registry, siteConfig };
}
