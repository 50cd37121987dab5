// The frame of a page of the remote, in its styles: the page's one heading (h1) with what goes
// beside it (a status, a link), then the page's parts one under another.
import { Typography } from 'antd';
import type { ReactNode } from 'react';
import { useLottoStyles } from './lotto-styles.ts';

export function LottoPage({ title, beside, above, children }: { title: string; beside?: ReactNode; above?: ReactNode; children: ReactNode }) {
  useLottoStyles();
  return (
    <div className="lotto-page">
      {above}
      <div className="lotto-page__bar">
        <Typography.Title level={1} className="lotto-page__title">
          {title}
        </Typography.Title>
        {beside}
      </div>
      {children}
    </div>
  );
}
