// Figures side by side, each a small label over its value (amounts of a slip, totals of a report),
// as a description list; as many to a row as fit (`wide` for longer values: names, dates).
import { useStyleRegister } from '@ant-design/cssinjs';
import { theme } from 'antd';
import type { ReactNode } from 'react';

export interface Figure {
  label: string;
  value: ReactNode;
}

function useFiguresStyles(): void {
  const { theme: antTheme, token } = theme.useToken();
  useStyleRegister({ theme: antTheme, token, path: ['tanghuay-figures'] }, () => ({
    '.figures': { display: 'grid', gridTemplateColumns: 'repeat(auto-fit, minmax(96px, 1fr))', gap: 8, margin: 0 },
    '.figures--wide': { gridTemplateColumns: 'repeat(auto-fit, minmax(200px, 1fr))' },
    '.figures dt': { fontSize: 12, color: token.colorTextSecondary },
    '.figures dd': { margin: 0, fontSize: 15, fontWeight: 600 },
  }));
}

export function Figures({ items, wide = false }: { items: Figure[]; wide?: boolean }) {
  useFiguresStyles();
  return (
    <dl className={wide ? 'figures figures--wide' : 'figures'}>
      {items.map(({ label, value }) => (
        <div key={label}>
          <dt>{label}</dt>
          <dd>{value}</dd>
        </div>
      ))}
    </dl>
  );
}
