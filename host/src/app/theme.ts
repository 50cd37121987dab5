// The one antd theme of the page (the remotes render inside it): brand colours, and the skin's
// algorithm — semi-dark = dark header and menus over light content, dark = antd's dark algorithm.
import { theme, type ThemeConfig } from 'antd';
import type { Skin } from '../features/skin/skin.ts';

export const BRAND = { primary: '#0b7a53', gold: '#f5c04a', ink: '#0f2a1f' } as const;

/**
 * The least width and height of anything a member touches on the member pages (the full and
 * single layouts; docs/architecture.md#touch-targets). The back office, a desktop staff UI, keeps
 * antd's sizes.
 */
export const TOUCH_TARGET = 44;
/** The height of a large control there (and the size of antd's FloatButton: the scroll-to-top button). */
export const TOUCH_TARGET_LG = 48;

/**
 * The member pages' sizes over the skin's theme: antd's controls at least `TOUCH_TARGET` tall in
 * every size (large ones a little more), segments whose labels are (their track adds 2 px a side).
 */
export const TOUCH_THEME: ThemeConfig = {
  token: { controlHeight: TOUCH_TARGET, controlHeightSM: TOUCH_TARGET, controlHeightLG: TOUCH_TARGET_LG },
  components: { Segmented: { controlHeight: TOUCH_TARGET + 4, controlHeightSM: TOUCH_TARGET + 4, controlHeightLG: TOUCH_TARGET_LG + 4 } },
};

/** Height of the sticky header: toasts open below it, so they never cover the balance it shows. */
export const HEADER_HEIGHT = 56;

/** The font stack: the system's own, then the Thai fonts phones and desktops carry (index.html's skeleton uses the same). */
export const FONT = "system-ui, -apple-system, 'Noto Sans Thai', 'Sukhumvit Set', 'Leelawadee UI', 'Segoe UI', sans-serif";

/** The colours of the header and side menu for a skin. */
export function chromeColours(skin: Skin): { background: string; text: string; muted: string } {
  switch (skin) {
    case 'light':
      return { background: '#ffffff', text: 'rgba(0, 0, 0, 0.88)', muted: 'rgba(0, 0, 0, 0.55)' };
    case 'dark':
      return { background: '#141414', text: 'rgba(255, 255, 255, 0.88)', muted: 'rgba(255, 255, 255, 0.6)' };
    case 'semi-dark':
      return { background: BRAND.ink, text: '#ffffff', muted: 'rgba(255, 255, 255, 0.7)' };
  }
}

export function themeFor(skin: Skin): ThemeConfig {
  const chrome = chromeColours(skin).background;
  return {
    algorithm: skin === 'dark' ? theme.darkAlgorithm : theme.defaultAlgorithm,
    token: { colorPrimary: BRAND.primary, colorLink: BRAND.primary, borderRadius: 10, fontFamily: FONT },
    components: {
      Layout: { headerBg: chrome, siderBg: chrome, headerHeight: HEADER_HEIGHT, headerPadding: '0 12px' },
      Menu: { darkItemBg: chrome, darkSubMenuItemBg: chrome, darkPopupBg: chrome },
    },
  };
}
