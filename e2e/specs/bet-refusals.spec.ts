// What a member is told, in Thai, when a bet cannot be taken: a number the operator closed (at
// once, while the page is open), a round closed while betting, and a slip costing more than the
// balance (confirm waits, ฝากเงิน is offered) — the slip is kept for editing each time.
import { expect, test } from '../support/test.ts';
import { deposit, registerMember, storeSession } from '../support/accounts.ts';
import { addNumbers, chooseGroup, reviewSummary } from '../support/bet-entry.ts';
import { controlRound, HOUSE_LOTTO, keepScreenshot, openRound, setLimits } from '../support/lotto.ts';

test.setTimeout(240_000);

test('a closed number cannot be added, and one on the slip is marked the moment it closes @once', async ({ page, request, staff }, testInfo) => {
  const operator = await staff.signedIn('admin');
  const member = await registerMember(request);
  await deposit(request, member, 500);
  const round = await openRound(request, member, HOUSE_LOTTO);
  await setLimits(request, operator, round.id, [{ type: '3top', number: '987', kind: 'closed' }]);
  await storeSession(page, member);

  await page.goto('/tanghuay-round');
  await page.locator(`a[data-round-id="${round.id}"]`).click();
  await chooseGroup(page, '3 ตัว');
  await addNumbers(page, { types: ['3 ตัวบน'], typed: ['987', '654'], stakes: { '3 ตัวบน': '10' }, expected: 2 });
  await expect(page.getByTestId('not-added')).toContainText('เลข 987 3 ตัวบน ปิดรับ');
  await expect(page.getByTestId('draft-line')).toHaveCount(1);

  // The operator closes 654 while it is on the slip: the page hears it over the websocket.
  await setLimits(request, operator, round.id, [
    { type: '3top', number: '987', kind: 'closed' },
    { type: '3top', number: '654', kind: 'closed' },
  ]);
  await expect(page.getByTestId('draft-line').filter({ hasText: '654' })).toContainText('ปิดรับ');
  await reviewSummary(page);
  await expect(page.getByRole('button', { name: 'ยืนยันแทง' })).toBeDisabled();
  await keepScreenshot(page, testInfo, 'closed-number');
  await setLimits(request, operator, round.id, []);
});

test('a round closed while the member bets says so and takes no confirmation @once', async ({ page, request, staff }, testInfo) => {
  const operator = await staff.signedIn('admin');
  const member = await registerMember(request);
  await deposit(request, member, 500);
  // A daily lottery only this journey closes early (and opens again).
  const round = await openRound(request, member, 'hanoi-vip');
  await storeSession(page, member);
  await page.goto('/tanghuay-round');
  await page.locator(`a[data-round-id="${round.id}"]`).click();
  await chooseGroup(page, '2 ตัว');
  await addNumbers(page, { types: ['2 ตัวบน'], typed: ['47'], stakes: { '2 ตัวบน': '10' }, expected: 1 });

  await controlRound(request, operator, round.id, 'close');
  try {
    await expect(page.getByTestId('round-closed')).toContainText('รอบนี้ปิดรับแทงแล้ว');
    await expect(page.getByTestId('round-status')).toHaveText('ปิดรับแล้ว');
    await reviewSummary(page);
    await expect(page.getByRole('button', { name: 'ยืนยันแทง' })).toBeDisabled();
    await keepScreenshot(page, testInfo, 'round-closed');
  } finally {
    await controlRound(request, operator, round.id, 'open');
  }
});

test('a slip costing more than the balance cannot be confirmed, offers ฝากเงิน, and is kept', async ({ page, request }, testInfo) => {
  const member = await registerMember(request);
  await deposit(request, member, 100);
  const round = await openRound(request, member, HOUSE_LOTTO);
  await storeSession(page, member);
  await page.goto('/tanghuay-round');
  await page.locator(`a[data-round-id="${round.id}"]`).click();
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
  await expect(page.getByTestId('balance-amount')).toHaveText('100');
});
