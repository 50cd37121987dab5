// The back office is remote-lotto's own exposed module (`./backoffice`, docs/backoffice.md): the
// guard decides from the page table before anything is fetched, so a member who opens a back-office
// address is sent to the lottery without downloading a byte of it, while staff get it on their
// first back-office page.
import type { Page } from '@playwright/test';
import { registerMember, storeSession } from '../support/accounts.ts';
import { expect, test } from '../support/test.ts';

/** Every file the page fetches from the lottery remote whose name says back office. */
function backofficeDownloads(page: Page): string[] {
  const urls: string[] = [];
  page.on('request', (request) => {
    const { pathname } = new URL(request.url());
    if (pathname.startsWith('/remotes/lotto/') && /backoffice/i.test(pathname)) urls.push(pathname);
  });
  return urls;
}

test('a member opening back-office addresses is sent to the lottery and downloads no back-office chunk', async ({ page, request }) => {
  const member = await registerMember(request);
  await storeSession(page, member);
  const downloads = backofficeDownloads(page);

  for (const address of ['/dashboard', '/backoffice/deposits', '/backoffice/members', '/manage-lotto-status', '/LottoAgent']) {
    await page.goto(address);
    await expect(page).toHaveURL(/\/tanghuay-round$/);
    await expect(page.getByRole('heading', { name: 'เลือกรอบแทงหวย', level: 1 })).toBeVisible();
  }
  expect(downloads).toEqual([]);
});

test('staff get the back office on their first back-office page', async ({ page, staff }) => {
  const operator = await staff.signedIn('agadmin');
  await storeSession(page, operator);
  const downloads = backofficeDownloads(page);

  await page.goto('/dashboard');
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByRole('heading', { name: 'แดชบอร์ด', level: 1 })).toBeVisible();
  expect(downloads.some((url) => /backoffice-home/.test(url))).toBe(true);
});
