// What every showcase page shares: the page's title and the note that it is a showcase; its
// sections are components/card-grid.tsx's cards.
import { useMessages } from '@tanghuay/shared-auth';
import { Typography } from 'antd';
import type { ReactNode } from 'react';
import { messages } from './messages.ts';

export function ShowcasePage({ title, children }: { title: string; children: ReactNode }) {
  const t = useMessages(messages);
  return (
    <div>
      <Typography.Title level={3}>{title}</Typography.Title>
      <Typography.Paragraph type="secondary">{t.demoNote}</Typography.Paragraph>
      {children}
    </div>
  );
}
