import { applyChange, refusalOf } from './account-settings-model.ts';
import { seedSettings } from './account-settings-seed.ts';

describe('the account settings', () => {
  it('take a change of some details or notifications and keep the rest', () => {
    const changed = applyChange(seedSettings(), { account: { company: 'ร้านใหม่' }, notifications: { newOrder: false } });
    expect(changed.account).toEqual({ ...seedSettings().account, company: 'ร้านใหม่' });
    expect(changed.notifications).toEqual({ ...seedSettings().notifications, newOrder: false });
  });

  it('refuse an empty name, a username outside 3–20 of a–z 0–9 . _ -, or a bad email', () => {
    expect(refusalOf({ account: { fullName: 'ใหม่', username: 'new.user_1', email: 'new@example.com' } })).toBeUndefined();
    const refused = [{ fullName: '  ' }, { username: 'ab' }, { username: 'Somchai' }, { email: 'a@b' }].map((account) => refusalOf({ account }));
    expect(refused.every(Boolean)).toBe(true);
  });
});
