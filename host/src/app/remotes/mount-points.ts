// Which remote renders which pages, and what those pages need (layout, ability) — known before the
// remote is fetched, so an anonymous visitor is sent to sign in without loading it.
import type { LayoutKind, RemoteName, RouteHandle } from '@tanghuay/shared-auth';

export interface MountPoint {
  remote: RemoteName;
  /** Paths whose pages the remote renders: each itself and everything below it. A prefix ending in `-` or `/` matches any path starting with it. */
  prefixes: readonly string[];
  handle: RouteHandle & { layout: LayoutKind };
}

export const MOUNT_POINTS: readonly MountPoint[] = [
  { remote: 'lotto', prefixes: ['/tanghuay-'], handle: { layout: 'full', resource: 'Seamless' } },
  // The admin template's pages: the back-office frame for agents and staff.
  { remote: 'demo', prefixes: ['/apps/', '/dashboard'], handle: { layout: 'configured', resource: 'Backoffice' } },
];

function under(pathname: string, prefix: string): boolean {
  if (prefix.endsWith('-') || prefix.endsWith('/')) return pathname.startsWith(prefix);
  return pathname === prefix || pathname.startsWith(`${prefix}/`);
}

export function mountPointFor(pathname: string): MountPoint | undefined {
  return MOUNT_POINTS.find(({ prefixes }) => prefixes.some((prefix) => under(pathname, prefix)));
}
