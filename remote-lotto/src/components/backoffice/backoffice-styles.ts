// The back office's own styles, from the antd theme's tokens (so they follow the skin), registered
// in antd's style sheet like components/lotto-styles.ts. Made for 1280 px screens first and still
// whole at 768 px: headers wrap, figures flow into as many columns as fit, tables scroll sideways.
import { useStyleRegister } from '@ant-design/cssinjs';
import { theme } from 'antd';

export function useBackofficeStyles(): void {
  const { theme: antTheme, token } = theme.useToken();
  useStyleRegister({ theme: antTheme, token, path: ['tanghuay-backoffice'] }, () => ({
    '.bo-page': { display: 'flex', flexDirection: 'column', gap: 16, maxWidth: 1440 },
    '.bo-page__head': { display: 'flex', alignItems: 'flex-end', justifyContent: 'space-between', gap: 12, flexWrap: 'wrap' },
    '.bo-page__title': { margin: '0 !important', fontSize: '22px !important' },
    '.bo-page__subtitle': { margin: '4px 0 0', color: token.colorTextSecondary },
    '.bo-page__actions': { display: 'flex', alignItems: 'center', gap: 8, flexWrap: 'wrap' },
    '.bo-toolbar': { display: 'flex', alignItems: 'flex-end', gap: 12, flexWrap: 'wrap' },
    // Two parts side by side on wide screens (a member's facts and what can be done), one under the other below.
    '.bo-split': { display: 'grid', gridTemplateColumns: 'minmax(0, 3fr) minmax(300px, 2fr)', gap: 16, alignItems: 'start' },
    [`@media (max-width: ${token.screenLGMax}px)`]: { '.bo-split': { gridTemplateColumns: 'minmax(0, 1fr)' } },
    '.bo-section-title': { margin: 0, fontSize: 16, fontWeight: 600 },
    '.bo-stats': { display: 'grid', gridTemplateColumns: 'repeat(auto-fill, minmax(140px, 1fr))', gap: 12 },
    '.bo-stat': {
      display: 'flex',
      flexDirection: 'column',
      gap: 4,
      padding: '12px 16px',
      borderRadius: token.borderRadiusLG,
      border: `1px solid ${token.colorBorderSecondary}`,
      background: token.colorBgContainer,
    },
    '.bo-stat__label': { fontSize: 13, color: token.colorTextSecondary },
    '.bo-stat__value': { fontSize: 22, fontWeight: 700, fontVariantNumeric: 'tabular-nums' },
    '.bo-sort': {
      display: 'inline-flex',
      alignItems: 'center',
      gap: 4,
      padding: 0,
      border: 0,
      background: 'none',
      font: 'inherit',
      fontWeight: 600,
      color: 'inherit',
      cursor: 'pointer',
    },
    '.bo-sort:hover, .bo-sort:focus-visible': { color: token.colorPrimary },
    '.bo-sort__mark': { fontSize: 10, color: token.colorTextTertiary },
    '.bo-sort--active .bo-sort__mark': { color: token.colorPrimary },
    '.bo-pager': { display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: 8, flexWrap: 'wrap' },
    '.bo-pager__where': { fontVariantNumeric: 'tabular-nums' },
    '.bo-chart': { display: 'block', width: '100%', height: 'auto' },
    '.bo-chart text': { fill: token.colorTextSecondary, fontSize: 11 },
    // A control big enough for a thumb (44 × 44 px at least), where antd's would be smaller: row
    // actions, and the forms staff use on a phone too.
    '.bo-touch': { minHeight: 44, minWidth: 44 },
    '.bo-nowrap': { whiteSpace: 'nowrap' },
    '.bo-number': { fontVariantNumeric: 'tabular-nums' },
    // The search box's clear button answers a thumb around it (44 px) without taking more room.
    '.bo-search .ant-input-clear-icon': { padding: 16, margin: -16 },
  }));
}
