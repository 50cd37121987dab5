// Where the router sends people: `/` and unknown paths to round selection; the guard sends a
// signed-out visitor to sign in and a signed-in user without the right to `/`; sign-in pages send
// a signed-in user to the home of the role.
import { registerMember, storeSession } from '../support/accounts.ts';
import type { Role } from '../support/staff.ts';
import { expect, test } from '../support/test.ts';

test.describe('signed out', () => {
  test('/ and unknown paths lead to round selection, which asks to sign in first', async ({ page }) => {
    for (const path of ['/', '/no/such/page', '/tanghuay-no-such-screen', '/tanghuay-round']) {
      await page.goto(path);
      await expect(page).toHaveURL(/\/login-next$/);
      await expect(page.getByRole('button', { name: 'เข้าสู่ระบบ' })).toBeVisible();
    }
  });

  test('a lottery page asks to sign in without loading the lottery remote', async ({ page }) => {
    const lottoRequests: string[] = [];
    page.on('request', (request) => {
      if (new URL(request.url()).pathname.startsWith('/remotes/lotto/')) lottoRequests.push(request.url());
    });
    await page.goto('/tanghuay-online/list');
    await expect(page).toHaveURL(/\/login-next$/);
    expect(lottoRequests).toEqual([]);
  });
});

test.describe('signed in', () => {
  test('/ and unknown paths lead a member to round selection', async ({ page, request }) => {
    await storeSession(page, await registerMember(request));
    for (const path of ['/', '/no/such/page', '/tanghuay-no-such-screen']) {
      await page.goto(path);
      await expect(page).toHaveURL(/\/tanghuay-round$/);
      await expect(page.getByRole('heading', { name: 'เลือกรอบแทงหวย' })).toBeVisible();
    }
  });

  test('a member refused a page it may not open is sent to / and lands on round selection', async ({ page, request }) => {
    await storeSession(page, await registerMember(request));
    await page.goto('/access-control');
    await expect(page).toHaveURL(/\/tanghuay-round$/);
  });

  test('an agent refused the lottery pages is sent to / and lands on its home, the dashboard', async ({ page, staff }) => {
    await storeSession(page, await staff.signedIn('master'));
    await page.goto('/tanghuay-round');
    await expect(page).toHaveURL(/\/dashboard$/);
  });

  test('a user whose home is / itself lands on the not-authorized page', async ({ page, staff }) => {
    await storeSession(page, await staff.signedIn('user'));
    await page.goto('/tanghuay-round');
    await expect(page).toHaveURL(/\/not-authorized$/);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  });
});

test.describe('sign-in pages send a signed-in user to the home of the role', () => {
  const homes: [Role, RegExp][] = [
    ['member', /\/tanghuay-round$/],
    ['admin', /\/dashboard$/],
    ['master', /\/dashboard$/],
    ['agadmin', /\/dashboard$/],
    ['agseamless', /\/manage-lotto-status$/],
    ['AGgroup', /\/LottoAgent$/],
    ['client', /\/access-control$/],
  ];
  for (const [role, home] of homes) {
    test(`${role} → ${home.source.replaceAll('\\', '').replace('$', '')}`, async ({ page, staff }) => {
      await storeSession(page, await staff.signedIn(role));
      for (const path of ['/login-v1', '/register', '/manage-login']) {
        await page.goto(path);
        await expect(page).toHaveURL(home);
      }
    });
  }
});
