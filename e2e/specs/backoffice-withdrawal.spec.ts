// A withdrawal from the member's request to the money paid out, through the back office's queue
// (docs/backoffice.md): the member asks, an administrator finds the request on /backoffice/withdrawals
// with the member's bank account in full, approves it, and the member's page shows it as paid.
import { expect, test } from '../support/test.ts';
import { deposit, registerMember, storeSession } from '../support/accounts.ts';
import { balanceOf, headerBalance, keepScreenshot } from '../support/lotto.ts';

test('a member asks to withdraw, an administrator approves it on the queue, and the member sees it paid @backoffice', async ({ browser, page, request, staff }, testInfo) => {
  const member = await registerMember(request);
  await deposit(request, member, 1000);
  await storeSession(page, member);
  await page.goto('/tanghuay-withdraw');
  await page.getByLabel('จำนวนเงินที่ต้องการถอน (บาท)').fill('300');
  await page.getByRole('button', { name: 'ถอนเงิน', exact: true }).click();
  await page.getByRole('dialog', { name: 'ยืนยันการถอนเงิน' }).getByRole('button', { name: 'ยืนยันถอนเงิน' }).click();
  const card = page.getByRole('article', { name: /^รายการ #\d+$/ }).first();
  await expect(card.getByText('รอตรวจสอบ', { exact: true })).toBeVisible();
  const id = ((await card.getAttribute('aria-label')) ?? '').replace('รายการ #', '');

  const admin = await staff.signedIn('admin');
  const office = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  const queue = await office.newPage();
  await storeSession(queue, admin);
  await queue.goto(`/backoffice/withdrawals?q=${member.userData.username}`);
  await expect(queue.getByRole('heading', { name: 'รายการถอนเงิน', level: 1 })).toBeVisible();
  const row = queue.getByRole('row').filter({ hasText: member.userData.username });
  await expect(row).toContainText(`#${id}`);
  await expect(row).toContainText('300');
  // Paid into the member's registered account, shown in full to the one paying.
  await expect(row).toContainText(/KBANK \d{10}/);
  await keepScreenshot(queue, testInfo, 'withdrawal-queue');
  await row.getByRole('button', { name: 'อนุมัติ', exact: true }).click();
  const dialog = queue.getByRole('dialog', { name: 'ยืนยันการโอนเงินถอน' });
  await expect(dialog).toContainText(member.userData.username);
  await dialog.getByRole('button', { name: 'อนุมัติ', exact: true }).click();
  await expect(queue.getByText(`อนุมัติรายการ #${id} แล้ว`)).toBeVisible();
  await expect(row).toHaveCount(0);
  await office.close();

  // The member's page reads pending requests again by itself.
  await expect(card.getByText('โอนเงินแล้ว', { exact: true })).toBeVisible({ timeout: 15_000 });
  expect(await balanceOf(request, member)).toBe(700);
  await expect(page.getByTestId('balance-amount')).toHaveText(headerBalance(700));
});
