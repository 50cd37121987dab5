// Results (ผลรางวัล): one Bangkok day at a time (today first, a day back or on, or any day picked),
// every lottery or one, grouped by head; the government lottery as announced (first prize, front 3
// and back 3 twice, bottom 2), every other lottery as top 3 and bottom 2, numbers large. Results of
// hanoi-normal, the lottery reserved to this spec and the win/lose spec for closing early, are
// entered for real; the government lottery is reserved to no journey, so its layout is shown from
// a government result added to the API's real answer.
import type { Page } from '@playwright/test';
import { registerMember, storeSession } from '../support/accounts.ts';
import { bearer, controlRound, keepScreenshot, type Round } from '../support/lotto.ts';
import { bangkokDay, enterResult, thaiDay, typeDay } from '../support/slips.ts';
import { expect, test } from '../support/test.ts';

/** The card of one lottery's results. */
const cardOf = (page: Page, name: string) => page.getByRole('region', { name, exact: true });

test('the government lottery reads as announced, and the days move back and on', async ({ page, request }, testInfo) => {
  const today = bangkokDay();
  await page.route((url) => url.pathname === '/api/lotto/results', async (route) => {
    const response = await route.fetch();
    const answer = (await response.json()) as { date: string; results: object[] };
    if (answer.date !== today) return route.fulfill({ response });
    const government = {
      roundId: '900001',
      lottoCode: 'thai-gov',
      lottoName: 'หวยรัฐบาลไทย',
      lottoHead: 'หวยไทย',
      lottoSubHead: 'รัฐบาล',
      closeDate: today,
      closesAt: `${today}T08:20:00.000Z`,
      firstPrize: '845123',
      front3: ['012', '345'],
      back3: ['678', '901'],
      top3: '123',
      bottom2: '07',
      source: 'operator',
      version: 1,
      enteredAt: `${today}T09:00:00.000Z`,
    };
    return route.fulfill({ response, json: { ...answer, results: [government, ...answer.results] } });
  });
  await storeSession(page, await registerMember(request));

  await page.goto('/tanghuay-online/result');
  await expect(page.getByRole('heading', { name: 'ผลรางวัล' })).toBeVisible();
  await expect(page.getByText(thaiDay(today, true), { exact: true })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'หวยไทย' })).toBeVisible();
  const government = cardOf(page, 'หวยรัฐบาลไทย');
  // Each prize's label, then its numbers.
  for (const prize of ['รางวัลที่ 1845123', '3 ตัวหน้า012345', '3 ตัวท้าย678901', '2 ตัวล่าง07']) await expect(government).toContainText(prize);
  await expect(government).not.toContainText('3 ตัวบน');
  await keepScreenshot(page, testInfo, 'results-government');

  await page.getByRole('button', { name: 'วันก่อนหน้า' }).click();
  const yesterday = bangkokDay(-1);
  await expect(page).toHaveURL(new RegExp(`\\?date=${yesterday}$`));
  await expect(page.getByText(thaiDay(yesterday, true), { exact: true })).toBeVisible();
  await expect(page.getByText(`ไม่มีผลรางวัลของวันที่ ${thaiDay(yesterday)}`)).toBeVisible();
  await page.getByRole('button', { name: 'วันถัดไป' }).click();
  await expect(page).toHaveURL(/\/tanghuay-online\/result$/);
  await expect(government).toBeVisible();
});

test('a lottery’s result is found by its day and by the lottery, top 3 and bottom 2 @once', async ({ page, request, staff }, testInfo) => {
  const operator = await staff.signedIn('admin');
  // The next round of hanoi-normal, opened early, closed and resulted: the open one is the win/lose spec's.
  const response = await request.get('/api/lotto/rounds?status=upcoming&lotto=hanoi-normal', { headers: bearer(operator) });
  const [round] = ((await response.json()) as { rounds: (Round & { closeDate: string })[] }).rounds;
  if (!round) throw new Error('hanoi-normal has no upcoming round');
  await controlRound(request, operator, round.id, 'open');
  await controlRound(request, operator, round.id, 'close');
  await enterResult(request, operator, round.id, { top3: '582', bottom2: '16' });
  await storeSession(page, await registerMember(request));

  await page.goto('/tanghuay-online/result');
  await typeDay(page, 'วันที่ออกผล', round.closeDate);
  await expect(page).toHaveURL(new RegExp(`\\?date=${round.closeDate}$`));
  await expect(page.getByText(thaiDay(round.closeDate, true), { exact: true })).toBeVisible();
  const card = cardOf(page, 'หวยฮานอยปกติ');
  await expect(card).toContainText('3 ตัวบน582');
  await expect(card).toContainText('2 ตัวล่าง16');

  await page.getByLabel('เลือกหวย').click();
  await page.getByTitle('หวยลาวพัฒนา', { exact: true }).click();
  await expect(page).toHaveURL(/lotto=lao-pattana/);
  await expect(page.getByText(`ไม่มีผลรางวัลของวันที่ ${thaiDay(round.closeDate)}`)).toBeVisible();
  await page.getByRole('button', { name: 'ดูผลทุกหวย' }).click();
  await expect(card).toBeVisible();

  await page.getByLabel('เลือกหวย').click();
  await page.getByTitle('หวยฮานอยปกติ', { exact: true }).click();
  await expect(page).toHaveURL(/lotto=hanoi-normal/);
  await expect(page.getByRole('heading', { level: 3 })).toHaveText(['หวยฮานอยปกติ']);
  await keepScreenshot(page, testInfo, 'results-one-lottery');
});
