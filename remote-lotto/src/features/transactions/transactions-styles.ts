// The money history's own styles, from the antd theme's tokens so they follow the skin: the lines
// as one statement, each a line apart. On a phone a line is two rows (what and the amount; when,
// what it refers to and the balance after); from antd's `md` breakpoint it is one row of columns
// that line up from line to line.
import { useStyleRegister } from '@ant-design/cssinjs';
import { theme } from 'antd';

export function useTransactionsStyles(): void {
  const { theme: antTheme, token } = theme.useToken();
  useStyleRegister({ theme: antTheme, token, path: ['tanghuay-transactions'] }, () => ({
    '.ledger-note': { margin: 0 },
    '.ledger-lines': {
      listStyle: 'none',
      margin: 0,
      padding: 0,
      borderRadius: token.borderRadiusLG,
      border: `1px solid ${token.colorBorderSecondary}`,
      background: token.colorBgContainer,
    },
    '.ledger-line': {
      display: 'grid',
      gridTemplateColumns: 'minmax(0, 1fr) auto',
      gridTemplateAreas: '"kind amount" "meta after"',
      alignItems: 'baseline',
      columnGap: 12,
      rowGap: 2,
      padding: '10px 12px',
      borderTop: `1px solid ${token.colorBorderSecondary}`,
    },
    '.ledger-line:first-child': { borderTop: 'none' },
    '.ledger-line--hold': { background: token.colorFillQuaternary },
    '.ledger-line__kind': { gridArea: 'kind', display: 'flex', alignItems: 'center', flexWrap: 'wrap', gap: 6, fontWeight: 600 },
    '.ledger-line__amount': { gridArea: 'amount', justifySelf: 'end', fontSize: 16, fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap' },
    // When and what it refers to share a row on a phone, the reference wrapping under when short of room.
    '.ledger-line__meta': { gridArea: 'meta', display: 'flex', flexWrap: 'wrap', alignItems: 'center', columnGap: 4 },
    '.ledger-line__when': { whiteSpace: 'nowrap' },
    '.ledger-line__ref': { overflowWrap: 'anywhere' },
    '.ledger-line__ref::before': { content: '"· "' },
    '.ledger-line__after': { gridArea: 'after', justifySelf: 'end', whiteSpace: 'nowrap', fontVariantNumeric: 'tabular-nums' },
    [`@media (min-width: ${token.screenMD}px)`]: {
      '.ledger-line': {
        gridTemplateColumns: '11rem minmax(0, 1.4fr) minmax(0, 1fr) 9rem 12rem',
        gridTemplateAreas: '"when kind ref amount after"',
        alignItems: 'center',
        columnGap: 16,
      },
      '.ledger-line__meta': { display: 'contents' },
      '.ledger-line__when': { gridArea: 'when' },
      '.ledger-line__ref': { gridArea: 'ref' },
      '.ledger-line__ref::before': { content: 'none' },
    },
  }));
}
