// A member bets from the screen with the keypad (bet entry v1): picks the open house round on the
// round board, adds a digit with 19 ประตู (the summary's possible win is what one result can pay, not
// the 19 wins added up), a number with กลับเลข (3 ตัวโต๊ด takes its digits once, and says so) and one
// number with Enter. A reload keeps the slip being built. With nothing in the wallet, confirm waits
// and "ฝากเงิน" leads to the deposit page and back to the same slip once topped up. The member
// confirms; the success message comes into view with the focus, the header balance drops without a
// reload, "แทงต่อ" stays on the round, and the slip is in the slip list and its detail, priced as the
// API priced it.
import { expect, test } from '../support/test.ts';
import { registerMember, storeSession } from '../support/accounts.ts';
import { balanceOf, asFigure, headerBalance, HOUSE_LOTTO, keepScreenshot, openRound, slipOf } from '../support/lotto.ts';
import { addNumbers, chooseGroup, reviewSummary, setType } from '../support/bet-entry.ts';

test.setTimeout(240_000);

test('a member places a slip with กลับเลข, 19 ประตู and Enter on the house round, topping up on the way', async ({ page, request }, testInfo) => {
  const member = await registerMember(request);
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
  await expect(page.getByTestId('draft-potential-win')).toHaveText('450.00');
  const doors = await reviewSummary(page);
  expect([doors.stake, doors.potentialWin]).toEqual(['95.00', '450.00']);
  await page.getByRole('button', { name: 'กลับไปแก้ไข' }).click();

  // 3 ตัวบน 10 on every order of 123 (กลับเลข: 6 numbers); 3 ตัวโต๊ด 5 once, its other orders being the same โต๊ด.
  await chooseGroup(page, '3 ตัว');
  await addNumbers(page, { types: ['3 ตัวบน', '3 ตัวโต๊ด'], helper: 'กลับเลข', typed: ['123'], stakes: { '3 ตัวบน': '10', '3 ตัวโต๊ด': '5' }, expected: 6 });
  await expect(page.getByTestId('not-added')).toContainText('3 ตัวโต๊ด 321: โต๊ดถูกได้ทุกการสลับหลักอยู่แล้ว');

  // 2 ตัวบน 5 on 77, typed on the keypad and added with Enter from its stake.
  await chooseGroup(page, '2 ตัว');
  await setType(page, '2 ตัวบน', true);
  await setType(page, '2 ตัวล่าง', false);
  await page.getByRole('radiogroup', { name: 'ตัวช่วย' }).getByText('ปกติ', { exact: true }).click();
  for (const digit of '77') await page.locator('.keypad__keys').getByRole('button', { name: digit, exact: true }).click();
  await page.getByLabel('ราคา 2 ตัวบน').fill('5');
  await page.keyboard.press('Enter');
  const lines = page.getByTestId('draft-line');
  await expect(lines).toHaveCount(19 + 7 + 1);
  await expect(page.getByRole('button', { name: 'ลบ 2 ตัวบน เลข 77' })).toHaveCount(1);
  // With the slip's last line behind the sticky bar, Tab onto it brings it clear of the bar.
  const bar = page.locator('.bet-bar');
  const lastRemove = lines.last().getByRole('button');
  await lastRemove.evaluate((button, barTop) => window.scrollBy(0, button.getBoundingClientRect().top - barTop - 4), await bar.evaluate((element) => element.getBoundingClientRect().top));
  await lines.nth(-2).getByRole('button').evaluate((button: HTMLElement) => button.focus({ preventScroll: true }));
  await page.keyboard.press('Tab');
  await expect(lastRemove).toBeFocused();
  const focusedBottom = await lastRemove.evaluate((button) => button.getBoundingClientRect().bottom);
  expect(focusedBottom).toBeLessThanOrEqual(await bar.evaluate((element) => element.getBoundingClientRect().top));
  await keepScreenshot(page, testInfo, 'bet-entry-v1');

  // A reload keeps the slip being built, and says so.
  await page.reload();
  await expect(page.getByTestId('draft-restored')).toHaveText(/กู้คืนโพยที่ยังไม่ได้แทง 27 รายการ/);
  await expect(lines).toHaveCount(27);

  // Nothing in the wallet: confirm waits, and ฝากเงิน goes to the deposit page and back to this slip.
  const summary = await reviewSummary(page);
  expect(summary.stake).toBe('165.00');
  // 123 drawn: 3 ตัวบน 9,000 and โต๊ด 750 (no 19 ประตู number, nor 77, ends 123).
  expect(summary.potentialWin).toBe('9,750.00');
  await expect(page.getByTestId('slip-summary')).toContainText('มากกว่ายอดเงินคงเหลือ 0 บาท');
  await expect(page.getByRole('button', { name: 'ยืนยันแทง' })).toBeDisabled();
  await keepScreenshot(page, testInfo, 'summary-over-balance');
  const entryUrl = page.url();
  await page.getByRole('button', { name: 'ฝากเงิน', exact: true }).click();
  await expect(page.getByRole('heading', { name: 'ฝากเงิน', level: 1 })).toBeVisible();
  await expect(page.getByTestId('back-to-slip')).toContainText('โพยที่ยังไม่ได้แทงรออยู่');
  await page.getByRole('group', { name: 'เลือกจำนวนเงิน' }).getByRole('button', { name: '500 บาท', exact: true }).click();
  await page.getByRole('button', { name: 'ยืนยันฝากเงิน' }).click();
  await expect(page.getByTestId('back-to-slip')).toContainText('เติมเงินแล้ว');
  await expect(page.getByTestId('balance-amount')).toHaveText('500.00 THB');
  await keepScreenshot(page, testInfo, 'deposit-back-to-slip');
  await page.getByRole('link', { name: 'กลับไปที่โพย' }).click();
  expect(page.url()).toBe(entryUrl);
  await expect(page.getByTestId('draft-restored')).toHaveText(/กู้คืนโพยที่ยังไม่ได้แทง 27 รายการ/);
  // Reviewed from the end of the long slip, as a member who checked every line.
  await lines.last().scrollIntoViewIfNeeded();
  expect(await reviewSummary(page)).toEqual(summary);
  await keepScreenshot(page, testInfo, 'summary');
  await page.getByRole('button', { name: 'ยืนยันแทง' }).click();

  const placed = page.getByTestId('placed-slip');
  const success = placed.getByRole('heading', { name: 'แทงหวยสำเร็จ' });
  await expect(success).toBeFocused();
  await expect(success).toBeInViewport();
  const slipNo = (await placed.getByText(/^โพยเลขที่ \d+$/).textContent())?.replace('โพยเลขที่ ', '') ?? '';
  const slip = await slipOf(request, member, slipNo);
  expect(slip.items).toHaveLength(27);
  expect(asFigure(slip.stake)).toBe(summary.stake);
  expect(asFigure(slip.charged)).toBe(summary.charged);
  expect(asFigure(slip.potentialWin)).toBe(summary.potentialWin);
  // The header shows the balance after the charge without a reload.
  await expect(page.getByTestId('balance-amount')).toHaveText(headerBalance(500 - slip.charged));
  expect(await balanceOf(request, member)).toBe(500 - slip.charged);
  await keepScreenshot(page, testInfo, 'placed');

  // แทงต่อ: the same round again, with an empty slip (the placed one is no longer kept).
  await page.getByRole('button', { name: 'แทงต่อ' }).click();
  expect(page.url()).toBe(entryUrl);
  await expect(page.getByRole('heading', { level: 1, name: round.lottoName })).toBeVisible();
  await expect(lines).toHaveCount(0);
  await expect(page.getByTestId('draft-restored')).toHaveCount(0);

  await page.getByRole('link', { name: 'โพย', exact: true }).click();
  await expect(page).toHaveURL(/\/tanghuay-online\/list$/);
  const listed = page.getByText(`#${slip.id}`);
  await expect(listed).toBeVisible();
  await page.goto(`/tanghuay-online/list-detail/${slip.id}`);
  for (const number of ['123', '321', '05', '59']) await expect(page.getByText(number, { exact: true }).first()).toBeVisible();
});
