// Bet entry on a 360×740 phone (docs/architecture.md, "Touch targets"): the bet types and the whole
// keypad are in the first screen, between the header and the bar to pay, without scrolling, for
// each digit group, on a round with limited numbers (their line takes room at the top); and every
// helper's name is whole (the row of five for two digits cut "รูดหลัง"). One phone size, so it
// runs once (@once) rather than on both projects. The limits are caps no journey's stakes come
// near (other journeys bet on this lottery's rounds: a closed or reduced number would change them).
import { chooseGroup, openBetEntry } from '../support/bet-entry.ts';
import { deposit, registerMember, storeSession } from '../support/accounts.ts';
import { keepScreenshot, openRound, setLimits } from '../support/lotto.ts';
import { expect, test } from '../support/test.ts';

test.use({ viewport: { width: 360, height: 740 }, isMobile: true, hasTouch: true });

test('on a phone the bet types and the keypad fit the first screen, and no helper name is cut @once', async ({ page, request, staff }, testInfo) => {
  const member = await registerMember(request);
  await deposit(request, member, 100);
  const round = await openRound(request, member, 'hanoi-special');
  await setLimits(request, await staff.signedIn('admin'), round.id, [
    { type: '2top', number: '00', kind: 'cap', value: 1_000_000 },
    { type: '3top', number: '000', kind: 'cap', value: 1_000_000 },
  ]);
  await storeSession(page, member);
  await openBetEntry(page, round.id);
  await expect(page.getByTestId('limits-panel')).toBeVisible();
  const header = (await page.locator('.app-header').boundingBox())!;
  const bar = (await page.locator('.bet-bar').boundingBox())!;
  const inFirstScreen = async (name: string, selector: string) => {
    const box = (await page.locator(selector).boundingBox())!;
    expect(box.y, `${name} starts below the header`).toBeGreaterThanOrEqual(header.y + header.height);
    expect(box.y + box.height, `${name} ends above the bar to pay`).toBeLessThanOrEqual(bar.y);
  };

  for (const group of ['3 ตัว', '2 ตัว', 'เลขวิ่ง'] as const) {
    await chooseGroup(page, group);
    await expect(page.getByRole('radio', { name: group })).toBeChecked();
    expect(await page.evaluate(() => window.scrollY), 'the page has not scrolled').toBe(0);
    await inFirstScreen(`${group}: the bet types`, '.bet-types');
    await inFirstScreen(`${group}: the keypad`, '.keypad__keys');
  }

  await chooseGroup(page, '2 ตัว');
  const helpers = page.getByRole('radiogroup', { name: 'ตัวช่วย' }).locator('label');
  await expect(helpers).toHaveText(['ปกติ', 'กลับเลข', '19 ประตู', 'รูดหน้า', 'รูดหลัง']);
  const cut = await helpers.evaluateAll((labels) => labels.filter((label) => label.scrollWidth > label.clientWidth).map((label) => label.textContent));
  expect(cut, 'helpers whose name does not fit').toEqual([]);
  await keepScreenshot(page, testInfo, 'bet-entry-first-screen');
});
