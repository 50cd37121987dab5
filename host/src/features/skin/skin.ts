// The skin (docs/architecture.md#host-and-remotes): semi-dark by default (dark header and menus,
// light content), light, or dark. Kept in localStorage under `skin`; the dark skin puts the `dark`
// class on <body>.
import { storedChoice, useStoredChoice } from '@tanghuay/shared-auth';

export const SKINS = ['semi-dark', 'light', 'dark'] as const;
export type Skin = (typeof SKINS)[number];

export const SKIN_STORAGE_KEY = 'skin';
export const DEFAULT_SKIN: Skin = 'semi-dark';
export const DARK_BODY_CLASS = 'dark';

const skin = storedChoice<Skin>(SKIN_STORAGE_KEY, SKINS, DEFAULT_SKIN, (value) => {
  if (typeof document !== 'undefined') document.body.classList.toggle(DARK_BODY_CLASS, value === 'dark');
});

export const setSkin = skin.set;

export function useSkin(): Skin {
  return useStoredChoice(skin);
}
