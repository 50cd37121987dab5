import { renderHook } from '@testing-library/react';
import { STICKY_BAR_ATTRIBUTE, useStickyBar } from './sticky-bar.ts';

describe('a page’s sticky bar', () => {
  it('marks the document while it is shown, and no longer once it goes', () => {
    const { unmount } = renderHook(() => useStickyBar());
    expect(document.documentElement.hasAttribute(STICKY_BAR_ATTRIBUTE)).toBe(true);
    unmount();
    expect(document.documentElement.hasAttribute(STICKY_BAR_ATTRIBUTE)).toBe(false);
  });
});
