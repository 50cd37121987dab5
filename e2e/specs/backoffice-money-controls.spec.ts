// Money controls on the queues (docs/security.md, "Money controls"): an agent sees its members'
// deposits waiting for a hand confirmation but is offered no approval of them; a withdrawal above the
// two-person rule's amount (20,000 baht by default) waits after a first administrator's approval
// ("รออนุมัติคนที่ 2") until a second administrator approves it, and only then is it paid. On phones
// the queues are a card per request.
import { randomUUID } from 'node:crypto';
import type { APIRequestContext, Page } from '@playwright/test';
import { deposit, freshUsername, type LoginAnswer, logIn, MEMBER_PASSWORD, registerMember, storeSession } from '../support/accounts.ts';
import { bearer, keepScreenshot } from '../support/lotto.ts';
import { createAccount } from '../support/staff.ts';
import { expect, test } from '../support/test.ts';

/** The request of `username` on a queue page: a row of the table, or a card on a phone. */
const requestOf = (page: Page, username: string) => page.locator('tr, article').filter({ hasText: username });

async function post(request: APIRequestContext, who: LoginAnswer, url: string, data: object): Promise<{ id: string; status: string }> {
  const response = await request.post(url, { headers: { ...bearer(who), 'idempotency-key': randomUUID() }, data });
  expect(response.status(), await response.text()).toBe(201);
  return (await response.json()) as { id: string; status: string };
}

test("an agent's deposit queue offers no approval of a deposit waiting for a hand confirmation", async ({ page, request, staff }, testInfo) => {
  const agent = await staff.signedIn('master');
  const username = freshUsername('ag');
  await createAccount(request, agent, { username, role: 'member' });
  const member = await logIn(request, { username, password: MEMBER_PASSWORD });
  const asked = await post(request, member, '/api/wallet/deposits', { amount: 1500.5, demoCredit: false });
  expect(asked.status).toBe('pending');

  await storeSession(page, agent);
  await page.goto(`/backoffice/deposits?q=${username}`);
  await expect(page.getByRole('heading', { name: 'รายการฝากเงิน', level: 1 })).toBeVisible();
  await expect(page.getByText('การอนุมัติยอดฝากทำได้เฉพาะเจ้าหน้าที่ปฏิบัติการหรือผู้ดูแลระบบ', { exact: false })).toBeVisible();
  const shown = requestOf(page, username);
  await expect(shown).toContainText(`#${asked.id}`);
  await expect(shown).toContainText('1,500.50');
  await expect(shown.getByRole('button', { name: 'ไม่อนุมัติ' })).toBeVisible();
  await expect(shown.getByRole('button', { name: /^อนุมัติ/ })).toHaveCount(0);
  await keepScreenshot(page, testInfo, 'deposit-queue-agent');
});

test('a large withdrawal waits for a second administrator after the first approves it, then is paid', async ({ browser, page, request, staff }, testInfo) => {
  test.slow(); // three people and three pages, then the member's page follows the payout on its own
  const member = await registerMember(request);
  await deposit(request, member, 30_000);
  const asked = await post(request, member, '/api/wallet/withdrawals', { amount: 25_000 });
  const [first, second] = [await staff.signedIn('admin'), await staff.signedIn('admin')];
  const username = member.userData.username;

  // The first administrator approves: the request stays pending, waiting for a second.
  const office = await browser.newContext({ viewport: page.viewportSize() ?? undefined });
  const queue = await office.newPage();
  await storeSession(queue, first);
  await queue.goto(`/backoffice/withdrawals?q=${username}`);
  const shown = requestOf(queue, username);
  await expect(shown).toContainText('ต้องมีผู้อนุมัติ 2 คน');
  await shown.getByRole('button', { name: 'อนุมัติคนที่ 1' }).click();
  const dialog = queue.getByRole('dialog', { name: 'ยืนยันการโอนเงินถอน' });
  await expect(dialog).toContainText('ท่านเป็นผู้อนุมัติคนที่ 1 ยังไม่ต้องโอนเงิน');
  await dialog.getByRole('button', { name: 'อนุมัติคนที่ 1' }).click();
  await expect(queue.getByText(`บันทึกการอนุมัติคนที่ 1 ของรายการ #${asked.id} แล้ว · รออนุมัติคนที่ 2`)).toBeVisible();
  await expect(shown.getByText('รออนุมัติคนที่ 2', { exact: true })).toBeVisible();
  await expect(shown).toContainText(`อนุมัติแล้ว 1/2 โดย ${first.userData.username}`);
  // Not for the first approver to approve again.
  await expect(shown.getByRole('button', { name: /^อนุมัติ/ })).toHaveCount(0);
  await keepScreenshot(queue, testInfo, 'withdrawal-awaiting-second');

  await storeSession(page, member);
  await page.goto('/tanghuay-withdraw');
  const card = page.getByRole('article', { name: `รายการ #${asked.id}` });
  await expect(card.getByText('รอตรวจสอบ', { exact: true })).toBeVisible();

  // The second administrator approves: the money is paid out.
  await storeSession(queue, second);
  await queue.goto(`/backoffice/withdrawals?q=${username}`);
  await expect(shown).toContainText(`อนุมัติแล้ว 1/2 โดย ${first.userData.username}`);
  await shown.getByRole('button', { name: 'อนุมัติคนที่ 2' }).click();
  await expect(dialog).toContainText(first.userData.username);
  await dialog.getByRole('button', { name: 'อนุมัติคนที่ 2' }).click();
  await expect(queue.getByText(`อนุมัติรายการ #${asked.id} แล้ว`)).toBeVisible();
  await expect(shown).toHaveCount(0);
  await office.close();

  // The member's page reads pending requests again by itself.
  await expect(card.getByText('โอนเงินแล้ว', { exact: true })).toBeVisible({ timeout: 15_000 });
});
