// The host↔remote contract. A remote's public face is its `./routes` expose; the host mounts
// those routes inside its one data router and owns layout, guard and session around them. Also
// importable alone (`@tanghuay/shared-auth/contract`) by the Node side: the gateway and its CLI.
import type { RouteObject } from 'react-router-dom';

/** The federated remotes, as named in `/remotes.json` and as MF container names. */
export const REMOTE_NAMES = ['lotto', 'demo'] as const;
export type RemoteName = (typeof REMOTE_NAMES)[number];

export const isRemoteName = (name: string): name is RemoteName => (REMOTE_NAMES as readonly string[]).includes(name);

/** The modules a remote may expose to the host (docs/architecture.md#what-a-remote-exposes). */
export type ExposedModule = './routes' | './backoffice';

/** What the host mounts from each remote: a version of it is served only if its manifest exposes all of these (the release tool's contract gate). */
export const REMOTE_EXPOSES: Record<RemoteName, readonly ExposedModule[]> = { lotto: ['./routes', './backoffice'], demo: ['./routes'] };

/** The lottery's member pages: every path starting with it is the lottery remote's `./routes`. */
export const MEMBER_PAGES_PREFIX = '/tanghuay-';

/** The host's "page not found" page: a remote sends a path it knows the shape of but not the value (an unknown email folder, todo filter…) here. */
export const NOT_FOUND_PATH = '/error-404';

/** The module every remote exposes as `./routes`. */
export interface RemoteRoutesModule {
  routes: RouteObject[];
}

/** Which layout the host wraps a route in (docs/architecture.md#host-and-remotes). */
export type LayoutKind = 'full' | 'single' | 'configured';

/** What a route declares in its `handle`; the host's one guard and layout switch read it. */
export interface RouteHandle {
  layout?: LayoutKind;
  /** CASL subject the route needs; the default is `Auth`. */
  resource?: string;
  /** CASL action the route needs; the default is `read`. */
  action?: string;
  redirectIfLoggedIn?: boolean;
}

/** One remote's version in `/remotes.json`: the one this caller is served (live, canary or pinned). */
export interface RemoteRegistryEntry {
  version: string;
  /** URL of the version's `mf-manifest.json`. */
  entry: string;
  /** True only when the caller is pinned to this version (testers' preview): the host then marks the page. */
  preview?: boolean;
}

export type RemoteRegistry = Partial<Record<RemoteName, RemoteRegistryEntry>>;
