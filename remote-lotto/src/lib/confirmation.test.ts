import { confirmationFor } from './confirmation.ts';

describe('confirmationFor', () => {
  it('makes a new key for a first confirmation', () => {
    const confirmation = confirmationFor(null, '{"amount":500}');
    expect(confirmation.content).toBe('{"amount":500}');
    expect(confirmation.key).toMatch(/^[0-9a-f]{32}$/);
  });

  it('sends the same key again when the same content is confirmed after a failure', () => {
    const first = confirmationFor(null, '{"amount":500}');
    expect(confirmationFor(first, '{"amount":500}')).toBe(first);
  });

  it('makes a new key for other content', () => {
    const first = confirmationFor(null, '{"amount":500}', () => 'first');
    expect(confirmationFor(first, '{"amount":300}', () => 'second')).toEqual({ content: '{"amount":300}', key: 'second' });
  });
});
