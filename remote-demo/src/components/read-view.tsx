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

/** A read's loading or failed state, or nothing once it is ready: for a page that lays the answer out itself. */
export function ReadStatus({ read, failed, rows = 6 }: { read: { state: FakeRead<unknown>['state'] }; failed: string; rows?: number }) {
  if (read.state === 'loading') {
    return (
      <div data-read="loading" aria-busy="true">
        <Skeleton active paragraph={{ rows }} />
      </div>
    );
  }
  if (read.state !== 'ready') return <Alert type="error" showIcon title={failed} data-read="failed" />;
  return null;
}

export function ReadView<Value>({ read, failed, empty, rows = 6, children }: ReadViewProps<Value>) {
  if (read.state !== 'ready') return <ReadStatus read={read} failed={failed} rows={rows} />;
  if (empty?.isEmpty(read.value)) return <Typography.Paragraph type="secondary">{empty.text}</Typography.Paragraph>;
  return children(read.value);
}
