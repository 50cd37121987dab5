import { act, render, screen } from '@testing-library/react';
import { storedChoice, useStoredChoice } from './stored-choice.ts';

const SIZES = ['small', 'large'] as const;

beforeEach(() => localStorage.clear());

describe('storedChoice', () => {
  it('starts from the stored value and applies it', () => {
    localStorage.setItem('size', 'large');
    const applied: string[] = [];
    const size = storedChoice('size', SIZES, 'small', (value) => applied.push(value));

    expect(size.value$.value).toBe('large');
    expect(applied).toEqual(['large']);
  });

  it.each([[null], ['huge'], ['']])('falls back when the stored value is %p', (stored) => {
    if (stored !== null) localStorage.setItem('size', stored);
    expect(storedChoice('size', SIZES, 'small').value$.value).toBe('small');
  });

  it('keeps, applies and announces a change', () => {
    const applied: string[] = [];
    const size = storedChoice('size', SIZES, 'small', (value) => applied.push(value));

    size.set('large');

    expect(localStorage.getItem('size')).toBe('large');
    expect(applied).toEqual(['small', 'large']);
    expect(size.value$.value).toBe('large');
    expect(storedChoice('size', SIZES, 'small').value$.value).toBe('large');
  });

  it('re-renders the components that read it', () => {
    const size = storedChoice('size', SIZES, 'small');
    function Size() {
      return <p>{useStoredChoice(size)}</p>;
    }
    render(<Size />);
    expect(screen.getByText('small')).toBeTruthy();

    act(() => size.set('large'));
    expect(screen.getByText('large')).toBeTruthy();
  });
});
