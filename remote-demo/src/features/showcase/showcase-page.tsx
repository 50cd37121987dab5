// The frame every showcase page shares: the remote's root (data-remote, its version), the
// page's title and the note that it is a showcase; sections are cards in a grid that wraps.
import { useMessages } from '@tanghuay/shared-auth';
import { Card, Typography } from 'antd';
import type { ReactNode } from 'react';
import { messages } from './messages.ts';

export function ShowcasePage({ title, children }: { title: string; children: ReactNode }) {
  const t = useMessages(messages);
  return (
    <div data-remote="demo" data-remote-version={__APP_VERSION__}>
      <Typography.Title level={3}>{title}</Typography.Title>
      <Typography.Paragraph type="secondary">{t.demoNote}</Typography.Paragraph>
      {children}
    </div>
  );
}

/** Cards at least `min` px wide, as many to a row as fit. */
export function CardGrid({ min = 280, children }: { min?: number; children: ReactNode }) {
  return <div style={{ display: 'grid', gap: 16, gridTemplateColumns: `repeat(auto-fill, minmax(min(${min}px, 100%), 1fr))`, marginBottom: 16 }}>{children}</div>;
}

export function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Card title={title} role="region" aria-label={title} style={{ marginBottom: 16 }}>
      {children}
    </Card>
  );
}
