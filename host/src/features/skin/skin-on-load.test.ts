// A page load with the dark skin kept: the module is imported only after the storage is prepared.
describe('the skin on page load', () => {
  it('comes back dark, with the dark class on <body>', async () => {
    localStorage.setItem('skin', 'dark');
    await import('./skin.ts');

    expect(document.body.classList.contains('dark')).toBe(true);
  });
});
