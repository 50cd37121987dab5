// The member pages' sizes (docs/architecture.md#touch-targets): inside the full and single layouts
// every antd control is at least 44×44 px — the theme's control heights, buttons and segments at
// least as wide, a radio's or checkbox's label a row as tall, and the eye of a password field a
// 44 px square around it (the shell's styles). Drawers and popups opened from these pages keep it.
import { ConfigProvider, type ConfigProviderProps } from 'antd';
import type { ReactNode } from 'react';
import { TOUCH_TARGET, TOUCH_THEME } from '../theme.ts';

/** A radio's or checkbox's label: the whole row answers a touch. */
const ROW: ConfigProviderProps['radio'] = { style: { minHeight: TOUCH_TARGET, alignItems: 'center' } };
const BUTTON: ConfigProviderProps['button'] = { style: { minWidth: TOUCH_TARGET } };
const SEGMENTED: ConfigProviderProps['segmented'] = { styles: { item: { minWidth: TOUCH_TARGET } } };
/** Marks password fields for the shell's style that widens the eye's hit area. */
export const TOUCH_PASSWORD_CLASS = 'touch-password';
const PASSWORD: ConfigProviderProps['inputPassword'] = { className: TOUCH_PASSWORD_CLASS };

export function TouchTargets({ children }: { children: ReactNode }) {
  return (
    <ConfigProvider theme={TOUCH_THEME} button={BUTTON} radio={ROW} checkbox={ROW} segmented={SEGMENTED} inputPassword={PASSWORD}>
      {children}
    </ConfigProvider>
  );
}
