import { confirmationFor } from './confirmation.ts';

describe('confirmationFor', () => {
  it('makes a new key for a first confirmation', () => {
    const confirmation = confirmationFor(null, 50_000);
    expect(confirmation.satang).toBe(50_000);
    expect(confirmation.key).toMatch(/^[0-9a-f]{32}$/);
  });

  it('sends the same key again when the same amount is confirmed after a failure', () => {
    const first = confirmationFor(null, 50_000);
    expect(confirmationFor(first, 50_000)).toBe(first);
  });

  it('makes a new key for another amount', () => {
    const first = confirmationFor(null, 50_000, () => 'first');
    expect(confirmationFor(first, 30_000, () => 'second')).toEqual({ satang: 30_000, key: 'second' });
  });
});
