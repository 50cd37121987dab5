// The account page's own styles, from the antd theme's tokens so they follow the skin: one column
// on a phone; on a wide screen the three periods and the three limit boxes side by side, and
// self-exclusion beside the password form.
import { useStyleRegister } from '@ant-design/cssinjs';
import { theme } from 'antd';

export function useAccountStyles(): void {
  const { theme: antTheme, token } = theme.useToken();
  useStyleRegister({ theme: antTheme, token, path: ['tanghuay-account'] }, () => ({
    '.account-section': { display: 'flex', flexDirection: 'column', gap: 8, minWidth: 0 },
    '.account-section__title': { margin: '0 !important', fontSize: '17px !important' },
    '.account-section__sub-title': { margin: '0 0 4px !important', fontSize: '15px !important' },
    '.account-rules': { margin: 0, paddingInlineStart: 20, color: token.colorTextSecondary, fontSize: 13 },
    '.account-rules li + li': { marginTop: 2 },
    '.account-saved': { margin: 0, paddingInlineStart: 20 },
    '.account-periods': { display: 'grid', gridTemplateColumns: 'repeat(auto-fit, minmax(min(220px, 100%), 1fr))', gap: 8 },
    '.account-period__head': { display: 'flex', justifyContent: 'space-between', alignItems: 'center', gap: 8, fontWeight: 700, fontSize: 15 },
    '.account-period__rows': { display: 'flex', flexDirection: 'column', gap: 2, margin: 0 },
    '.account-period__row': { display: 'flex', justifyContent: 'space-between', gap: 8, flexWrap: 'wrap' },
    '.account-period__row dt': { color: token.colorTextSecondary, fontSize: 13 },
    '.account-period__row dd': { margin: 0, fontWeight: 600, fontVariantNumeric: 'tabular-nums' },
    '.account-period__pending': {
      padding: '6px 8px',
      borderRadius: token.borderRadius,
      background: token.colorWarningBg,
      border: `1px solid ${token.colorWarningBorder}`,
      fontSize: 13,
    },
    '.account-fields': { display: 'grid', gridTemplateColumns: 'repeat(auto-fit, minmax(min(220px, 100%), 1fr))', gap: 12 },
    '.account-field': { display: 'flex', flexDirection: 'column', gap: 4, minWidth: 0 },
    '.account-field__label': { display: 'flex', justifyContent: 'space-between', alignItems: 'center', gap: 8, flexWrap: 'wrap' },
    '.account-field__note': { fontSize: 13 },
    '.account-choices': { display: 'grid', gridTemplateColumns: 'repeat(auto-fill, minmax(88px, 1fr))', gap: 8 },
    '.account-pair': { display: 'grid', gap: 12, alignItems: 'start' },
    [`@media (min-width: ${token.screenLG}px)`]: {
      '.account-pair': { gridTemplateColumns: 'minmax(0, 1fr) minmax(0, 1fr)' },
    },
    '.account-hotline': { fontSize: 18, fontWeight: 700 },
    '.account-links': { display: 'flex', flexWrap: 'wrap', gap: 8 },
  }));
}
