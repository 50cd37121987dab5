// Which remote module renders which pages, and what those pages need (layout, ability) — known
// before the remote is fetched, so a visitor who may not open a page is sent away without loading
// it. The back-office pages each bring their own handle from the one table of back-office pages
// (docs/backoffice.md, "Pages"), the lottery's member pages theirs from shared-auth's member-pages
// (a member's own account, or play); the other mount points cover every path under their prefixes.
import {
  backofficePageFor,
  type ExposedModule,
  type LayoutKind,
  MEMBER_PAGES_PREFIX,
  memberPageHandle,
  type RemoteName,
  type RouteHandle,
} from '@tanghuay/shared-auth';

export interface MountPoint {
  remote: RemoteName;
  module: ExposedModule;
  handle: RouteHandle & { layout: LayoutKind };
}

interface PrefixMount extends MountPoint {
  /** Paths whose pages the module renders: each itself and everything below it. A prefix ending in `/` matches any path starting with it. */
  prefixes: readonly string[];
}

const PREFIX_MOUNTS: readonly PrefixMount[] = [
  // The admin template's pages (/dashboard itself is the back office's home) and its UI showcase.
  {
    remote: 'demo',
    module: './routes',
    prefixes: ['/apps/', '/dashboard/', '/pages/', '/ui/', '/components/', '/forms/', '/tables/', '/charts/', '/maps/'],
    handle: { layout: 'configured', resource: 'Backoffice' },
  },
];

function under(pathname: string, prefix: string): boolean {
  if (prefix.endsWith('/')) return pathname.startsWith(prefix);
  return pathname === prefix || pathname.startsWith(`${prefix}/`);
}

export function mountPointFor(pathname: string): MountPoint | undefined {
  const backoffice = backofficePageFor(pathname);
  if (backoffice) return { remote: 'lotto', module: './backoffice', handle: backoffice.handle };
  if (pathname.startsWith(MEMBER_PAGES_PREFIX)) {
    return { remote: 'lotto', module: './routes', handle: { layout: 'full', ...memberPageHandle(pathname) } };
  }
  const mount = PREFIX_MOUNTS.find(({ prefixes }) => prefixes.some((prefix) => under(pathname, prefix)));
  return mount && { remote: mount.remote, module: mount.module, handle: mount.handle };
}
