// A 401 holds the failing requests while ONE refresh runs, then retries them with the new token;
// a refused refresh clears the session and reloads the page, which then asks to sign in.
import type { Page } from '@playwright/test';
import { expect, test } from '../support/test.ts';
import { deposit, registerMember, storedKeys, storeSession } from '../support/accounts.ts';

function watchCalls(page: Page) {
  const refreshes: string[] = [];
  const unauthorized: string[] = [];
  /** The API paths answered with success after one of them was refused. */
  const succeededAfter: string[] = [];
  page.on('request', (request) => {
    if (new URL(request.url()).pathname === '/api/auth/refresh-token') refreshes.push(request.url());
  });
  page.on('response', (response) => {
    const { pathname } = new URL(response.url());
    if (response.status() === 401) unauthorized.push(pathname);
    else if (response.ok() && unauthorized.includes(pathname)) succeededAfter.push(pathname);
  });
  return { refreshes, unauthorized, succeededAfter };
}

test('requests failing together share one refresh and then succeed', async ({ page, request }) => {
  const member = await registerMember(request);
  await deposit(request, member, 300);
  // The stored access token is no longer accepted (expired or forged); the refresh token is good.
  await storeSession(page, { ...member, token: 'expired.access.token' });
  const calls = watchCalls(page);

  await page.goto('/tanghuay-round');

  await expect(page.getByTestId('balance-amount')).toHaveText('300.00 THB');
  // Which reads went out before the refresh depends on timing (the page's own reads may too); each
  // refused one was sent again after the one refresh, and succeeded.
  expect(calls.unauthorized).toEqual(expect.arrayContaining(['/api/auth/me', '/api/seamless/wallet/show']));
  await expect.poll(() => [...new Set(calls.succeededAfter)].sort()).toEqual([...new Set(calls.unauthorized)].sort());
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

test.describe('two tabs of one browser whose access token expired', () => {
  /** Signs the member in, with an access token the API no longer accepts, in two tabs of one browser. */
  async function twoTabs(page: Page, member: Awaited<ReturnType<typeof registerMember>>) {
    await storeSession(page, { ...member, token: 'expired.access.token' });
    const other = await page.context().newPage();
    const refreshes: string[] = [];
    page.context().on('request', (request) => {
      if (new URL(request.url()).pathname === '/api/auth/refresh-token') refreshes.push(request.postDataJSON().refreshToken);
    });
    return { tabs: [page, other], refreshes };
  }

  async function expectSignedIn(tabs: Page[], balance: string) {
    for (const tab of tabs) {
      await expect(tab).toHaveURL(/\/tanghuay-round$/);
      await expect(tab.getByTestId('balance-amount')).toHaveText(balance);
    }
  }

  test('refresh once for both tabs, and both stay signed in', async ({ page, request }) => {
    const member = await registerMember(request);
    await deposit(request, member, 250);
    const { tabs, refreshes } = await twoTabs(page, member);

    await Promise.all(tabs.map((tab) => tab.goto('/tanghuay-round')));

    await expectSignedIn(tabs, '250.00 THB');
    expect(refreshes).toEqual([member.refreshToken]);
    // Both go on with the new pair: a reload of each is still signed in.
    await Promise.all(tabs.map((tab) => tab.reload()));
    await expectSignedIn(tabs, '250.00 THB');
  });

  test.describe('in a browser without Web Locks', () => {
    test.beforeEach(async ({ context }) => {
      await context.addInitScript(() => Object.defineProperty(navigator, 'locks', { value: undefined }));
    });

    test('both spend the same refresh token at the same moment, get the same pair and stay signed in', async ({ page, request }) => {
      const member = await registerMember(request);
      await deposit(request, member, 120);
      const { tabs, refreshes } = await twoTabs(page, member);
      // Both refreshes are held until both have been sent, so they reach the API together.
      let held = 0;
      let release: () => void = () => {};
      const bothSent = new Promise<void>((resolve) => (release = resolve));
      await page.context().route('**/api/auth/refresh-token', async (route) => {
        if (++held === 2) release();
        await bothSent;
        await route.continue();
      });

      await Promise.all(tabs.map((tab) => tab.goto('/tanghuay-round')));

      await expectSignedIn(tabs, '120.00 THB');
      expect(refreshes).toEqual([member.refreshToken, member.refreshToken]);
      await Promise.all(tabs.map((tab) => tab.reload()));
      await expectSignedIn(tabs, '120.00 THB');
    });
  });
});
