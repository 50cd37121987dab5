import { act, fireEvent, render, screen } from '@testing-library/react';
import { isPastScrollThreshold, ScrollToTop } from './scroll-to-top.tsx';

function scrollTo(y: number) {
  act(() => {
    Object.defineProperty(window, 'scrollY', { value: y, configurable: true });
    fireEvent.scroll(window);
  });
}

describe('the scroll-to-top button', () => {
  it('counts only more than 250 px as past the threshold', () => {
    expect(isPastScrollThreshold(0)).toBe(false);
    expect(isPastScrollThreshold(250)).toBe(false);
    expect(isPastScrollThreshold(251)).toBe(true);
  });

  it('appears after scrolling past 250 px and goes again above it', () => {
    render(<ScrollToTop />);
    expect(screen.queryByRole('button', { name: 'กลับขึ้นด้านบน' })).toBeNull();

    scrollTo(300);
    expect(screen.getByRole('button', { name: 'กลับขึ้นด้านบน' })).toBeTruthy();

    scrollTo(100);
    expect(screen.queryByRole('button', { name: 'กลับขึ้นด้านบน' })).toBeNull();
  });
});
