// Cards side by side that wrap: as many columns of at least `min` px (default 260) as fit (one on
// a 360 px phone, three or four at 1280 px), each stretched to share the row.
import { Card } from 'antd';
import type { ReactNode } from 'react';

const cardGridColumns = (min = 260) => `repeat(auto-fit, minmax(min(100%, ${min}px), 1fr))`;

export function CardGrid({ min, children }: { min?: number; children: ReactNode }) {
  return <div style={{ display: 'grid', gridTemplateColumns: cardGridColumns(min), gap: 16, marginBottom: 16 }}>{children}</div>;
}

/** A card under a heading, a region of the page named by it (alone in its grid, or outside one, it takes the whole width). */
export function GridCard({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Card
      size="small"
      role="region"
      aria-label={title}
      style={{ marginBottom: 16 }}
      title={<h2 style={{ margin: 0, fontSize: 16, fontWeight: 600 }}>{title}</h2>}
    >
      {children}
    </Card>
  );
}
