import { DEFAULT_SKIN, setSkin } from './skin.ts';

describe('the skin', () => {
  it('is semi-dark on a first visit, without the dark class', () => {
    expect(DEFAULT_SKIN).toBe('semi-dark');
    expect(localStorage.getItem('skin')).toBeNull();
    expect(document.body.classList.contains('dark')).toBe(false);
  });

  it('puts the dark class on <body> for the dark skin only, and keeps the choice', () => {
    setSkin('dark');
    expect(document.body.classList.contains('dark')).toBe(true);
    expect(localStorage.getItem('skin')).toBe('dark');

    setSkin('light');
    expect(document.body.classList.contains('dark')).toBe(false);
    expect(localStorage.getItem('skin')).toBe('light');

    setSkin('semi-dark');
    expect(document.body.classList.contains('dark')).toBe(false);
  });
});
