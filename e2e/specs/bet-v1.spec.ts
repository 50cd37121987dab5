// A member bets from the screen with the keypad (bet entry v1): picks the open house round on the
// round board, adds a digit with 19 ประตู (the summary's possible win is what one result can pay,
// not the 19 wins added up) and a number with กลับเลข (3 ตัวโต๊ด takes its digits once, and says
// so), reads the summary and confirms; the header balance drops without a reload, and the slip is
// in the slip list and its detail, priced as the API priced it.
import { expect, test } from '../support/test.ts';
import { deposit, registerMember, storeSession } from '../support/accounts.ts';
import { baht, balanceOf, HOUSE_LOTTO, keepScreenshot, openRound, slipOf } from '../support/lotto.ts';
import { addNumbers, chooseGroup, reviewSummary } from '../support/bet-entry.ts';

test.setTimeout(240_000);

test('a member places a slip with กลับเลข and 19 ประตู on the house round', async ({ page, request }, testInfo) => {
  const member = await registerMember(request);
  await deposit(request, member, 1000);
  const round = await openRound(request, member, HOUSE_LOTTO);
  await storeSession(page, member);

  await page.goto('/tanghuay-round');
  await expect(page.getByRole('heading', { level: 1, name: 'เลือกรอบแทงหวย' })).toBeVisible();
  await expect(page.getByText('ยังไม่มีรอบที่เปิดรับแทงในขณะนี้')).toHaveCount(0);
  const tile = page.locator(`a[data-round-id="${round.id}"]`);
  await expect(tile).toContainText(round.lottoName);
  await expect(tile).toContainText('เปิดรับแทง');
  await expect(tile.getByRole('timer')).toHaveText(/^\d\d:\d\d:\d\d$/);
  await keepScreenshot(page, testInfo, 'rounds');
  await tile.click();

  await expect(page).toHaveURL(new RegExp(`/tanghuay-online/[^/]+/[^/]+/[^/]+/\\d{4}-\\d\\d-\\d\\d/${round.id}$`));
  await expect(page.getByRole('heading', { level: 1, name: round.lottoName })).toBeVisible();
  await expect(page.getByTestId('round-status')).toHaveText('เปิดรับแทง');

  // 2 ตัวบน 5 on the 19 numbers with a 5 (19 ประตู): one top 2 is drawn, so at most 5 × 90.
  await chooseGroup(page, '2 ตัว');
  await addNumbers(page, { types: ['2 ตัวบน'], helper: '19 ประตู', typed: ['5'], stakes: { '2 ตัวบน': '5' }, expected: 19 });
  await expect(page.getByTestId('draft-potential-win')).toHaveText('450');
  const doors = await reviewSummary(page);
  expect([doors.stake, doors.potentialWin]).toEqual(['95', '450']);
  await page.getByRole('button', { name: 'กลับไปแก้ไข' }).click();

  // 3 ตัวบน 10 on every order of 123 (กลับเลข: 6 numbers); 3 ตัวโต๊ด 5 once, its other orders being the same โต๊ด.
  await chooseGroup(page, '3 ตัว');
  await addNumbers(page, { types: ['3 ตัวบน', '3 ตัวโต๊ด'], helper: 'กลับเลข', typed: ['123'], stakes: { '3 ตัวบน': '10', '3 ตัวโต๊ด': '5' }, expected: 6 });
  await expect(page.getByTestId('not-added')).toContainText('3 ตัวโต๊ด 321: โต๊ดถูกได้ทุกการสลับหลักอยู่แล้ว');
  await expect(page.getByTestId('draft-line')).toHaveCount(19 + 6 + 1);
  await keepScreenshot(page, testInfo, 'bet-entry-v1');

  const summary = await reviewSummary(page);
  expect(summary.stake).toBe('160');
  // 123 drawn: 3 ตัวบน 9,000 and โต๊ด 750 (no 19 ประตู number ends 123).
  expect(summary.potentialWin).toBe('9,750');
  await keepScreenshot(page, testInfo, 'summary');
  await page.getByRole('button', { name: 'ยืนยันแทง' }).click();

  const placed = page.getByTestId('placed-slip');
  await expect(placed).toContainText('แทงหวยสำเร็จ');
  const slipNo = (await placed.getByText(/^โพยเลขที่ \d+$/).textContent())?.replace('โพยเลขที่ ', '') ?? '';
  const slip = await slipOf(request, member, slipNo);
  expect(slip.items).toHaveLength(26);
  expect(baht(slip.stake)).toBe(summary.stake);
  expect(baht(slip.charged)).toBe(summary.charged);
  expect(baht(slip.potentialWin)).toBe(summary.potentialWin);
  // The header shows the balance after the charge without a reload.
  await expect(page.getByTestId('balance-amount')).toHaveText(baht(1000 - slip.charged));
  expect(await balanceOf(request, member)).toBe(1000 - slip.charged);
  await keepScreenshot(page, testInfo, 'placed');

  await page.getByRole('link', { name: 'โพย', exact: true }).click();
  await expect(page).toHaveURL(/\/tanghuay-online\/list$/);
  const listed = page.getByText(`#${slip.id}`);
  await expect(listed).toBeVisible();
  await page.goto(`/tanghuay-online/list-detail/${slip.id}`);
  for (const number of ['123', '321', '05', '59']) await expect(page.getByText(number, { exact: true }).first()).toBeVisible();
});
