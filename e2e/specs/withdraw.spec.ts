// Withdrawing (ถอนเงิน): the amount is checked before anything is sent, a dialog says what happens
// next, confirming holds the money at once (the header's balance drops) and lists the request as
// pending; a payment handler's decision through the back office's API (approve: paid out; reject:
// the money back, with the reason) shows on the page by itself. A member without a bank account is
// told how to get one. Every journey makes its own member and its own payment handler.
import { randomUUID } from 'node:crypto';
import type { APIRequestContext, Page } from '@playwright/test';
import { deposit, freshUsername, type LoginAnswer, logIn, MEMBER_PASSWORD, registerMember, storeSession } from '../support/accounts.ts';
import { balanceOf, bearer, headerBalance, keepScreenshot } from '../support/lotto.ts';
import { createAccount } from '../support/staff.ts';
import { expect, test } from '../support/test.ts';

const WITHDRAWALS = '/api/wallet/withdrawals';

/** The member's newest withdrawal request, through the API. */
async function newestWithdrawal(request: APIRequestContext, member: LoginAnswer): Promise<{ id: string; status: string }> {
  const response = await request.get(WITHDRAWALS, { headers: bearer(member) });
  expect(response.status(), await response.text()).toBe(200);
  const { items } = (await response.json()) as { items: { id: string; status: string }[] };
  expect(items.length).toBeGreaterThan(0);
  return items[0] as { id: string; status: string };
}

/** A payment handler approves or rejects a withdrawal through the back office's API. */
async function decide(request: APIRequestContext, handler: LoginAnswer, id: string, decision: 'approve' | 'reject', reason?: string): Promise<void> {
  const response = await request.post(`/api/backoffice/withdrawals/${id}/${decision}`, {
    headers: { ...bearer(handler), 'idempotency-key': randomUUID() },
    data: reason === undefined ? {} : { reason },
  });
  expect(response.status(), await response.text()).toBe(200);
}

/** Counts the withdrawal requests the page sends. */
function countRequests(page: Page): { readonly sent: number } {
  const counter = { sent: 0 };
  page.on('request', (sent) => {
    if (sent.method() === 'POST' && new URL(sent.url()).pathname === WITHDRAWALS) counter.sent += 1;
  });
  return counter;
}

/** Types an amount and asks to withdraw it: the confirmation dialog. */
async function askToWithdraw(page: Page, amount: string) {
  await page.getByLabel('จำนวนเงินที่ต้องการถอน (บาท)').fill(amount);
  await page.getByRole('button', { name: 'ถอนเงิน', exact: true }).click();
  return page.getByRole('dialog', { name: 'ยืนยันการถอนเงิน' });
}

const cardOf = (page: Page, id: string) => page.getByRole('article', { name: `รายการ #${id}` });

test('a withdrawal holds the money at once, is listed as pending, then as paid once approved', async ({ page, request, staff }, testInfo) => {
  const member = await registerMember(request);
  await deposit(request, member, 1000);
  const handler = await staff.signedIn('agadmin');
  await storeSession(page, member);
  const requests = countRequests(page);

  await page.goto('/tanghuay-withdraw');
  await expect(page.getByRole('heading', { name: 'ถอนเงิน', level: 1 })).toBeVisible();
  await expect(page.getByTestId('balance-amount')).toHaveText(headerBalance(1000));
  await expect(page.getByText('ยังไม่มีรายการถอนเงิน')).toBeVisible();
  // The registered account, masked but for its last 4 digits, and the bounds per request.
  await expect(page.locator('form')).toContainText(/KBANK x{6}\d{4} สมชาย ใจดี/);
  await expect(page.getByText('ขั้นต่ำ 100 บาท สูงสุด 50,000 บาท ต่อครั้ง ทศนิยมไม่เกิน 2 ตำแหน่ง')).toBeVisible();

  const dialog = await askToWithdraw(page, '200');
  await expect(dialog).toContainText('ถอนเงิน 200 บาท');
  await expect(dialog).toContainText('ระบบจะหักเงินจำนวนนี้ออกจากยอดคงเหลือทันทีเพื่อรอการอนุมัติ');
  await expect(dialog).toContainText('เมื่อได้รับการอนุมัติ เงินจะโอนเข้าบัญชี');
  // A double tap asks once: the button is busy from the first tap.
  await dialog.getByRole('button', { name: 'ยืนยันถอนเงิน' }).dblclick();
  await expect(dialog).toBeHidden();
  await expect(page.getByTestId('balance-amount')).toHaveText(headerBalance(800));
  expect(requests.sent).toBe(1);
  expect(await balanceOf(request, member)).toBe(800);

  const withdrawal = await newestWithdrawal(request, member);
  expect(withdrawal.status).toBe('pending');
  const card = cardOf(page, withdrawal.id);
  await expect(card.getByText('รอตรวจสอบ', { exact: true })).toBeVisible();
  await expect(card).toContainText('200 บาท');
  await expect(card).toContainText(/แจ้งถอนเมื่อ .*25\d\d \d\d:\d\d/);
  await expect(card).toContainText(/KBANK x{6}\d{4} สมชาย ใจดี/);
  await keepScreenshot(page, testInfo, 'withdraw-pending');

  await decide(request, handler, withdrawal.id, 'approve');
  // Pending requests are read again every few seconds.
  await expect(card.getByText('โอนเงินแล้ว', { exact: true })).toBeVisible({ timeout: 15_000 });
  await expect(card).toContainText('ดำเนินการเมื่อ');
  await expect(page.getByTestId('balance-amount')).toHaveText(headerBalance(800));
  await page.reload();
  await expect(cardOf(page, withdrawal.id).getByText('โอนเงินแล้ว', { exact: true })).toBeVisible();
  await keepScreenshot(page, testInfo, 'withdraw-approved');
});

test('a rejected withdrawal gives the money back and shows the reason', async ({ page, request, staff }, testInfo) => {
  const member = await registerMember(request);
  await deposit(request, member, 500);
  const handler = await staff.signedIn('agadmin');
  await storeSession(page, member);
  await page.goto('/tanghuay-withdraw');
  await expect(page.getByTestId('balance-amount')).toHaveText(headerBalance(500));

  const dialog = await askToWithdraw(page, '150.50');
  await dialog.getByRole('button', { name: 'ยืนยันถอนเงิน' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByTestId('balance-amount')).toHaveText(headerBalance(349.5));

  const withdrawal = await newestWithdrawal(request, member);
  const card = cardOf(page, withdrawal.id);
  await expect(card.getByText('รอตรวจสอบ', { exact: true })).toBeVisible();
  const reason = 'ชื่อบัญชีไม่ตรงกับชื่อสมาชิก';
  await decide(request, handler, withdrawal.id, 'reject', reason);

  await expect(card.getByText('ไม่อนุมัติ', { exact: true })).toBeVisible({ timeout: 15_000 });
  await expect(card).toContainText(`เหตุผล: ${reason}`);
  await expect(page.getByTestId('balance-amount')).toHaveText(headerBalance(500));
  expect(await balanceOf(request, member)).toBe(500);
  await keepScreenshot(page, testInfo, 'withdraw-rejected');
});

test('an amount above the balance is refused in Thai and nothing is requested', async ({ page, request }, testInfo) => {
  const member = await registerMember(request);
  await deposit(request, member, 300);
  await storeSession(page, member);
  const requests = countRequests(page);
  await page.goto('/tanghuay-withdraw');
  await expect(page.getByTestId('balance-amount')).toHaveText(headerBalance(300));

  const amount = page.getByLabel('จำนวนเงินที่ต้องการถอน (บาท)');
  await amount.fill('500');
  await expect(page.locator('form').getByRole('alert')).toHaveText('ยอดเงินไม่เพียงพอ ถอนได้ไม่เกิน 300 บาท');
  await expect(amount).toHaveAttribute('aria-invalid', 'true');
  await page.getByRole('button', { name: 'ถอนเงิน', exact: true }).click();
  await expect(page.getByRole('dialog')).toHaveCount(0);

  await amount.fill('50');
  await expect(page.locator('form').getByRole('alert')).toHaveText('ถอนเงินขั้นต่ำครั้งละ 100 บาท');
  await amount.fill('10.555');
  await expect(page.locator('form').getByRole('alert')).toHaveText('จำนวนเงินมีทศนิยมได้ไม่เกิน 2 ตำแหน่ง');
  // From the keyboard, as much as from a tap.
  await amount.press('Enter');
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await keepScreenshot(page, testInfo, 'withdraw-refused');
  expect(requests.sent).toBe(0);
  expect(await balanceOf(request, member)).toBe(300);
});

test('a member without a bank account is told how to get one, and offered no form', async ({ page, request, staff }, testInfo) => {
  // Staff may make a member without bank details (docs/domain.md, "Accounts made by staff").
  const admin = await staff.signedIn('admin');
  const username = freshUsername();
  await createAccount(request, admin, { username, role: 'member' });
  const member = await logIn(request, { username, password: MEMBER_PASSWORD });
  await deposit(request, member, 300);
  await storeSession(page, member);
  await page.goto('/tanghuay-withdraw');
  await expect(page.getByTestId('balance-amount')).toHaveText(headerBalance(300));

  await expect(page.getByText('ยังไม่มีบัญชีธนาคารสำหรับรับเงิน')).toBeVisible();
  await expect(page.getByText(/ติดต่อฝ่ายบริการลูกค้าหรือเอเย่นต์/)).toBeVisible();
  await expect(page.getByLabel('จำนวนเงินที่ต้องการถอน (บาท)')).toHaveCount(0);
  await expect(page.getByTestId('balance-amount')).toHaveText(headerBalance(300));
  await keepScreenshot(page, testInfo, 'withdraw-no-bank-account');
});
