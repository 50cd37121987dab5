// One part of the account page: a region named by its heading (h2), its content in a card.
import { Card, Typography } from 'antd';
import { type ReactNode, useId } from 'react';

export function Section({ title, children }: { title: string; children: ReactNode }) {
  const titleId = useId();
  return (
    <section aria-labelledby={titleId} className="account-section">
      <Typography.Title level={2} id={titleId} className="account-section__title">
        {title}
      </Typography.Title>
      <Card>{children}</Card>
    </section>
  );
}
