// The frame of every back-office page: its one heading (h1), a line saying what the page is for,
// the page's actions beside them (wrapping under them on narrower screens), then the page's parts.
import { Typography } from 'antd';
import type { ReactNode } from 'react';
import { useLottoStyles } from '../lotto-styles.ts';
import { useBackofficeStyles } from './backoffice-styles.ts';

export function BackofficeFrame({ title, subtitle, actions, children }: { title: string; subtitle?: ReactNode; actions?: ReactNode; children: ReactNode }) {
  useLottoStyles();
  useBackofficeStyles();
  return (
    <div className="bo-page">
      <div className="bo-page__head">
        <div>
          <Typography.Title level={1} className="bo-page__title">
            {title}
          </Typography.Title>
          {subtitle && <p className="bo-page__subtitle">{subtitle}</p>}
        </div>
        {actions && <div className="bo-page__actions">{actions}</div>}
      </div>
      {children}
    </div>
  );
}
