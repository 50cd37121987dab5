// A page with a bar of its own at the foot of the screen (bet entry's amount to pay and the way to
// review the slip) marks the document while it is shown; the host's floating scroll-to-top button
// then stays away, so that nothing fixed covers a control (docs/architecture.md, "What the host owns").
import { useEffect } from 'react';

/** The attribute on the document's root while a page shows a bar of its own at the foot of the screen. */
export const STICKY_BAR_ATTRIBUTE = 'data-sticky-bar';

/** Marks the document as showing a sticky bar for as long as the calling component is shown. */
export function useStickyBar(): void {
  useEffect(() => {
    const root = document.documentElement;
    root.setAttribute(STICKY_BAR_ATTRIBUTE, '');
    return () => root.removeAttribute(STICKY_BAR_ATTRIBUTE);
  }, []);
}
