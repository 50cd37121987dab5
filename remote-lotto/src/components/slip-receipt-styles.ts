// The receipt's styles and the print rules that make window.print() print the receipt alone: while
// a receipt is on the page, printing hides everything that neither holds it nor lies inside it
// (so nothing else takes up paper), and prints it black on white. Registered in antd's style sheet
// like every style of the remote; the rules apply only to pages holding a receipt.
import { useStyleRegister } from '@ant-design/cssinjs';
import { theme } from 'antd';

export function useSlipReceiptStyles(): void {
  const { theme: antTheme, token } = theme.useToken();
  useStyleRegister({ theme: antTheme, token, path: ['tanghuay-slip-receipt'] }, () => ({
    '.slip-receipt': {
      maxWidth: 380,
      padding: 16,
      border: `1px dashed ${token.colorBorder}`,
      borderRadius: token.borderRadiusLG,
      background: token.colorBgContainer,
      color: token.colorText,
      fontSize: 14,
      lineHeight: 1.5,
      fontVariantNumeric: 'tabular-nums',
    },
    '.slip-receipt--print-only': { display: 'none' },
    '.slip-receipt__site': { fontWeight: 700, color: token.colorPrimary },
    '.slip-receipt__title': { margin: 0, fontSize: 18, fontWeight: 700 },
    '.slip-receipt__void': { fontWeight: 700, color: token.colorError },
    '.slip-receipt table': { width: '100%', margin: '8px 0', borderCollapse: 'collapse' },
    '.slip-receipt th, .slip-receipt td': { padding: '4px 0', textAlign: 'start', borderBottom: `1px dashed ${token.colorBorderSecondary}` },
    '.slip-receipt th': { fontWeight: 600, fontSize: 13 },
    '.slip-receipt .slip-receipt__amount': { textAlign: 'end' },
    '.slip-receipt__number': { fontWeight: 700, fontSize: 16, letterSpacing: 1 },
    '.slip-receipt__totals': { display: 'grid', gridTemplateColumns: '1fr auto', gap: '2px 12px', margin: 0 },
    '.slip-receipt__totals > div': { display: 'contents' },
    '.slip-receipt__totals dd': { margin: 0, textAlign: 'end' },
    '.slip-receipt__strong': { fontWeight: 700 },
    '@media print': {
      'body:has(.slip-receipt) *:not(:has(.slip-receipt)):not(.slip-receipt):not(.slip-receipt *)': { display: 'none !important' },
      '.slip-receipt, .slip-receipt--print-only': {
        display: 'block',
        maxWidth: 'none',
        margin: 0,
        border: 0,
        color: '#000',
        background: '#fff',
      },
      '.slip-receipt *': { color: '#000 !important' },
    },
  }));
}
