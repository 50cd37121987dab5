// The scroll-to-top button appears only once the page has scrolled more than 250 px.
import { expect, test } from '../support/test.ts';

test('appears past 250 px of scrolling and brings the page back to the top', async ({ page }) => {
  // A short window, so the registration form is taller than it.
  await page.setViewportSize({ width: page.viewportSize()?.width ?? 360, height: 420 });
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
