// A reload keeps the permissions: the ability starts from the stored user's rules. The module is
// imported only after the storage is prepared, so it is evaluated fresh for this file.
import { userDataFor } from './testing/fixtures.ts';

describe('the ability on page load', () => {
  it('starts from the stored user data', async () => {
    localStorage.setItem('userData', JSON.stringify(userDataFor('client')));
    const { canNavigate } = await import('./abilities.ts');

    expect(canNavigate({ resource: 'ACL' })).toBe(true);
    expect(canNavigate({ resource: 'Seamless' })).toBe(false);
  });
});
