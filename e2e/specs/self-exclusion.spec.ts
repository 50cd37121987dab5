// A self-excluded member's restricted session (docs/domain.md#responsible-play): signed in during the
// break, the member lands on the withdraw page, told until when it lasts, with the balance to withdraw;
// the menu and the bottom navigation offer only their money history, slips, withdrawing and account,
// and the addresses of betting and depositing lead back there. They withdraw their
// whole balance: the request waits in the queue like anyone's and shows as paid once a payment
// handler approves it. The break itself is taken through the API (account.spec.ts takes one on the
// page); the journey makes its own member.
import { randomUUID } from 'node:crypto';
import { deposit, logIn, MEMBER_PASSWORD, registerMember, storeSession } from '../support/accounts.ts';
import { balanceOf, bearer, asFigure, headerBalance, keepScreenshot, pageDateTime } from '../support/lotto.ts';
import { expect, test } from '../support/test.ts';

test('a self-excluded member sees only their history and withdrawing, and withdraws the whole balance', async ({ page, request, staff }, testInfo) => {
  test.slow(); // many pages, then a withdrawal whose approval the page reads every 5 s
  const member = await registerMember(request);
  await deposit(request, member, 500);
  const excluded = await request.post('/api/account/self-exclusion', { headers: bearer(member), data: { days: 7, password: MEMBER_PASSWORD } });
  expect(excluded.status(), await excluded.text()).toBe(200);
  const { selfExcludedUntil } = (await excluded.json()) as { selfExcludedUntil: string };
  const restricted = await logIn(request, { username: member.userData.username, password: MEMBER_PASSWORD });
  await storeSession(page, restricted);

  // Home is the withdraw page: until when, what the session allows, and the balance to withdraw.
  await page.goto('/');
  await expect(page).toHaveURL(/\/tanghuay-withdraw$/);
  await expect(page.getByText(`บัญชีนี้พักการเล่นอยู่จนถึง ${pageDateTime(selfExcludedUntil)} น.`)).toBeVisible();
  await expect(page.getByTestId('balance-amount')).toHaveText(headerBalance(500));
  await expect(page.locator('form')).toContainText(`ยอดเงินที่ถอนได้${asFigure(500)}`);
  await expect(page.getByRole('link', { name: 'ฝากเงิน' })).toHaveCount(0);
  const bottom = page.getByRole('navigation', { name: 'เมนูด้านล่าง' });
  await expect(bottom.getByRole('link')).toHaveText(['ประวัติ', 'ถอนเงิน', 'โพย']);
  await keepScreenshot(page, testInfo, 'excluded-home');

  await page.getByRole('button', { name: 'เปิดเมนูหลัก' }).click();
  const menu = page.getByRole('dialog', { name: 'เมนูหลัก' });
  await expect(menu.getByRole('navigation', { name: 'เมนูหลัก' }).getByRole('link')).toHaveText(['ถอนเงิน', 'โพยของฉัน', 'ประวัติการเงิน', 'บัญชีของฉัน']);
  await keepScreenshot(page, testInfo, 'excluded-menu');
  await page.keyboard.press('Escape');
  await expect(menu).toBeHidden();

  // Betting and depositing are closed: their addresses lead home (the rest of play alike, shared-auth's member-pages tests).
  for (const path of ['/tanghuay-online/Lao/VIP/daily/2026-12-16/1', '/tanghuay-deposit']) {
    await page.goto(path);
    await expect(page).toHaveURL(/\/tanghuay-withdraw$/);
  }

  // The money history shows the deposit.
  await bottom.getByRole('link', { name: 'ประวัติ' }).click();
  await expect(page.getByRole('heading', { name: 'ประวัติการเงิน', level: 1 })).toBeVisible();
  await expect(page.locator('main')).toContainText('ฝากเงิน');

  // The whole balance, withdrawn: held at once, pending in the queue, paid once approved.
  await bottom.getByRole('link', { name: 'ถอนเงิน' }).click();
  await page.getByLabel('จำนวนเงินที่ต้องการถอน (บาท)').fill('500');
  await page.getByRole('button', { name: 'ถอนเงิน', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'ยืนยันการถอนเงิน' });
  await dialog.getByRole('button', { name: 'ยืนยันถอนเงิน' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByTestId('balance-amount')).toHaveText(headerBalance(0));
  const listed = await request.get('/api/wallet/withdrawals', { headers: bearer(restricted) });
  const [withdrawal] = ((await listed.json()) as { items: { id: string; status: string }[] }).items;
  expect(withdrawal?.status).toBe('pending');
  const card = page.getByRole('article', { name: `รายการ #${withdrawal?.id}` });
  await expect(card.getByText('รอตรวจสอบ', { exact: true })).toBeVisible();

  const handler = await staff.signedIn('agadmin');
  const approved = await request.post(`/api/backoffice/withdrawals/${withdrawal?.id}/approve`, {
    headers: { ...bearer(handler), 'idempotency-key': randomUUID() },
    data: {},
  });
  expect(approved.status(), await approved.text()).toBe(200);
  await expect(card.getByText('โอนเงินแล้ว', { exact: true })).toBeVisible({ timeout: 15_000 });
  expect(await balanceOf(request, restricted)).toBe(0);
  await keepScreenshot(page, testInfo, 'excluded-withdrawn');
});
