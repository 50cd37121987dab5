// A back-office page's controls sized for a thumb on phones (below antd's `sm`, 576 px): every
// button, box and choice of the page and of its dialogs at least 44 px high. Wider screens keep the
// back office's desktop sizes. The tree stays the same whatever the width, so turning a phone keeps
// what was typed.
import { ConfigProvider, Grid } from 'antd';
import type { ReactNode } from 'react';

/** The least height of a control on a phone. */
export const THUMB_PX = 44;

// A choice of a Segmented sits 2 px inside its track on each side.
const PHONE_THEME = { token: { controlHeight: THUMB_PX }, components: { Segmented: { controlHeight: THUMB_PX + 4 } } };
const WIDE_THEME = {};

export function PhoneSized({ children }: { children: ReactNode }) {
  const wide = Grid.useBreakpoint().sm === true;
  return <ConfigProvider theme={wide ? WIDE_THEME : PHONE_THEME}>{children}</ConfigProvider>;
}
