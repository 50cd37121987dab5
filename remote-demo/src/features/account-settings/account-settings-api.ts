// The account settings page's endpoints, answered in the browser (lib/fake-api.ts); the settings
// are kept in this browser's localStorage as a list of one.
import { FakeApiError, fakeApi } from '../../lib/fake-api.ts';
import { storedList } from '../../lib/stored-list.ts';
import { type AccountSettings, applyChange, refusalOf, type SettingsChange } from './account-settings-model.ts';
import { seedSettings } from './account-settings-seed.ts';

const settings = storedList<AccountSettings>('account-settings', () => [seedSettings()]);
const current = () => settings.read()[0] ?? seedSettings();

export const accountSettingsApi = fakeApi([
  { method: 'GET', pattern: '/pages/account-setting', answer: current },
  {
    method: 'PATCH',
    pattern: '/pages/account-setting',
    answer: ({ body }) => {
      const change = body as SettingsChange;
      const refusal = refusalOf(change);
      if (refusal) throw new FakeApiError(400, refusal);
      const changed = applyChange(current(), change);
      settings.write([changed]);
      return changed;
    },
  },
]);
