// What a member is told, in Thai, when a bet cannot be taken: a round closed while betting, and a
// slip costing more than the balance (confirm waits, ฝากเงิน is offered) — the slip is kept for
// editing each time. A number the operator closes: backoffice-limits.spec.ts.
import { expect, test } from '../support/test.ts';
import { addNumbers, chooseGroup, memberOnBetEntry, reviewSummary } from '../support/bet-entry.ts';
import { expectTouchable } from '../support/layout.ts';
import { controlRound, keepScreenshot } from '../support/lotto.ts';

test.setTimeout(240_000);

test('a round closed while the member bets says so and takes no confirmation @once', async ({ page, request, staff }, testInfo) => {
  const operator = await staff.signedIn('admin');
  // A daily lottery only this journey closes early (and opens again).
  const { round } = await memberOnBetEntry(page, request, { baht: 500, lotto: 'hanoi-vip' });
  await chooseGroup(page, '2 ตัว');
  await addNumbers(page, { types: ['2 ตัวบน'], typed: ['47'], stakes: { '2 ตัวบน': '10' }, expected: 1 });

  await controlRound(request, operator, round.id, 'close');
  try {
    await expect(page.getByTestId('round-closed')).toContainText('รอบนี้ปิดรับแทงแล้ว');
    await expect(page.getByTestId('round-status')).toHaveText('ปิดรับแล้ว');
    // Its "เลือกรอบอื่น" link among them, once the toast of the added line has gone.
    await expect(page.locator('.ant-message-notice')).toHaveCount(0, { timeout: 10_000 });
    await expectTouchable(page, 'the round closed, its banner shown');
    await reviewSummary(page);
    await expect(page.getByRole('button', { name: 'ยืนยันแทง' })).toBeDisabled();
    await keepScreenshot(page, testInfo, 'round-closed');
  } finally {
    await controlRound(request, operator, round.id, 'open');
  }
});

test('a slip costing more than the balance cannot be confirmed, offers ฝากเงิน, and is kept', async ({ page, request }, testInfo) => {
  await memberOnBetEntry(page, request, { baht: 100 });
  await chooseGroup(page, '2 ตัว');
  await addNumbers(page, { types: ['2 ตัวบน'], typed: ['12', '34'], stakes: { '2 ตัวบน': '60' }, expected: 2 });

  await reviewSummary(page);
  await expect(page.getByTestId('slip-summary')).toContainText('มากกว่ายอดเงินคงเหลือ');
  // Stopped before the API is asked (which would refuse it: INSUFFICIENT_FUNDS in the API's place.test.ts).
  await expect(page.getByRole('button', { name: 'ยืนยันแทง' })).toBeDisabled();
  await expect(page.getByRole('button', { name: 'ฝากเงิน', exact: true })).toBeVisible();
  await keepScreenshot(page, testInfo, 'insufficient-funds');
  await page.getByRole('button', { name: 'กลับไปแก้ไข' }).click();
  await expect(page.getByTestId('draft-line')).toHaveCount(2);
  await expect(page.getByTestId('balance-amount')).toHaveText('100.00 THB');
});
