// The results screen's own styles, from the antd theme's tokens: winning numbers large and set in
// even-width digits, the first prize of the government lottery larger still.
import { useStyleRegister } from '@ant-design/cssinjs';
import { theme } from 'antd';

export function useResultsStyles(): void {
  const { theme: antTheme, token } = theme.useToken();
  useStyleRegister({ theme: antTheme, token, path: ['tanghuay-results'] }, () => ({
    '.result-group': { display: 'flex', flexDirection: 'column', gap: 8 },
    '.result-head': { margin: '4px 0 0 !important', fontSize: '17px !important' },
    '.result-lottos': { display: 'grid', gridTemplateColumns: 'repeat(auto-fill, minmax(min(320px, 100%), 1fr))', gap: 8, alignItems: 'start' },
    '.result-prizes': { display: 'grid', gridTemplateColumns: 'repeat(auto-fit, minmax(150px, 1fr))', gap: 8, margin: 0 },
    '.result-prize': { padding: '6px 4px', textAlign: 'center', borderRadius: token.borderRadius, background: token.colorFillQuaternary },
    '.result-prize--main': { gridColumn: '1 / -1' },
    '.result-prize dt': { fontSize: 13, color: token.colorTextSecondary },
    '.result-prize dd': { display: 'flex', justifyContent: 'center', flexWrap: 'wrap', gap: '0 12px', margin: 0 },
    '.result-number': { fontSize: 28, lineHeight: 1.3, fontWeight: 700, letterSpacing: 2, fontVariantNumeric: 'tabular-nums' },
    '.result-prize--main .result-number': { fontSize: 38, letterSpacing: 6, color: token.colorPrimary },
    '.result-earlier': { width: '100%', marginTop: 8, borderCollapse: 'collapse', fontVariantNumeric: 'tabular-nums' },
    '.result-earlier th, .result-earlier td': { padding: '4px 0', textAlign: 'center', borderTop: `1px solid ${token.colorBorderSecondary}` },
    '.result-earlier th': { fontWeight: 400, fontSize: 13, color: token.colorTextSecondary },
    '.result-earlier td': { fontWeight: 700, fontSize: 16, letterSpacing: 1 },
  }));
}
