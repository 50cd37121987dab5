// The member's money history (ประวัติการเงิน, /tanghuay-account/transactions): a new member tops
// up, bets and asks a withdrawal, all through the API, then reads every line newest first: what
// moved the money, the amount signed, the balance after it (the withdrawal's money set aside is a
// line of its own, tagged as held), and what it refers to; the bet's line opens the slip's page.
import { randomUUID } from 'node:crypto';
import type { Locator } from '@playwright/test';
import { deposit, registerMember, storeSession } from '../support/accounts.ts';
import { balanceOf, bearer, asFigure, keepScreenshot } from '../support/lotto.ts';
import { placeSlip, roundsThatStayOpen } from '../support/slips.ts';
import { expect, test } from '../support/test.ts';

const DEPOSIT = 1000;
const STAKE = 30;
const WITHDRAWAL = 200;

/** Baht to the satang, as the API counts it (no floating-point crumbs). */
const satang = (amount: number) => Math.round(amount * 100) / 100;

/** A signed amount as the page writes it: "+1,000.00", "−200.00" (a true minus sign). */
const signed = (amount: number) => `${amount < 0 ? '−' : '+'}${asFigure(Math.abs(amount))}`;

/** Expects a line to say each of these, in the page's words. */
async function expectLine(line: Locator, says: string[]): Promise<void> {
  for (const text of says) await expect(line).toContainText(text);
}

test('a member reads their money history newest first, and a bet opens its slip', async ({ page, request }, testInfo) => {
  const member = await registerMember(request);
  await deposit(request, member, DEPOSIT);
  const [round] = await roundsThatStayOpen(request, member);
  const slip = await placeSlip(request, member, round.id, [{ type: '3top', number: '123', amount: STAKE }]);
  const asked = await request.post('/api/wallet/withdrawals', {
    headers: { ...bearer(member), 'idempotency-key': randomUUID() },
    data: { amount: WITHDRAWAL },
  });
  expect(asked.status(), await asked.text()).toBe(201);
  const withdrawal = (await asked.json()) as { id: string };

  const afterBet = satang(DEPOSIT - slip.charged);
  const afterWithdrawal = satang(afterBet - WITHDRAWAL);
  expect(await balanceOf(request, member)).toBe(afterWithdrawal);

  await storeSession(page, member);
  await page.goto('/tanghuay-account/transactions');
  await expect(page.getByRole('heading', { level: 1, name: 'ประวัติการเงิน' })).toBeVisible();
  const lines = page.getByRole('list', { name: 'รายการเคลื่อนไหว' }).getByRole('listitem');
  await expect(lines).toHaveCount(4);

  // Asking the withdrawal: out of the wallet, then the same money set aside, tagged as held.
  await expectLine(lines.nth(0), ['แจ้งถอนเงิน', signed(-WITHDRAWAL), `คงเหลือ ${asFigure(afterWithdrawal)}`, `รายการถอน #${withdrawal.id}`]);
  await expect(lines.nth(0)).not.toContainText('ยอดพักรอถอน');
  await expectLine(lines.nth(1), ['แจ้งถอนเงิน', 'ยอดพักรอถอน', signed(WITHDRAWAL), `ยอดพัก ${asFigure(WITHDRAWAL)}`, `รายการถอน #${withdrawal.id}`]);
  await expect(page.getByText('ยอดพักรอถอน คือเงินที่กันไว้สำหรับรายการถอนที่รอดำเนินการ')).toBeVisible();

  const bet = lines.nth(2);
  await expectLine(bet, ['แทงหวย', signed(-slip.charged), `คงเหลือ ${asFigure(afterBet)}`]);
  await expectLine(lines.nth(3), ['ฝากเงิน', signed(DEPOSIT), `คงเหลือ ${asFigure(DEPOSIT)}`, 'รายการฝาก #']);
  // Bangkok time, Buddhist-era year.
  await expect(lines.nth(3)).toContainText(/25\d\d \d\d:\d\d/);
  // Everything fits on one page: nothing older to ask for.
  await expect(page.getByRole('button', { name: 'ดูรายการเก่ากว่านี้' })).toHaveCount(0);
  await keepScreenshot(page, testInfo, 'transactions');

  await bet.getByRole('link', { name: `โพย #${slip.id}` }).click();
  await expect(page).toHaveURL(new RegExp(`/tanghuay-online/list-detail/${slip.id}$`));
  await expect(page.getByRole('heading', { level: 1, name: `โพยเลขที่ ${slip.id}` })).toBeVisible();
});

test('a member with no money moved yet is told so and offered the way to top up', async ({ page, request }, testInfo) => {
  const member = await registerMember(request);
  await storeSession(page, member);
  await page.goto('/tanghuay-account/transactions');
  const none = page.getByText('ยังไม่มีรายการเคลื่อนไหว');
  await expect(none).toBeVisible();
  await keepScreenshot(page, testInfo, 'transactions-empty');
  // The empty list's own link, not the menu's.
  await none.locator('..').getByRole('link', { name: 'ฝากเงิน', exact: true }).click();
  await expect(page).toHaveURL(/\/tanghuay-deposit$/);
});
