// The main menu ("เมนูหลัก"): home, deposit and withdraw only for usertype member whose id is not
// the configured excluded one; place a bet and my slips for everyone; the money history and the
// account page for every usertype member.
import type { Page } from '@playwright/test';
import { type LoginAnswer, registerMember, storeSession } from '../support/accounts.ts';
import { expect, test } from '../support/test.ts';

const BETTING_ONLY = ['แทงหวย', 'โพยของฉัน'];
const ACCOUNT = ['ประวัติการเงิน', 'บัญชีของฉัน'];
const EVERYTHING = ['หน้าแรก', 'ฝากเงิน', 'ถอนเงิน', ...BETTING_ONLY, ...ACCOUNT];

async function menuOf(page: Page, user: LoginAnswer): Promise<string[]> {
  await storeSession(page, user);
  await page.goto('/tanghuay-round');
  await page.getByRole('button', { name: 'เปิดเมนูหลัก' }).click();
  const menu = page.getByRole('dialog', { name: 'เมนูหลัก' }).getByRole('navigation', { name: 'เมนูหลัก' });
  await expect(menu).toBeVisible();
  return menu.getByRole('link').allInnerTexts();
}

test('a member sees home, deposit, withdraw, place a bet, my slips, the money history and the account page; only the open page is marked', async ({ page, request }) => {
  expect(await menuOf(page, await registerMember(request))).toEqual(EVERYTHING);

  // The money history lives under the account's address; the account's entry is not marked with it.
  await page.goto('/tanghuay-account/transactions');
  await page.getByRole('button', { name: 'เปิดเมนูหลัก' }).click();
  const menu = page.getByRole('dialog', { name: 'เมนูหลัก' }).getByRole('navigation', { name: 'เมนูหลัก' });
  await expect(menu.locator('[aria-current="page"]')).toHaveText(['ประวัติการเงิน']);
});

test('another usertype (an administrator) sees only place a bet and my slips', async ({ page, staff }) => {
  expect(await menuOf(page, await staff.signedIn('admin'))).toEqual(BETTING_ONLY);
});

test('the excluded member id sees place a bet, my slips and the account pages only', { tag: '@once' }, async ({ page, request, staff }) => {
  const excluded = await registerMember(request);
  const admin = await staff.signedIn('admin');
  const headers = { authorization: `Bearer ${admin.token}` };
  const before = await (await request.get('/api/site/config')).json();
  const setExcluded = (menuExcludedUserId: number | null) =>
    request.put('/api/backoffice/site/config', { headers, data: { menuExcludedUserId, layout: before.layout } });
  expect((await setExcluded(excluded.userData.userID)).status()).toBe(200);
  try {
    expect(await menuOf(page, excluded)).toEqual([...BETTING_ONLY, ...ACCOUNT]);
    // Any other member still sees everything.
    expect(await menuOf(page, await registerMember(request))).toEqual(EVERYTHING);
  } finally {
    await setExcluded(before.menuExcludedUserId);
  }
});

test('every main-menu and bottom-navigation link opens its own page', async ({ page, request }) => {
  await storeSession(page, await registerMember(request));
  await page.goto('/tanghuay-round');
  const menuLinks = async () => {
    await page.getByRole('button', { name: 'เปิดเมนูหลัก' }).click();
    return page.getByRole('dialog', { name: 'เมนูหลัก' }).getByRole('navigation', { name: 'เมนูหลัก' }).getByRole('link');
  };
  const count = await (await menuLinks()).count();
  await page.keyboard.press('Escape');
  for (let n = 0; n < count; n += 1) {
    const link = (await menuLinks()).nth(n);
    const path = await link.getAttribute('href');
    await link.click();
    // The menu closes on the chosen page: nothing of it is left over the page.
    await expect(page.getByRole('dialog', { name: 'เมนูหลัก' })).toBeHidden();
    await expect(page).toHaveURL((url) => url.pathname === path);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    // Still there once the page has loaded: nothing sent the member elsewhere.
    await expect(page).toHaveURL((url) => url.pathname === path);
  }
  const bottom = page.getByRole('navigation', { name: 'เมนูด้านล่าง' });
  for (const name of ['ผลรางวัล', 'แทงหวย', 'โพย']) {
    const link = bottom.getByRole('link', { name, exact: true });
    const path = await link.getAttribute('href');
    await link.click();
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page).toHaveURL((url) => url.pathname === path);
  }
});
