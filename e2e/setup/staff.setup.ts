// Before the journeys: one administrator per parallel slot (support/staff.ts), created by the
// demo administrator through the back office.
import { expect, test } from '@playwright/test';
import { DEMO, logIn, MEMBER_PASSWORD } from '../support/accounts.ts';
import { createAccount, slotAdminName } from '../support/staff.ts';

test('the demo administrator creates an administrator for each parallel slot', async ({ request }) => {
  const admin = await logIn(request, DEMO.admin);
  const workers = test.info().config.workers;
  for (let slot = 0; slot < workers; slot++) {
    await createAccount(request, admin, { username: slotAdminName(slot), role: 'admin' });
    const slotAdmin = await logIn(request, { username: slotAdminName(slot), password: MEMBER_PASSWORD });
    expect(slotAdmin.userData.role).toBe('admin');
  }
});
