// The main menu ("เมนูหลัก"): home, deposit and withdraw only for usertype member whose id is not
// the configured excluded one; place a bet and my slips for everyone.
import type { Page } from '@playwright/test';
import { type LoginAnswer, registerMember, storeSession } from '../support/accounts.ts';
import { expect, test } from '../support/test.ts';

const EVERYTHING = ['หน้าแรก', 'ฝากเงิน', 'ถอนเงิน', 'แทงหวย', 'โพยของฉัน'];
const BETTING_ONLY = ['แทงหวย', 'โพยของฉัน'];

async function menuOf(page: Page, user: LoginAnswer): Promise<string[]> {
  await storeSession(page, user);
  await page.goto('/tanghuay-round');
  await page.getByRole('button', { name: 'เปิดเมนูหลัก' }).click();
  const menu = page.getByRole('dialog', { name: 'เมนูหลัก' }).getByRole('navigation', { name: 'เมนูหลัก' });
  await expect(menu).toBeVisible();
  return menu.getByRole('link').allInnerTexts();
}

test('a member sees home, deposit, withdraw, place a bet and my slips', async ({ page, request }) => {
  expect(await menuOf(page, await registerMember(request))).toEqual(EVERYTHING);
});

test('another usertype (an administrator) sees only place a bet and my slips', async ({ page, staff }) => {
  expect(await menuOf(page, await staff.signedIn('admin'))).toEqual(BETTING_ONLY);
});

test('the excluded member id sees only place a bet and my slips', { tag: '@once' }, async ({ page, request, staff }) => {
  const excluded = await registerMember(request);
  const admin = await staff.signedIn('admin');
  const headers = { authorization: `Bearer ${admin.token}` };
  const before = await (await request.get('/api/site/config')).json();
  const setExcluded = (menuExcludedUserId: number | null) =>
    request.put('/api/backoffice/site/config', { headers, data: { menuExcludedUserId, layout: before.layout } });
  expect((await setExcluded(excluded.userData.userID)).status()).toBe(200);
  try {
    expect(await menuOf(page, excluded)).toEqual(BETTING_ONLY);
    // Any other member still sees everything.
    expect(await menuOf(page, await registerMember(request))).toEqual(EVERYTHING);
  } finally {
    await setExcluded(before.menuExcludedUserId);
  }
});
