// The first paint comes from the HTML itself (docs/architecture.md, "A first page load"): before any
// script has arrived — here, in a browser that runs none — a visitor on a slow phone link sees the
// brand in the header, a skeleton of the page and of the bottom navigation where the shell puts
// them, and hears that the page is loading. Every page address gets the same HTML.
import { expect, test } from '../support/test.ts';

/** The shell's header height (HEADER_HEIGHT, host/src/app/theme.ts). */
const HEADER_HEIGHT = 56;

test.use({ javaScriptEnabled: false });

for (const address of ['/', '/tanghuay-round']) {
  test(`${address} shows the brand and the page's skeleton with no script`, async ({ page }) => {
    await page.goto(address);

    const header = page.getByRole('banner');
    await expect(header).toHaveText('Tanghuay');
    await expect(header).toBeVisible();
    await expect(page.getByRole('status')).toHaveText('กำลังโหลด…');
    await expect(page.getByTestId('skeleton-title')).toBeInViewport();
    const blocks = await page.getByTestId('skeleton-block').all();
    expect(blocks.length).toBeGreaterThanOrEqual(3);
    for (const block of blocks) await expect(block).toBeVisible();
    await expect(blocks[0]!).toBeInViewport();
    const nav = page.getByTestId('skeleton-nav');
    await expect(nav).toBeVisible();

    // Where the shell draws its header and bottom navigation, so the real page takes over without a jump.
    const viewport = page.viewportSize()!;
    expect(await header.boundingBox()).toEqual({ x: 0, y: 0, width: viewport.width, height: HEADER_HEIGHT });
    const navBox = (await nav.boundingBox())!;
    expect(navBox.y + navBox.height).toBe(viewport.height);
  });
}
