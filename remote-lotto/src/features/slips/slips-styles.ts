// The slips screens' own styles (the cards of the list), from the antd theme's tokens
// so they follow the skin. A card is one link to the slip's page stretched over the whole card,
// with its cancel button raised above that link.
import { useStyleRegister } from '@ant-design/cssinjs';
import { theme } from 'antd';

export function useSlipsStyles(): void {
  const { theme: antTheme, token } = theme.useToken();
  useStyleRegister({ theme: antTheme, token, path: ['tanghuay-slips'] }, () => ({
    '.slip-cards': { display: 'grid', gridTemplateColumns: 'repeat(auto-fill, minmax(min(300px, 100%), 1fr))', gap: 8 },
    '.slip-card': { position: 'relative' },
    '.slip-card:hover': { borderColor: token.colorPrimary, boxShadow: token.boxShadowTertiary },
    '.slip-card:has(.slip-card__link:focus-visible)': { outline: `2px solid ${token.colorPrimary}`, outlineOffset: 1 },
    '.slip-card__head': { display: 'flex', justifyContent: 'space-between', alignItems: 'flex-start', gap: 8 },
    '.slip-card__link': { fontWeight: 600, fontSize: 16, lineHeight: 1.3, color: `${token.colorText} !important`, outline: 'none' },
    '.slip-card__link::after': { content: '""', position: 'absolute', inset: 0, borderRadius: token.borderRadiusLG },
    // A winning item of a slip, and the line that sums a settled slip up.
    '.data-table tr.slip-item--won td': { background: token.colorSuccessBg },
    '.data-table tr.slip-item--won td:first-child': { boxShadow: `inset 4px 0 0 ${token.colorSuccess}` },
    '.slip-outcome': { margin: 0, padding: '10px 12px', borderRadius: token.borderRadiusLG, background: token.colorFillAlter, fontSize: 16 },
    '.slip-outcome--won': { background: token.colorSuccessBg, border: `1px solid ${token.colorSuccessBorder}` },
    '.slip-card__actions': { position: 'relative', zIndex: 1, display: 'flex', alignItems: 'center', gap: 8, flexWrap: 'wrap' },
  }));
}
