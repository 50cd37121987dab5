// The styles of เลขชุด (bet entry's button and sheet, the sets' page), registered only where they
// are shown, so the pages without them load none of it; made from the antd theme's tokens like
// lotto-styles.ts.
import { useStyleRegister } from '@ant-design/cssinjs';
import { theme } from 'antd';

export function useNumberSetStyles(): void {
  const { theme: antTheme, token } = theme.useToken();
  useStyleRegister({ theme: antTheme, token, path: ['tanghuay-number-sets'] }, () => ({
    '.number-sets-entry': { display: 'flex', flexDirection: 'column', gap: 8, alignItems: 'flex-start' },
    '.number-sets-sheet': { display: 'flex', flexDirection: 'column', gap: 16 },
    '.number-sets-sheet__manage': { display: 'inline-flex', alignItems: 'center', minHeight: 44 },
    '.number-set-list': { listStyle: 'none', margin: 0, padding: 0, display: 'flex', flexDirection: 'column', gap: 8 },
    '.number-set': {
      display: 'flex',
      alignItems: 'center',
      justifyContent: 'space-between',
      flexWrap: 'wrap',
      gap: 8,
      padding: 12,
      borderRadius: token.borderRadiusLG,
      border: `1px solid ${token.colorBorderSecondary}`,
      background: token.colorBgContainer,
    },
    '.number-set__summary': { display: 'flex', flexDirection: 'column', gap: 2, minWidth: 0, flex: '1 1 180px' },
    '.number-set__name': { fontSize: 16, overflowWrap: 'anywhere' },
    '.number-set__items': { overflowWrap: 'anywhere' },
    '.number-set__actions': { display: 'flex', gap: 8, flexWrap: 'wrap' },
    '.number-set-save': { display: 'flex', flexDirection: 'column', gap: 8 },
    '.number-set-save__row': { display: 'flex', gap: 8, flexWrap: 'wrap', '> .ant-input': { flex: '1 1 180px' } },
    // The member pages' theme makes buttons and fields 44 px (docs/architecture.md#touch-targets); a modal's ✕ too.
    '.number-sets-modal .ant-modal-close': { width: 44, height: 44 },
  }));
}
