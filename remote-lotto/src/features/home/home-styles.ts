// The home page's own styles, from the antd theme's tokens (they follow the host's skin).
import { useStyleRegister } from '@ant-design/cssinjs';
import { theme } from 'antd';

export function useHomeStyles(): void {
  const { theme: antTheme, token } = theme.useToken();
  useStyleRegister({ theme: antTheme, token, path: ['tanghuay-home'] }, () => ({
    '.home-block__title': { margin: 0, fontSize: 16, fontWeight: 600 },
    '.home-wallet': { display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: 12, flexWrap: 'wrap' },
    '.home-wallet__amount': { fontSize: 28, fontWeight: 700, lineHeight: '40px', minHeight: 40 },
    '.home-wallet__actions': { display: 'flex', gap: 8, flex: '1 1 200px', maxWidth: 320 },
    '.home-wallet__actions .lotto-action': { flex: 1 },
    // Two tiles side by side even on a 360-px phone: the four rounds fit in one screen.
    '.lotto-tiles.home-tiles': { gridTemplateColumns: 'repeat(auto-fill, minmax(136px, 1fr))' },
    '.home-tiles .lotto-tile': { minHeight: 0 },
    '.home-none': { margin: 0 },
    '.home-results': { listStyle: 'none', margin: 0, padding: 0 },
    '.home-results__line': {
      display: 'flex',
      justifyContent: 'space-between',
      alignItems: 'center',
      gap: 8,
      flexWrap: 'wrap',
      padding: '8px 0',
      borderTop: `1px solid ${token.colorBorderSecondary}`,
    },
    '.home-results__line:first-child': { borderTop: 'none', paddingTop: 0 },
    '.home-results__name': { display: 'block', fontWeight: 600 },
    '.home-results__numbers': { display: 'flex', gap: 16 },
    '.home-shortcuts': { display: 'grid', gridTemplateColumns: 'repeat(auto-fit, minmax(140px, 1fr))', gap: 8 },
  }));
}
