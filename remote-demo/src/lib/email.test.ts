import { isEmail } from './email.ts';

describe('a demo email address', () => {
  it('has a name, an @ and a domain with a dot, and no spaces', () => {
    expect(['somchai@example.com', 'a.b@mail.co.th'].map(isEmail)).toEqual([true, true]);
    expect(['', 'somchai', 'somchai@example', 'som chai@example.com', '@example.com'].map(isEmail)).toEqual([false, false, false, false, false]);
  });
});
