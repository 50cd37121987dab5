// The remote's own styles, made from the antd theme's tokens so they follow the host's skin, and
// registered in antd's style sheet (no CSS files to load or fail). Every page calls it once.
import { useStyleRegister } from '@ant-design/cssinjs';
import { theme } from 'antd';

export function useLottoStyles(): void {
  const { theme: antTheme, token } = theme.useToken();
  useStyleRegister({ theme: antTheme, token, path: ['tanghuay-lotto'] }, () => ({
    '.lotto-page': { display: 'flex', flexDirection: 'column', gap: 12 },
    '.lotto-page__title': { margin: '0 !important', fontSize: '20px !important' },
    '.lotto-page__version': { margin: 0, textAlign: 'center', fontSize: 12, color: token.colorTextSecondary },
    '.lotto-page__bar': { display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: 8, flexWrap: 'wrap' },
    '.lotto-board__head': { margin: 0, fontSize: 17, fontWeight: 700 },
    '.lotto-board__sub-head + .lotto-board__sub-head': { marginTop: 12 },
    '.lotto-board__sub-head-name': { margin: '0 0 6px', fontSize: 13, fontWeight: 600, color: token.colorTextSecondary },
    '.lotto-tiles': { display: 'grid', gridTemplateColumns: 'repeat(auto-fill, minmax(200px, 1fr))', gap: 8 },
    '.lotto-tile': {
      display: 'flex',
      flexDirection: 'column',
      gap: 4,
      minHeight: 96,
      padding: 12,
      borderRadius: token.borderRadiusLG,
      border: `1px solid ${token.colorBorderSecondary}`,
      background: token.colorBgContainer,
      color: token.colorText,
      textDecoration: 'none',
    },
    'a.lotto-tile:hover, a.lotto-tile:focus-visible': { borderColor: token.colorPrimary, color: token.colorText, boxShadow: token.boxShadowTertiary },
    // A bordered box of its own (a slip's card, a limit period).
    '.lotto-box': {
      display: 'flex',
      flexDirection: 'column',
      gap: 6,
      padding: 12,
      borderRadius: token.borderRadiusLG,
      border: `1px solid ${token.colorBorderSecondary}`,
      background: token.colorBgContainer,
    },
    // A text link standing on its own, as big as a thumb (docs/architecture.md#touch-targets).
    '.lotto-link': { display: 'inline-flex', alignItems: 'center', minHeight: 44, minWidth: 44 },
    // A link that looks like a button, big enough for a thumb; --primary for the main one.
    '.lotto-action': {
      display: 'inline-flex',
      alignItems: 'center',
      justifyContent: 'center',
      minHeight: 44,
      padding: '0 16px',
      borderRadius: token.borderRadius,
      border: `1px solid ${token.colorBorder}`,
      background: token.colorBgContainer,
      color: token.colorText,
      fontWeight: 600,
      textDecoration: 'none',
    },
    '.lotto-action:hover, .lotto-action:focus-visible': { borderColor: token.colorPrimary, color: token.colorPrimary },
    '.lotto-action--primary, .lotto-action--primary:hover, .lotto-action--primary:focus-visible': {
      background: token.colorPrimary,
      borderColor: token.colorPrimary,
      color: token.colorTextLightSolid,
    },
    '.lotto-tile--quiet': { background: token.colorFillQuaternary, color: token.colorTextSecondary },
    '.lotto-tile__name': { fontWeight: 600, fontSize: 16, lineHeight: 1.3 },
    '.lotto-tile__row': { display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: 4, flexWrap: 'wrap', fontSize: 13 },
    '.lotto-countdown': { fontVariantNumeric: 'tabular-nums', fontWeight: 700, color: token.colorPrimary },
    '.lotto-countdown--soon': { color: token.colorError },
    '.lotto-muted': { color: token.colorTextSecondary, fontSize: 13 },
    '.lotto-empty': { display: 'flex', flexDirection: 'column', alignItems: 'center', gap: 12, padding: '16px 0', textAlign: 'center' },
    '.lotto-empty__title': { margin: 0, fontSize: 16, color: token.colorTextSecondary },
    '.lotto-digits': { fontVariantNumeric: 'tabular-nums', letterSpacing: 1, fontWeight: 700 },
  }));
}
