// A password change ends every session of the account but the browser's that made it: a member
// signed in on a phone and a laptop — here, two browser contexts holding the same session — changes
// the password on the phone. The laptop is signed out at once (its socket is closed, its wallet
// call and refresh refused) and lands on the sign-in page saying why, while the phone, another tab
// of the phone's browser included, carries on with the new session: pages load, and a deposit made
// meanwhile reaches its header through the socket. Signing in through the gateway also gives the
// browser its device cookie (the login throttle's: HttpOnly, SameSite=Strict, /api/auth only).
import { randomUUID } from 'node:crypto';
import type { Page } from '@playwright/test';
import { type LoginAnswer, MEMBER_PASSWORD, registerMember, storedKeys, storeSession } from '../support/accounts.ts';
import { keepScreenshot } from '../support/lotto.ts';
import { baseURL } from '../support/stack.ts';
import { expect, test } from '../support/test.ts';

/** What the page stored of its session, as a login answer. */
async function storedSession(page: Page, member: LoginAnswer): Promise<LoginAnswer> {
  const stored = await page.evaluate(() => ({
    token: localStorage.getItem('token') ?? '',
    refreshToken: localStorage.getItem('refreshToken') ?? '',
    UserToken: localStorage.getItem('UserToken') ?? '',
    userData: JSON.parse(localStorage.getItem('userData') ?? '{}') as LoginAnswer['userData'],
  }));
  return { ...member, ...stored };
}

test('changing the password on one device signs the other out at once, and this browser stays signed in', async ({ page, browser, request }, testInfo) => {
  const member = await registerMember(request);
  const { username } = member.userData;

  // The phone signs in through the form; the gateway passes the API's device cookie.
  await page.goto('/login-next');
  await page.getByLabel('ชื่อผู้ใช้').fill(username);
  await page.getByLabel('รหัสผ่าน', { exact: true }).fill(MEMBER_PASSWORD);
  await page.getByRole('button', { name: 'เข้าสู่ระบบ' }).click();
  await expect(page).toHaveURL(/\/tanghuay-round$/);
  const cookies = await page.context().cookies();
  expect(cookies.find((cookie) => cookie.name === 'tanghuay_device')).toMatchObject({
    path: '/api/auth',
    httpOnly: true,
    sameSite: 'Strict',
    value: expect.stringMatching(new RegExp(`^${username}\\.`)),
  });
  const session = await storedSession(page, member);

  // The laptop holds the same session; the phone has a second tab open.
  const laptop = await (await browser.newContext({ baseURL })).newPage();
  await storeSession(laptop, session);
  await laptop.goto('/tanghuay-round');
  await expect(laptop.getByTestId('balance-amount')).toHaveText('0.00 THB');
  const phoneTab = await page.context().newPage();
  await phoneTab.goto('/tanghuay-round');
  await expect(phoneTab.getByTestId('balance-amount')).toHaveText('0.00 THB');

  await page.goto('/tanghuay-account');
  const section = page.getByRole('region', { name: 'เปลี่ยนรหัสผ่าน', exact: true });
  await expect(section).toContainText('เมื่อเปลี่ยนรหัสผ่าน อุปกรณ์อื่นที่เข้าสู่ระบบอยู่จะถูกออกจากระบบทันที');
  const newPassword = `new${randomUUID().slice(0, 8)}7`;
  await section.getByLabel('รหัสผ่านปัจจุบัน').fill(MEMBER_PASSWORD);
  await section.getByLabel('รหัสผ่านใหม่', { exact: true }).fill(newPassword);
  await section.getByLabel('ยืนยันรหัสผ่านใหม่').fill(newPassword);
  await section.getByRole('button', { name: 'เปลี่ยนรหัสผ่าน' }).click();
  await expect(section.getByText('เปลี่ยนรหัสผ่านแล้ว อุปกรณ์อื่นถูกออกจากระบบแล้ว ครั้งต่อไปให้เข้าสู่ระบบด้วยรหัสผ่านใหม่')).toBeVisible();

  // The laptop: signed out without a click, told why, nothing left stored.
  await expect(laptop).toHaveURL(/\/login-next$/);
  await expect(laptop.getByText('เซสชันของคุณสิ้นสุดแล้ว เนื่องจากมีการเข้าสู่ระบบหรือเปลี่ยนรหัสผ่านจากอุปกรณ์อื่น')).toBeVisible();
  expect(await storedKeys(laptop)).toEqual([]);
  await keepScreenshot(laptop, testInfo, 'password-change-other-device');

  // The phone: the new session is stored, and both tabs carry on with it.
  const renewed = await storedSession(page, member);
  expect(renewed.token).not.toBe(session.token);
  expect(renewed.userData.count_login).toBe(session.userData.count_login + 1);
  await expect(page).toHaveURL(/\/tanghuay-account$/);
  await keepScreenshot(page, testInfo, 'password-change-done');
  const deposited = await request.post('/api/wallet/deposits', {
    headers: { authorization: `Bearer ${renewed.token}`, 'idempotency-key': randomUUID() },
    data: { amount: 150 },
  });
  expect(deposited.status(), await deposited.text()).toBe(201);
  // The other tab's socket signed in again with the stored token: the deposit is pushed to it.
  await expect(phoneTab.getByTestId('balance-amount')).toHaveText('150.00 THB');
  await expect(phoneTab).toHaveURL(/\/tanghuay-round$/);
  await page.goto('/tanghuay-round');
  await expect(page.getByTestId('balance-amount')).toHaveText('150.00 THB');
  await laptop.context().close();
});
