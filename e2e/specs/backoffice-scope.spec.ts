// An agent's back office reaches its own members only (docs/backoffice.md#rights): its member list
// shows them and not another agent's, and the address of another agent's member answers the
// not-found page, as if that member did not exist.
import { expect, test } from '../support/test.ts';
import { freshUsername, storeSession } from '../support/accounts.ts';
import { keepScreenshot } from '../support/lotto.ts';
import { createAccount } from '../support/staff.ts';

test('an agent sees its own member and not another agent’s @backoffice', async ({ page, request, staff }, testInfo) => {
  const agent = await staff.signedIn('master');
  const otherAgent = await staff.signedIn('master');
  const own = freshUsername('own');
  const foreign = freshUsername('oth');
  const ownId = await createAccount(request, agent, { username: own, role: 'member' });
  const foreignId = await createAccount(request, otherAgent, { username: foreign, role: 'member' });
  await storeSession(page, agent);

  await page.goto('/backoffice/members');
  await expect(page.getByRole('heading', { name: 'สมาชิก', level: 1 })).toBeVisible();
  await expect(page.getByRole('link', { name: own })).toBeVisible();
  await expect(page.getByText(foreign)).toHaveCount(0);
  await keepScreenshot(page, testInfo, 'agent-members');

  await page.getByRole('link', { name: own }).click();
  await expect(page).toHaveURL(new RegExp(`/backoffice/members/${ownId}$`));
  await expect(page.getByRole('heading', { name: own, level: 1 })).toBeVisible();

  await page.goto(`/backoffice/members/${foreignId}`);
  await expect(page).toHaveURL(/\/error-404$/);
  await expect(page.getByText(foreign)).toHaveCount(0);
  await keepScreenshot(page, testInfo, 'agent-foreign-member');
});
