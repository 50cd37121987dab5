// A remote page's own chunk that fails to load (ChunkLoadError) is fetched again; one that keeps
// failing shows the Thai fallback, and "ลองใหม่" brings the page without reloading the host.
import type { Page } from '@playwright/test';
import { registerMember, storeSession } from '../support/accounts.ts';
import { expect, test } from '../support/test.ts';

const ROUNDS_PAGE_CHUNK = /\/remotes\/lotto\/.*rounds-page.*\.js$/;

/** Fails the rounds page's chunk `failures` times (every time when Infinity); answers the count of requests. */
async function failRoundsChunk(page: Page, failures: number): Promise<() => number> {
  let requests = 0;
  await page.route(ROUNDS_PAGE_CHUNK, (route) => {
    requests += 1;
    return requests <= failures ? route.abort('connectionreset') : route.continue();
  });
  return () => requests;
}

test('a page chunk that fails once is fetched again and the page shows', async ({ page, request }) => {
  await storeSession(page, await registerMember(request));
  const requests = await failRoundsChunk(page, 1);

  await page.goto('/tanghuay-round');

  await expect(page.getByRole('heading', { name: 'เลือกรอบแทงหวย' })).toBeVisible();
  expect(requests()).toBe(2);
});

test('a page chunk that keeps failing shows the fallback, and "ลองใหม่" brings the page without a reload', async ({
  page,
  request,
}) => {
  await storeSession(page, await registerMember(request));
  const requests = await failRoundsChunk(page, Infinity);

  await page.goto('/tanghuay-round');

  await expect(page.getByText('ไม่สามารถเปิดหน้านี้ได้ในขณะนี้')).toBeVisible();
  expect(requests()).toBe(3);
  await expect(page.getByTestId('header-balance')).toBeVisible();

  await page.evaluate(() => ((window as unknown as { hostLoad: string }).hostLoad = 'first'));
  await page.unroute(ROUNDS_PAGE_CHUNK);
  await page.getByRole('button', { name: 'ลองใหม่' }).click();

  await expect(page.getByRole('heading', { name: 'เลือกรอบแทงหวย' })).toBeVisible();
  expect(await page.evaluate(() => (window as unknown as { hostLoad?: string }).hostLoad)).toBe('first');
});
