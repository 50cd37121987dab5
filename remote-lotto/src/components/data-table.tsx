// A plain table for the member pages, light on the wire: antd's Table (rc-table, pagination,
// dropdowns) would add about 60 KB to every member's first visit (docs/lottery.md, "Page
// weight"). Columns can be meant for phones or for wider screens, like antd's `responsive`.
import { useStyleRegister } from '@ant-design/cssinjs';
import { Grid, theme } from 'antd';
import type { ReactNode } from 'react';

export interface Column<Row> {
  key: string;
  title: ReactNode;
  render: (row: Row) => ReactNode;
  align?: 'start' | 'end';
  /** Only below antd's `sm` breakpoint (576 px), or only from it; both when unset. */
  screens?: 'phone' | 'wide';
  /** How the rows are sorted by this column, when the table can be sorted by it. */
  sorted?: 'ascending' | 'descending' | 'none';
}

function useDataTableStyles(): void {
  const { theme: antTheme, token } = theme.useToken();
  useStyleRegister({ theme: antTheme, token, path: ['tanghuay-data-table'] }, () => ({
    '.data-table': {
      overflowX: 'auto',
      background: token.colorBgContainer,
      border: `1px solid ${token.colorBorderSecondary}`,
      borderRadius: token.borderRadiusLG,
    },
    '.data-table table': { width: '100%', borderCollapse: 'collapse', fontSize: token.fontSize, color: token.colorText },
    '.data-table caption': { captionSide: 'top', textAlign: 'start', padding: '10px 12px', fontSize: 16, fontWeight: 600 },
    '.data-table th, .data-table td': { padding: '8px 12px', borderTop: `1px solid ${token.colorBorderSecondary}`, textAlign: 'start', verticalAlign: 'top' },
    '.data-table th': { background: token.colorFillAlter, fontWeight: 600, whiteSpace: 'nowrap' },
    '.data-table tfoot td': { background: token.colorFillAlter, fontWeight: 700 },
    '.data-table .data-table__end': { textAlign: 'end' },
  }));
}

export function DataTable<Row>({
  columns,
  rows,
  rowKey,
  caption,
  foot,
  rowClassName,
}: {
  columns: Column<Row>[];
  rows: Row[];
  rowKey: (row: Row) => string;
  /** A class for a row that stands out (a winning item). */
  rowClassName?: (row: Row) => string | undefined;
  caption?: ReactNode;
  /** A last row below the others (totals), by column key. */
  foot?: Partial<Record<string, ReactNode>>;
}) {
  useDataTableStyles();
  const wide = Grid.useBreakpoint().sm === true;
  const shown = columns.filter((column) => column.screens === undefined || (column.screens === 'wide') === wide);
  const alignOf = (column: Column<Row>) => (column.align === 'end' ? 'data-table__end' : undefined);
  return (
    <div className="data-table">
      <table>
        {caption && <caption>{caption}</caption>}
        <thead>
          <tr>
            {shown.map((column) => (
              <th key={column.key} scope="col" className={alignOf(column)} aria-sort={column.sorted}>
                {column.title}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={rowKey(row)} className={rowClassName?.(row)}>
              {shown.map((column) => (
                <td key={column.key} className={alignOf(column)}>
                  {column.render(row)}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
        {foot && (
          <tfoot>
            <tr>
              {shown.map((column) => (
                <td key={column.key} className={alignOf(column)}>
                  {foot[column.key]}
                </td>
              ))}
            </tr>
          </tfoot>
        )}
      </table>
    </div>
  );
}
