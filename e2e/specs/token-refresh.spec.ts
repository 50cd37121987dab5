// A 401 holds the failing requests while ONE refresh runs, then retries them with the new token;
// a refused refresh clears the session and reloads the page, which then asks to sign in.
import { expect, type Page, test } from '@playwright/test';
import { deposit, registerMember, storedKeys, storeSession } from '../support/accounts.ts';

function watchCalls(page: Page) {
  const refreshes: string[] = [];
  const unauthorized: string[] = [];
  page.on('request', (request) => {
    if (new URL(request.url()).pathname === '/api/auth/refresh-token') refreshes.push(request.url());
  });
  page.on('response', (response) => {
    if (response.status() === 401) unauthorized.push(new URL(response.url()).pathname);
  });
  return { refreshes, unauthorized };
}

test('requests failing together share one refresh and then succeed', async ({ page, request }) => {
  const member = await registerMember(request);
  await deposit(request, member, 300);
  // The stored access token is no longer accepted (expired or forged); the refresh token is good.
  await storeSession(page, { ...member, token: 'expired.access.token' });
  const calls = watchCalls(page);

  await page.goto('/tanghuay-round');

  await expect(page.getByTestId('balance-amount')).toHaveText('300');
  expect(calls.unauthorized.sort()).toEqual(['/api/auth/me', '/api/seamless/wallet/show']);
  expect(calls.refreshes).toHaveLength(1);
  const stored = await page.evaluate(() => ({ token: localStorage.getItem('token'), refresh: localStorage.getItem('refreshToken') }));
  expect(stored.token).not.toBe('expired.access.token');
  expect(stored.refresh).not.toBe(member.refreshToken);
});

test('a refused refresh clears the stored session and brings the sign-in page', async ({ page, request }) => {
  const member = await registerMember(request);
  await storeSession(page, { ...member, token: 'expired.access.token', refreshToken: 'revoked-refresh-token' });
  const calls = watchCalls(page);

  await page.goto('/tanghuay-round');

  await expect(page).toHaveURL(/\/login-next$/);
  await expect(page.getByText('เซสชันหมดอายุ กรุณาเข้าสู่ระบบใหม่')).toBeVisible();
  expect(await storedKeys(page)).toEqual([]);
  expect(calls.refreshes).toHaveLength(1);
});
