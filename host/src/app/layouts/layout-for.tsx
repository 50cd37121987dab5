import type { LayoutKind } from '@tanghuay/shared-auth';
import type { ReactNode } from 'react';
import { ConfiguredLayout } from './configured-layout.tsx';
import { FullLayout } from './full-layout.tsx';
import { SingleLayout } from './single-layout.tsx';

/** The layout a route declares: full, single or configured (docs/architecture.md#host-and-remotes). */
export function LayoutFor({ kind, children }: { kind: LayoutKind; children: ReactNode }) {
  switch (kind) {
    case 'full':
      return <FullLayout>{children}</FullLayout>;
    case 'single':
      return <SingleLayout>{children}</SingleLayout>;
    case 'configured':
      return <ConfiguredLayout>{children}</ConfiguredLayout>;
  }
}
