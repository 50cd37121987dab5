// Tables as the benches print them: a header line, then one line per row; the first column
// left-aligned, the others right-aligned unless a column says otherwise. Plain aligned text, or a
// Markdown table (pasted into the README as it is).
export interface Column {
  title: string;
  align?: 'left' | 'right';
}

export function printTable(columns: readonly Column[], rows: readonly (readonly string[])[], format: 'plain' | 'markdown' = 'plain'): void {
  const widths = columns.map((column, i) => Math.max(column.title.length, ...rows.map((row) => (row[i] ?? '').length)));
  const alignOf = (column: Column, i: number) => column.align ?? (i === 0 ? 'left' : 'right');
  const cells = (values: readonly string[]) =>
    columns.map((column, i) => {
      const width = widths[i] ?? 0;
      const value = values[i] ?? '';
      return alignOf(column, i) === 'left' ? value.padEnd(width) : value.padStart(width);
    });
  const line = (values: readonly string[]) =>
    format === 'markdown' ? `| ${cells(values).join(' | ')} |` : cells(values).join('  ').trimEnd();
  console.log(line(columns.map((column) => column.title)));
  if (format === 'markdown') {
    const rule = columns.map((column, i) => {
      const dashes = '-'.repeat(Math.max(3, widths[i] ?? 0));
      return alignOf(column, i) === 'left' ? dashes : `${dashes.slice(1)}:`;
    });
    console.log(`| ${rule.join(' | ')} |`);
  }
  for (const row of rows) console.log(line(row));
}

/** Bytes as kilobytes of 1000 bytes, one decimal. */
export const kb = (bytes: number): string => (bytes / 1000).toFixed(1);

/** Milliseconds, whole; a dash when not measured. */
export const ms = (value: number | undefined): string => (value === undefined ? '–' : value.toFixed(0));
