// Win/lose (สรุปยอดได้เสีย): ready-made ranges (today, yesterday, 7 days, this month) or any two
// days, the totals, then a row per Bangkok day placed on; the net signed with "+" or "−" (not by
// colour alone) and explained. Slips still awaiting their result are shown apart (รอผล), no loss;
// a won slip (on hanoi-normal, reserved to this spec and the results spec for closing early) a gain.
import type { Page } from '@playwright/test';
import { deposit, registerMember, storeSession } from '../support/accounts.ts';
import { controlRound, asFigure, keepScreenshot, openRound } from '../support/lotto.ts';
import { bangkokDay, calendarOf, enterResult, placeSlip, roundsThatStayOpen, thaiDay, typeDay, typedThaiDay } from '../support/slips.ts';
import { expect, test } from '../support/test.ts';

/** The figure of the totals with this label, as shown. */
const total = (page: Page, label: string) => page.getByRole('term').filter({ hasText: new RegExp(`^${label}$`) }).locator('xpath=following-sibling::dd[1]');

test('slips awaiting their result are shown apart, not as a loss, day by day and over a range', async ({ page, request }, testInfo) => {
  const member = await registerMember(request);
  await deposit(request, member, 1000);
  const [round] = await roundsThatStayOpen(request, member);
  await placeSlip(request, member, round.id, [{ type: '3top', number: '321', amount: 10 }]);
  await placeSlip(request, member, round.id, [{ type: '2bottom', number: '54', amount: 20 }]);
  await storeSession(page, member);

  await page.goto('/tanghuay-online/winlose');
  await expect(page.getByRole('heading', { name: 'สรุปยอดได้เสีย' })).toBeVisible();
  const presets = page.getByRole('radiogroup', { name: 'ช่วงวันที่' });
  await expect(presets.getByRole('radio', { name: '7 วัน' })).toBeChecked();
  await expect(page.getByText(`${thaiDay(bangkokDay(-6))} – ${thaiDay(bangkokDay())}`)).toBeVisible();
  await expect(page.getByText('ได้/เสียสุทธิ = เงินรางวัล − ยอดที่ชำระ', { exact: false })).toBeVisible();
  for (const [label, shown] of [
    ['จำนวนโพย', '2'],
    ['ยอดแทง', '30.00'],
    ['ส่วนลด', '0.00'],
    ['ยอดที่ชำระ', '30.00'],
    ['รอผล', '30.00'],
    ['เงินรางวัล', '0.00'],
    ['ได้/เสียสุทธิ', '0.00'],
  ] as const) {
    await expect(total(page, label)).toHaveText(shown);
  }
  await expect(page.getByTestId('winlose-pending-note')).toHaveText('โพยรอผล 2 โพย ยังไม่นับในได้/เสีย');
  const rows = page.getByRole('row').filter({ hasText: thaiDay(bangkokDay()) });
  await expect(rows).toHaveCount(1);
  await expect(rows).not.toContainText('−');
  await keepScreenshot(page, testInfo, 'winlose');

  await presets.getByText('เมื่อวาน', { exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`\\?from=${bangkokDay(-1)}&to=${bangkokDay(-1)}$`));
  await expect(page.getByText('ไม่มีโพยในช่วงวันที่นี้')).toBeVisible();
  await presets.getByText('วันนี้', { exact: true }).click();
  await expect(total(page, 'ได้/เสียสุทธิ')).toHaveText('0.00');

  // Any two days, typed in พ.ศ.; an end before the start is not taken.
  await typeDay(page, 'ตั้งแต่วันที่', bangkokDay(-3));
  await expect(page).toHaveURL(new RegExp(`\\?from=${bangkokDay(-3)}&to=${bangkokDay()}$`));
  await expect(presets.getByRole('radio', { checked: true })).toHaveCount(0);
  await expect(total(page, 'จำนวนโพย')).toHaveText('2');
  await typeDay(page, 'ถึงวันที่', bangkokDay(-4));
  await expect(calendarOf(page).getByRole('alert')).toHaveText('วันที่นี้อยู่นอกช่วงที่เลือกได้');
  await expect(page.getByLabel('ถึงวันที่')).toHaveValue(typedThaiDay(bangkokDay(-4)));
  await expect(page).toHaveURL(new RegExp(`\\?from=${bangkokDay(-3)}&to=${bangkokDay()}$`));
  await expect(total(page, 'จำนวนโพย')).toHaveText('2');
});

test('a won slip makes a gain, signed with a plus @once', async ({ page, request, staff }, testInfo) => {
  const operator = await staff.signedIn('admin');
  const member = await registerMember(request);
  await deposit(request, member, 1000);
  const round = await openRound(request, member, 'hanoi-normal', 60);
  const slip = await placeSlip(request, member, round.id, [
    { type: '3top', number: '123', amount: 10 },
    { type: '2bottom', number: '99', amount: 10 },
  ]);
  await controlRound(request, operator, round.id, 'close');
  await enterResult(request, operator, round.id, { top3: '123', bottom2: '45' });
  await storeSession(page, member);

  await page.goto(`/tanghuay-online/winlose?from=${bangkokDay()}&to=${bangkokDay()}`);
  await expect(page.getByRole('radiogroup', { name: 'ช่วงวันที่' }).getByRole('radio', { name: 'วันนี้' })).toBeChecked();
  await expect(total(page, 'ยอดที่ชำระ')).toHaveText(asFigure(slip.charged));
  await expect(total(page, 'เงินรางวัล')).toHaveText('9,000.00');
  await expect(total(page, 'ได้/เสียสุทธิ')).toHaveText(`+${asFigure(9000 - slip.charged)}`);
  await expect(page.getByRole('row').filter({ hasText: thaiDay(bangkokDay()) })).toContainText(`+${asFigure(9000 - slip.charged)}`);
  await keepScreenshot(page, testInfo, 'winlose-gain');

});
