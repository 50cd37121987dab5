// Entering /login-next clears all of localStorage and is always allowed, signed in or not.
import { expect, test } from '../support/test.ts';
import { registerMember, storedKeys, storeSession } from '../support/accounts.ts';

test('clears every stored key of a signed-in member, ends the session and shows the sign-in form', async ({ page, request }) => {
  const member = await registerMember(request);
  await storeSession(page, member);
  await page.goto('/tanghuay-round');
  await expect(page.getByTestId('header-balance')).toBeVisible();
  await page.evaluate(() => {
    localStorage.setItem('BreakToken', 'break-1');
    localStorage.setItem('printListAuto', 'true');
  });
  expect(await storedKeys(page)).toEqual(['BreakToken', 'UserToken', 'printListAuto', 'refreshToken', 'token', 'userData']);

  await page.goto('/login-next');

  await expect(page).toHaveURL(/\/login-next$/);
  await expect(page.getByRole('button', { name: 'เข้าสู่ระบบ' })).toBeVisible();
  expect(await storedKeys(page)).toEqual([]);
  // The server was told too: the old access token no longer opens anything.
  await expect
    .poll(async () => (await request.get('/api/auth/me', { headers: { authorization: `Bearer ${member.token}` } })).status())
    .toBe(401);
});

test('is open to a signed-out visitor', async ({ page }) => {
  await page.goto('/login-next');
  await expect(page).toHaveURL(/\/login-next$/);
  await expect(page.getByRole('button', { name: 'เข้าสู่ระบบ' })).toBeVisible();
});
