// Fixed parts of the screen cover nothing: the scroll-to-top button appears only once the page has
// scrolled more than 250 px, and not on a page with a bar of its own at the foot (bet entry's bar to
// pay); toasts open below the header, whose balance they would otherwise hide as it changes.
import { addNumbers, chooseGroup, memberOnBetEntry } from '../support/bet-entry.ts';
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

test('on bet entry the bar to pay has the foot of the screen to itself, and the toast of an added line opens below the header', async ({ page, request }) => {
  await memberOnBetEntry(page, request, { baht: 100 });
  await chooseGroup(page, '2 ตัว');
  await addNumbers(page, { types: ['2 ตัวบน'], typed: ['47'], stakes: { '2 ตัวบน': '5' }, expected: 1 });

  const toast = page.getByText('เพิ่ม 1 รายการลงโพยแล้ว');
  await expect(toast).toBeVisible();
  const header = await page.locator('.app-header').boundingBox();
  // Once it has slid into place.
  await expect.poll(async () => (await toast.boundingBox())?.y).toBeGreaterThanOrEqual(header!.y + header!.height);

  // At the end of the page, and on the way: nothing lies over the button to review the slip.
  const review = page.getByRole('button', { name: 'ตรวจสอบโพย' });
  for (const y of [300, 100_000]) {
    await page.evaluate((top) => window.scrollTo(0, top), y);
    await expect(page.getByRole('button', { name: 'กลับขึ้นด้านบน' })).toBeHidden();
    await review.click({ trial: true, timeout: 2_000 });
  }
});
