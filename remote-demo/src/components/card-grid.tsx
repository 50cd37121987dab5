// Cards side by side that wrap: as many columns of at least 260 px as fit (one on a 360 px phone,
// three or four at 1280 px), each stretched to share the row.
import { Card } from 'antd';
import type { ReactNode } from 'react';

export const CARD_GRID_COLUMNS = 'repeat(auto-fit, minmax(min(100%, 260px), 1fr))';

export function CardGrid({ children }: { children: ReactNode }) {
  return <div style={{ display: 'grid', gridTemplateColumns: CARD_GRID_COLUMNS, gap: 16, marginBottom: 16 }}>{children}</div>;
}

/** A card of the grid under a heading (alone in its grid, it takes the whole width). */
export function GridCard({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Card size="small" title={<h2 style={{ margin: 0, fontSize: 16, fontWeight: 600 }}>{title}</h2>}>
      {children}
    </Card>
  );
}
