// The deposit page's own styles, from the antd theme's tokens so they follow the skin: the quick
// amounts, the request's big amount and reference, the QR on white (scanners need the contrast
// whatever the skin), and the list of past requests.
import { useStyleRegister } from '@ant-design/cssinjs';
import { theme } from 'antd';

export function useDepositStyles(): void {
  const { theme: antTheme, token } = theme.useToken();
  useStyleRegister({ theme: antTheme, token, path: ['tanghuay-deposit'] }, () => ({
    // The switch with its words: the whole row answers a touch.
    '.deposit-instant': { display: 'flex', alignItems: 'center', gap: 8, minHeight: 44, cursor: 'pointer' },
    '.deposit-picks': { display: 'grid', gridTemplateColumns: 'repeat(auto-fill, minmax(88px, 1fr))', gap: 8 },
    // "5,000 บาท" whole in a third of a phone's width.
    '.deposit-picks .ant-btn': { paddingInline: 4 },
    '.deposit-payment': { display: 'grid', gap: 16, alignItems: 'start' },
    [`@media (min-width: ${token.screenMD}px)`]: {
      '.deposit-payment': { gridTemplateColumns: 'auto minmax(0, 1fr)' },
    },
    '.deposit-qr': {
      display: 'flex',
      flexDirection: 'column',
      alignItems: 'center',
      gap: 8,
      justifySelf: 'center',
      padding: 12,
      borderRadius: token.borderRadiusLG,
      border: `1px solid ${token.colorBorderSecondary}`,
      background: '#ffffff',
      color: '#000000',
      textAlign: 'center',
    },
    '.deposit-qr svg': { display: 'block', width: 'min(232px, 70vw)', height: 'auto' },
    '.deposit-facts': { display: 'flex', flexDirection: 'column', gap: 12, margin: 0 },
    '.deposit-fact dt': { fontSize: 12, color: token.colorTextSecondary },
    '.deposit-fact dd': { margin: 0, display: 'flex', alignItems: 'center', gap: 8, flexWrap: 'wrap' },
    '.deposit-fact__value': { fontSize: 16, fontWeight: 600, overflowWrap: 'anywhere' },
    '.deposit-fact__value--big': { fontSize: 30, lineHeight: 1.2, fontWeight: 700, fontVariantNumeric: 'tabular-nums' },
    '.deposit-copied': { fontSize: 13, color: token.colorSuccess },
    '.deposit-copied--failed': { color: token.colorError },
    '.deposit-list': { listStyle: 'none', margin: 0, padding: 0, display: 'grid', gridTemplateColumns: 'repeat(auto-fill, minmax(min(300px, 100%), 1fr))', gap: 8 },
    '.deposit-item': {
      display: 'flex',
      flexDirection: 'column',
      gap: 4,
      padding: 12,
      borderRadius: token.borderRadiusLG,
      border: `1px solid ${token.colorBorderSecondary}`,
      background: token.colorBgContainer,
    },
    '.deposit-item__head': { display: 'flex', justifyContent: 'space-between', alignItems: 'center', gap: 8 },
    '.deposit-item__amount': { fontSize: 18, fontWeight: 700 },
  }));
}
