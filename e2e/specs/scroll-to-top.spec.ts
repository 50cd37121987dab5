// Fixed parts of the screen cover nothing: the scroll-to-top button appears only once the page has
// scrolled more than 250 px and stands above a page's own sticky bar (bet entry's bar to pay), and
// toasts open below the header, whose balance they would otherwise hide as it changes.
import { deposit, registerMember, storeSession } from '../support/accounts.ts';
import { addNumbers, chooseGroup } from '../support/bet-entry.ts';
import { HOUSE_LOTTO, openRound } from '../support/lotto.ts';
import { expect, test } from '../support/test.ts';

/** A short window, so that pages are taller than it. */
test.use({ viewport: { width: 360, height: 420 } });

test('appears past 250 px of scrolling and brings the page back to the top', async ({ page }) => {
  await page.goto('/register');
  await expect(page.getByRole('button', { name: 'สมัครสมาชิก' })).toBeVisible();
  const toTop = page.getByRole('button', { name: 'กลับขึ้นด้านบน' });
  const scrollTo = async (y: number) => {
    await page.evaluate((top) => window.scrollTo(0, top), y);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(y);
  };

  await scrollTo(240);
  await expect(toTop).toBeHidden();

  await scrollTo(260);
  await expect(toTop).toBeVisible();

  await toTop.click();
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
  await expect(toTop).toBeHidden();
});

test('on bet entry the button stands above the bar to pay, and the toast of an added line opens below the header', async ({ page, request }) => {
  const member = await registerMember(request);
  await deposit(request, member, 100);
  const round = await openRound(request, member, HOUSE_LOTTO);
  await storeSession(page, member);
  await page.goto('/tanghuay-round');
  await page.locator(`a[data-round-id="${round.id}"]`).click();
  await chooseGroup(page, '2 ตัว');
  await addNumbers(page, { types: ['2 ตัวบน'], typed: ['47'], stakes: { '2 ตัวบน': '5' }, expected: 1 });

  const toast = page.getByText('เพิ่ม 1 รายการลงโพยแล้ว');
  await expect(toast).toBeVisible();
  const header = await page.locator('.app-header').boundingBox();
  const toastBox = await toast.boundingBox();
  expect(toastBox!.y).toBeGreaterThanOrEqual(header!.y + header!.height);

  await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
  const toTop = page.getByRole('button', { name: 'กลับขึ้นด้านบน' });
  await expect(toTop).toBeVisible();
  const bar = await page.locator('.bet-bar').boundingBox();
  const button = await toTop.boundingBox();
  expect(button!.y + button!.height).toBeLessThanOrEqual(bar!.y);
  // Nothing lies over the button to review the slip: a tap there reaches it.
  await page.getByRole('button', { name: 'ตรวจสอบโพย' }).click({ trial: true, timeout: 2_000 });
});
