// The shell's own styles, made from the antd theme's tokens so they follow the skin, and
// registered in the same style sheet as antd's (no CSS files to load or to fail).
import { useStyleRegister } from '@ant-design/cssinjs';
import { STICKY_BAR_ATTRIBUTE } from '@tanghuay/shared-auth';
import { theme } from 'antd';
import { useSkin } from '../../features/skin/skin.ts';
import { BRAND, chromeColours, TOUCH_TARGET, TOUCH_TARGET_LG } from '../theme.ts';
import { MAIN_MENU_CLASS } from '../../features/navigation/main-menu.tsx';
import { TOUCH_PASSWORD_CLASS } from './touch-targets.tsx';

/** Height of the bottom navigation; the content and the scroll-to-top button keep clear of it. */
export const BOTTOM_NAV_HEIGHT = 64;
/** Where the member pages' scroll-to-top button sits: above the bottom navigation. */
export const SCROLL_TOP_BOTTOM = BOTTOM_NAV_HEIGHT + 16;

export function useShellStyles(): void {
  const skin = useSkin();
  const { theme: antTheme, token } = theme.useToken();
  const chrome = chromeColours(skin);
  useStyleRegister({ theme: antTheme, token, path: ['tanghuay-shell', skin] }, () => ({
    body: { background: token.colorBgLayout, color: token.colorText },
    '.app-header': {
      position: 'sticky',
      top: 0,
      zIndex: 100,
      display: 'flex',
      alignItems: 'center',
      gap: 8,
      lineHeight: 1.4,
      color: chrome.text,
    },
    '.app-header__brand': {
      flex: 1,
      minWidth: 0,
      fontWeight: 700,
      fontSize: 17,
      // A full row of the header to touch.
      lineHeight: `${TOUCH_TARGET}px`,
      color: chrome.text,
      whiteSpace: 'nowrap',
      overflow: 'hidden',
      textOverflow: 'ellipsis',
    },
    '.app-header__icon-button': {
      color: `${chrome.text} !important`,
      fontSize: 22,
    },
    // The demo shop's cart, with its count over the icon's corner.
    '.app-header__cart': {
      position: 'relative',
      display: 'inline-flex',
      alignItems: 'center',
      justifyContent: 'center',
      minWidth: TOUCH_TARGET,
      minHeight: TOUCH_TARGET,
      color: chrome.text,
      fontSize: 22,
    },
    '.app-header__cart-count': {
      position: 'absolute',
      top: 4,
      right: 2,
      minWidth: 18,
      padding: '0 5px',
      borderRadius: 9,
      background: token.colorError,
      color: '#fff',
      fontSize: 11,
      fontWeight: 600,
      lineHeight: '18px',
      textAlign: 'center',
    },
    '.header-balance': {
      display: 'flex',
      flexDirection: 'column',
      alignItems: 'flex-end',
      lineHeight: 1.25,
      padding: '4px 8px',
      border: 0,
      borderRadius: token.borderRadius,
      background: 'transparent',
      color: chrome.text,
      cursor: 'pointer',
      font: 'inherit',
    },
    '.header-balance__label': { fontSize: 12, color: chrome.muted },
    '.header-balance__amount': { fontSize: 16, fontWeight: 700, color: skin === 'light' ? BRAND.primary : BRAND.gold },
    '.full-content': {
      width: '100%',
      maxWidth: 960,
      margin: '0 auto',
      // Room at the foot for the scroll-to-top button, so it covers nothing at the end of a page.
      padding: `12px 12px ${SCROLL_TOP_BOTTOM + TOUCH_TARGET_LG + 8}px`,
    },
    '.bottom-nav': {
      position: 'fixed',
      insetInline: 0,
      bottom: 0,
      zIndex: 100,
      height: BOTTOM_NAV_HEIGHT,
      paddingBottom: 'env(safe-area-inset-bottom)',
      display: 'grid',
      gridTemplateColumns: 'repeat(3, 1fr)',
      alignItems: 'end',
      // On a wide screen the three entries stay together in the middle.
      paddingInline: 'max(0px, calc((100% - 560px) / 2))',
      background: token.colorBgContainer,
      borderTop: `1px solid ${token.colorBorderSecondary}`,
      boxShadow: token.boxShadowTertiary,
    },
    '.bottom-nav__item': {
      display: 'flex',
      flexDirection: 'column',
      alignItems: 'center',
      gap: 2,
      paddingBlock: 8,
      fontSize: 12,
      color: token.colorTextSecondary,
      textDecoration: 'none',
    },
    '.bottom-nav__icon': { fontSize: 22, lineHeight: 1 },
    '.bottom-nav__item--active': { color: token.colorPrimary, fontWeight: 600 },
    '.bottom-nav__item--centre .bottom-nav__icon': {
      display: 'grid',
      placeItems: 'center',
      width: 52,
      height: 52,
      marginTop: -26,
      borderRadius: '50%',
      color: '#fff',
      background: token.colorPrimary,
      border: `4px solid ${token.colorBgContainer}`,
      boxShadow: token.boxShadowSecondary,
    },
    '.text-link': { display: 'inline-flex', alignItems: 'center', minHeight: TOUCH_TARGET, minWidth: TOUCH_TARGET },
    '.main-menu': { listStyle: 'none', margin: 0, padding: 0 },
    '.main-menu__link': {
      display: 'block',
      padding: '12px 8px',
      borderRadius: token.borderRadius,
      color: token.colorText,
      fontSize: 16,
      '&:hover': { background: token.colorFillTertiary, color: token.colorText },
      '&.active': { color: token.colorPrimary, fontWeight: 600 },
    },
    '.menu-settings': {
      display: 'flex',
      flexDirection: 'column',
      gap: 12,
      marginTop: 12,
      paddingTop: 12,
      borderTop: `1px solid ${token.colorBorderSecondary}`,
    },
    '.menu-settings__row': { display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: 8, flexWrap: 'wrap', minHeight: TOUCH_TARGET },
    // The main menu's close button, a thumb's size without making its title row taller.
    [`.${MAIN_MENU_CLASS} .ant-drawer-close`]: { width: TOUCH_TARGET, height: TOUCH_TARGET, marginBlock: -10 },
    // The eye of a password field on the member pages answers a touch over a 44 px square around it
    // (a layer of its own), leaving the field as tall as the others.
    [`.${TOUCH_PASSWORD_CLASS} .ant-input-password-icon`]: { position: 'relative' },
    [`.${TOUCH_PASSWORD_CLASS} .ant-input-password-icon::after`]: {
      content: '""',
      position: 'absolute',
      top: '50%',
      left: '50%',
      width: TOUCH_TARGET,
      height: TOUCH_TARGET,
      transform: 'translate(-50%, -50%)',
    },
    // The testers' preview marker (remotes/version-preview.tsx): a slim bar in the page's flow under
    // the header, so it covers nothing; it scrolls away under the sticky header.
    '.version-preview-bar': {
      display: 'flex',
      flexWrap: 'wrap',
      justifyContent: 'center',
      gap: 6,
      padding: '4px 12px',
      background: token.colorWarningBg,
      borderBottom: `1px solid ${token.colorWarningBorder}`,
    },
    '.version-preview': {
      padding: '0 10px',
      borderRadius: 10,
      background: token.colorWarningBgHover,
      color: token.colorText,
      fontSize: 12,
      fontWeight: 600,
      lineHeight: '20px',
      whiteSpace: 'nowrap',
    },
    '.single-layout': { minHeight: '100vh', display: 'flex', flexDirection: 'column' },
    '.single-layout__bar': { display: 'flex', justifyContent: 'flex-end', gap: 8, padding: 12, flexWrap: 'wrap' },
    '.single-layout__content': { flex: 1, display: 'flex', flexDirection: 'column' },
    // A page's own bar at the foot of the screen (useStickyBar) is where the scroll-to-top button would be.
    [`html[${STICKY_BAR_ATTRIBUTE}] .scroll-to-top`]: { display: 'none' },
    // Room at the foot for the scroll-to-top button (24 px up, 40 px tall), so it covers nothing at the end of a page.
    '.configured-content': { padding: '16px 16px 80px', minWidth: 0 },
    // The side menu: held at the top of the screen as the page scrolls, scrolling on its own when taller.
    '.ant-layout-sider.configured-sider': { position: 'sticky', top: 0, height: '100vh', overflowY: 'auto' },
  }));
}
