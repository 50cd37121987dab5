// What a demo page shows of a read of the fake API (lib/use-fake-read.ts): a skeleton while it
// loads, an error if it failed (each marked `data-read`, for the e2e journeys), a line of text
// when it came back empty, else the page's view of it.
// A page sends a 404 ("missing") to the host's 404 page itself, before this.
import { Alert, Skeleton, Typography } from 'antd';
import type { ReactNode } from 'react';
import type { FakeRead } from '../lib/use-fake-read.ts';

interface ReadViewProps<Value> {
  read: FakeRead<Value>;
  failed: string;
  /** Shown instead of `children` when `isEmpty` says the answer holds nothing. */
  empty?: { text: string; isEmpty: (value: Value) => boolean };
  rows?: number;
  children: (value: Value) => ReactNode;
}

export function ReadView<Value>({ read, failed, empty, rows = 6, children }: ReadViewProps<Value>) {
  if (read.state === 'loading') {
    return (
      <div data-read="loading" aria-busy="true">
        <Skeleton active paragraph={{ rows }} />
      </div>
    );
  }
  if (read.state !== 'ready') return <Alert type="error" showIcon title={failed} data-read="failed" />;
  if (empty?.isEmpty(read.value)) return <Typography.Paragraph type="secondary">{empty.text}</Typography.Paragraph>;
  return children(read.value);
}
