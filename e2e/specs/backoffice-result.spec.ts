// The government round from a member's bet to its outcome, through the operator's screens
// (docs/backoffice.md): the member bets on 2 ตัวล่าง; an operator closes the round early on its
// page, enters the result in the government shape, checks the preview (what it would pay, to whom)
// and confirms; the member's slip then shows it won, and the balance holds the payout. Closing the
// government round would disturb other journeys, so this one runs in the `settle` project, after them.
import { randomUUID } from 'node:crypto';
import { expect, test } from '../support/test.ts';
import { deposit, registerMember, storeSession } from '../support/accounts.ts';
import { balanceOf, bearer, asFigure, headerBalance, keepScreenshot, openRound, slipOf } from '../support/lotto.ts';

test.setTimeout(180_000);

const GOVERNMENT = 'thai-gov';

test('an operator closes the government round, enters its result with a preview, and the member’s slip shows the win', async ({ browser, page, request, staff }, testInfo) => {
  const operator = await staff.signedIn('agadmin');
  const member = await registerMember(request);
  await deposit(request, member, 500);
  const round = await openRound(request, member, GOVERNMENT, 60);
  const placed = await request.post('/api/lotto/slips', {
    headers: { ...bearer(member), 'idempotency-key': randomUUID() },
    data: { roundId: round.id, items: [{ type: '2bottom', number: '45', amount: 10 }, { type: '3top', number: '999', amount: 10 }] },
  });
  expect(placed.status(), await placed.text()).toBe(201);
  const slipId = ((await placed.json()) as { id: string }).id;
  const slip = await slipOf(request, member, slipId);
  const balanceBefore = await balanceOf(request, member);

  const office = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  const staffPage = await office.newPage();
  await storeSession(staffPage, operator);
  await staffPage.goto(`/backoffice/rounds/${round.id}`);
  await staffPage.getByRole('button', { name: 'ปิดรับก่อนเวลา' }).click();
  await staffPage.getByRole('dialog', { name: 'ปิดรับแทงงวดนี้ก่อนเวลา?' }).getByRole('button', { name: 'ปิดรับก่อนเวลา' }).click();
  await expect(staffPage.getByText('ปิดรับแล้ว', { exact: true })).toBeVisible();

  await staffPage.goto(`/backoffice/results/${round.id}`);
  await staffPage.getByLabel('รางวัลที่ 1').fill('123456');
  await staffPage.getByLabel('เลขหน้า 3 ตัว (ชุดที่ 1)').fill('111');
  await staffPage.getByLabel('เลขหน้า 3 ตัว (ชุดที่ 2)').fill('222');
  await staffPage.getByLabel('เลขท้าย 3 ตัว (ชุดที่ 1)').fill('333');
  await staffPage.getByLabel('เลขท้าย 3 ตัว (ชุดที่ 2)').fill('444');
  await staffPage.getByLabel('เลขท้าย 2 ตัว').fill('45');
  await staffPage.getByRole('button', { name: 'ตรวจยอดจ่ายก่อนยืนยัน' }).click();
  // The preview writes nothing: the slip still waits, and says what 2 ตัวล่าง 45 would pay.
  await expect(staffPage.getByText('ผลนี้จะจ่ายเงินดังนี้ (ยังไม่บันทึก)')).toBeVisible();
  await expect(staffPage.getByText('ยอดจ่ายรายสมาชิก')).toBeVisible();
  await expect(staffPage.getByRole('row').filter({ hasText: member.userData.username })).toBeVisible();
  const previewed = (await staffPage.getByRole('row').filter({ hasText: member.userData.username }).textContent()) ?? '';
  expect((await slipOf(request, member, slipId)).status).toBe('pending');
  await keepScreenshot(staffPage, testInfo, 'result-preview');

  await staffPage.getByRole('button', { name: 'ยืนยันออกผล' }).click();
  await expect(staffPage.getByText('ออกผลรางวัลแล้ว จ่ายเงินรางวัลเข้ากระเป๋าสมาชิกเรียบร้อย')).toBeVisible();
  await keepScreenshot(staffPage, testInfo, 'result-settled');
  await office.close();

  const settled = await slipOf(request, member, slipId);
  expect(settled.status).toBe('settled');
  const won = settled.items.find((item) => item.type === '2bottom');
  expect(won?.status).toBe('won');
  expect(settled.items.find((item) => item.type === '3top')?.status).toBe('lost');
  expect(settled.payout).toBe(won?.payout);
  expect(settled.payout).toBeGreaterThan(0);
  expect(settled.payout).toBeLessThan(slip.potentialWin);
  // What the preview said is what the settlement paid.
  expect(previewed).toContain(asFigure(settled.payout));
  expect(await balanceOf(request, member)).toBe(balanceBefore + settled.payout);

  await storeSession(page, member);
  await page.goto(`/tanghuay-online/list-detail/${slipId}`);
  await expect(page.getByText('ถูกรางวัล', { exact: true }).first()).toBeVisible();
  await expect(page.getByText('ไม่ถูกรางวัล', { exact: true }).first()).toBeVisible();
  await expect(page.getByTestId('balance-amount')).toHaveText(headerBalance(balanceBefore + settled.payout));
  await keepScreenshot(page, testInfo, 'member-slip-won');
});
