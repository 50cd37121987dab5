import { registerMember, storeSession } from '../support/accounts.ts';
import { expect, test } from '../support/test.ts';

test('the host shows the lottery remote inside it, at the version the registry names', async ({ page, request }) => {
  const registry = await (await request.get('/remotes.json')).json();
  await storeSession(page, await registerMember(request));

  await page.goto('/');

  await expect(page).toHaveURL(/\/tanghuay-round$/);
  await expect(page.getByText('Tanghuay', { exact: true })).toBeVisible();
  const remotePage = page.locator('[data-remote="lotto"]');
  await expect(remotePage.getByRole('heading', { name: 'เลือกรอบแทงหวย' })).toBeVisible();
  await expect(remotePage).toHaveAttribute('data-remote-version', registry.lotto.version);
});

test('the demo remote is fetched only when a demo page is visited', async ({ page, staff }) => {
  // An administrator may open both the lottery pages and the template's.
  await storeSession(page, await staff.signedIn('admin'));
  const demoRequests: string[] = [];
  page.on('request', (request) => {
    if (new URL(request.url()).pathname.startsWith('/remotes/demo/')) demoRequests.push(request.url());
  });

  await page.goto('/tanghuay-round');
  await expect(page.getByRole('heading', { name: 'เลือกรอบแทงหวย' })).toBeVisible();
  expect(demoRequests).toEqual([]);

  await page.goto('/dashboard/analytics');
  await expect(page.locator('[data-remote="demo"]').getByRole('heading', { name: 'แดชบอร์ดการเข้าชม' })).toBeVisible();
  expect(demoRequests.length).toBeGreaterThan(0);
});

test('the API answers through the same origin', async ({ request }) => {
  const response = await request.get('/api/health');
  expect(response.ok()).toBe(true);
  expect(await response.json()).toMatchObject({ status: 'ok', migrations: expect.any(Number) });
});
