// The demo apps' lists as a plain table in a box that scrolls sideways on a phone (lighter on a
// first visit than antd's Table, docs/lottery.md "Page weight"): one column per entry, amounts
// right-aligned.
import type { ReactNode } from 'react';

export interface DemoColumn<Row> {
  /** Text, or a control such as a sort button or a select-all box. */
  title: ReactNode;
  cell: (row: Row) => ReactNode;
  amount?: true;
}

const cell = { padding: '8px', borderBottom: '1px solid rgba(128,128,128,0.2)', textAlign: 'left' } as const;
const amountHead = { ...cell, textAlign: 'right' } as const;
/** An amount is never broken over two lines; its heading may be, so that a phone's screen holds the table. */
const amountCell = { ...amountHead, whiteSpace: 'nowrap' } as const;

export function DemoTable<Row extends { id: number | string }>({ label, columns, rows }: { label: string; columns: DemoColumn<Row>[]; rows: Row[] }) {
  const style = (column: DemoColumn<Row>, head = false) => (column.amount ? (head ? amountHead : amountCell) : cell);
  return (
    <div style={{ overflowX: 'auto' }}>
      <table aria-label={label} style={{ width: '100%', borderCollapse: 'collapse' }}>
        <thead>
          <tr>
            {columns.map((column, index) => (
              <th key={index} style={style(column, true)}>
                {column.title}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.id}>
              {columns.map((column, index) => (
                <td key={index} style={style(column)}>
                  {column.cell(row)}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
