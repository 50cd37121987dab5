import { accountSettingsApi } from './account-settings-api.ts';
import type { AccountSettings } from './account-settings-model.ts';
import { seedSettings } from './account-settings-seed.ts';

const read = () => accountSettingsApi<AccountSettings>('GET', '/pages/account-setting');
const patch = (change: unknown) => accountSettingsApi<AccountSettings>('PATCH', '/pages/account-setting', change);

beforeEach(() => {
  localStorage.clear();
});

describe('the account settings endpoints', () => {
  it('answer the seed settings on a first visit', async () => {
    expect(await read()).toEqual(seedSettings());
  });

  it('keep a change of details or notifications for the next read, in localStorage', async () => {
    await patch({ account: { company: 'ร้านใหม่' } });
    await patch({ notifications: { productNews: true } });
    const settings = await read();
    expect(settings.account).toMatchObject({ company: 'ร้านใหม่', username: 'somchai' });
    expect(settings.notifications.productNews).toBe(true);
    expect(localStorage.getItem('tanghuay-demo:account-settings')).toContain('ร้านใหม่');
  });

  it('refuse an empty name, a bad username or email, or an unknown notification with 400, and change nothing', async () => {
    for (const change of [{ account: { fullName: ' ' } }, { account: { username: 'A B' } }, { account: { email: 'no-at' } }, { notifications: { sms: true } }]) {
      await expect(patch(change)).rejects.toMatchObject({ status: 400 });
    }
    expect(await read()).toEqual(seedSettings());
  });
});
