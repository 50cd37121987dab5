// Every control a member touches is at least 44×44 px and nothing covers it (docs/testing.md,
// "Touch targets"): every member page, the header and its open menu, sign-in and registration, and
// bet entry v1 and v2 empty, with a line in the slip and with the slip under review — each at the
// top and scrolled to the bottom, on the phone (360×740, touch) and the desktop (1280×800).
import type { Page } from '@playwright/test';
import { deposit, registerMember, storeSession } from '../support/accounts.ts';
import { addNumbers, chooseGroup, memberOnBetEntry } from '../support/bet-entry.ts';
import { expectTouchable } from '../support/layout.ts';
import { placeSlip, roundsThatStayOpen } from '../support/slips.ts';
import { expect, test } from '../support/test.ts';

/** Waits for the page's heading and for whatever it was still loading. */
async function settled(page: Page): Promise<void> {
  await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
  await expect(page.locator('.ant-skeleton, .ant-spin-spinning')).toHaveCount(0);
}

/** Checks the page as it is, then scrolled to the bottom (then back at the top). */
async function checkTopAndBottom(page: Page, label: string): Promise<void> {
  await expectTouchable(page, `${label}, at the top`);
  await page.evaluate(() => window.scrollTo({ top: document.documentElement.scrollHeight, behavior: 'instant' }));
  await expectTouchable(page, `${label}, scrolled to the bottom`);
  await page.evaluate(() => window.scrollTo({ top: 0, behavior: 'instant' }));
}

test('sign-in and registration', async ({ page }) => {
  for (const path of ['/', '/login-v1', '/register']) {
    await page.goto(path);
    await settled(page);
    await checkTopAndBottom(page, path);
  }
});

test('every member page, the header and the open main menu', async ({ page, request }) => {
  test.slow(); // a dozen pages, each twice
  const member = await registerMember(request);
  await deposit(request, member, 100);
  const [round] = await roundsThatStayOpen(request, member);
  const slip = await placeSlip(request, member, round.id, [{ type: '2top', number: '47', amount: 5 }]);
  await storeSession(page, member);

  const pages = [
    '/tanghuay-home',
    '/tanghuay-round',
    '/tanghuay-online/list',
    `/tanghuay-online/list-detail/${slip.id}`,
    '/tanghuay-online/number-sets',
    '/tanghuay-online/result',
    '/tanghuay-online/winlose',
    '/tanghuay-deposit',
    '/tanghuay-withdraw',
    '/tanghuay-account',
    '/tanghuay-account/transactions',
  ];
  for (const path of pages) {
    await page.goto(path);
    await settled(page);
    await checkTopAndBottom(page, path);
  }

  await page.getByRole('button', { name: 'เปิดเมนูหลัก' }).click();
  await expect(page.getByRole('dialog', { name: 'เมนูหลัก' })).toBeVisible();
  await expectTouchable(page, 'the open main menu');
});

for (const variant of ['v1', 'v2'] as const) {
  test(`bet entry ${variant}: empty, with a line in the slip, and the slip under review`, async ({ page, request }) => {
    test.slow();
    await memberOnBetEntry(page, request, { baht: 100 });
    if (variant === 'v2') {
      await page.getByRole('link', { name: 'แทงแบบตาราง/วางโพย' }).click();
      await expect(page).toHaveURL(/\/tanghuay-online-v2\//);
    }
    await settled(page);
    await checkTopAndBottom(page, `bet entry ${variant}, empty`);

    if (variant === 'v1') {
      await chooseGroup(page, '2 ตัว');
      await addNumbers(page, { types: ['2 ตัวบน'], typed: ['47'], stakes: { '2 ตัวบน': '5' }, expected: 1 });
    } else {
      await page.getByTestId('paste-box').fill('47=5');
      await page.getByRole('button', { name: 'อ่านโพย' }).click();
    }
    await expect(page.getByTestId('draft-line')).toHaveCount(1);
    // The toast saying so has come and gone (it slides up over the header as it leaves).
    await expect(page.locator('.ant-message-notice')).toHaveCount(0, { timeout: 10_000 });
    await checkTopAndBottom(page, `bet entry ${variant}, a line in the slip`);

    await page.getByRole('button', { name: 'ตรวจสอบโพย' }).click();
    await expect(page.getByTestId('slip-summary')).toBeVisible();
    await checkTopAndBottom(page, `bet entry ${variant}, the slip under review`);
  });
}
