import type { RemoteName } from '@tanghuay/shared-auth';

export interface MountPoint {
  remote: RemoteName;
  /** Path prefixes whose pages the remote renders. */
  prefixes: readonly string[];
}

export const MOUNT_POINTS: readonly MountPoint[] = [
  { remote: 'lotto', prefixes: ['/tanghuay-'] },
  { remote: 'demo', prefixes: ['/apps/', '/dashboard/'] },
];

export function mountPointFor(pathname: string): MountPoint | undefined {
  return MOUNT_POINTS.find(({ prefixes }) => prefixes.some((prefix) => pathname.startsWith(prefix)));
}
