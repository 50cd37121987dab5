// Plain aligned text tables, as the benches print them: a header line, then one line per row; the
// first column left-aligned, the others right-aligned unless a column says otherwise.
export interface Column {
  title: string;
  align?: 'left' | 'right';
}

export function printTable(columns: readonly Column[], rows: readonly (readonly string[])[]): void {
  const widths = columns.map((column, i) => Math.max(column.title.length, ...rows.map((row) => (row[i] ?? '').length)));
  const line = (cells: readonly string[]) =>
    columns
      .map((column, i) => {
        const width = widths[i] ?? 0;
        const value = cells[i] ?? '';
        return (column.align ?? (i === 0 ? 'left' : 'right')) === 'left' ? value.padEnd(width) : value.padStart(width);
      })
      .join('  ')
      .trimEnd();
  console.log(line(columns.map((column) => column.title)));
  for (const row of rows) console.log(line(row));
}

/** Bytes as kilobytes of 1000 bytes, one decimal. */
export const kb = (bytes: number): string => (bytes / 1000).toFixed(1);

/** Milliseconds, whole; a dash when not measured. */
export const ms = (value: number | undefined): string => (value === undefined ? '–' : value.toFixed(0));
