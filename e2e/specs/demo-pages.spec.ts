// The demo remote's pages, as staff see them: every page of the menu (and the pages under them)
// renders with no console error, each kept as a screenshot; data answered in the browser (never by
// the API), an unknown todo filter or tag on the 404 page, a task added kept across a reload, the
// cart count in the shell's header, and the pricing arithmetic (docs/architecture.md, "The demo remote").
import { DEMO_MENU } from '@tanghuay/shared-auth/demo-menu';
import { storeSession } from '../support/accounts.ts';
import { ports } from '../support/stack.ts';
import { expect, test } from '../support/test.ts';

/** Pages below the menu's entries, one of each kind. */
const PAGES_BELOW_THE_MENU = [
  '/apps/email/sent',
  '/apps/email/label/company',
  '/apps/todo/completed',
  '/apps/todo/tag/team',
  '/apps/e-commerce/wishlist',
  '/apps/e-commerce/checkout',
  '/apps/invoice/add',
];

test('every demo page renders, within the page width, with no console error', async ({ page, staff }, testInfo) => {
  await storeSession(page, await staff.signedIn('admin'));
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(`${page.url()}: ${message.text()}`);
  });
  page.on('pageerror', (error) => errors.push(`${page.url()}: ${error.message}`));

  const paths = [...DEMO_MENU.flatMap((group) => group.items.map((item) => item.path)), ...PAGES_BELOW_THE_MENU];
  await page.goto(paths[0] ?? '/');
  for (const path of paths) {
    // Within the loaded app, as a menu link would: one page load for them all.
    await page.evaluate((to) => {
      history.pushState(null, '', to);
      dispatchEvent(new PopStateEvent('popstate'));
    }, path);
    // The demo frame names the address once its page has rendered there (the previous page stays
    // on screen while the next one's chunk loads).
    await expect(page.locator(`[data-remote="demo"][data-path="${path}"]`), path).toBeVisible();
    await expect(page.locator('[data-read="loading"]'), `${path} finishes loading`).toHaveCount(0);
    await expect(page.locator('[data-read="failed"]'), `${path} read its data`).toHaveCount(0);
    expect(await page.evaluate(() => document.documentElement.scrollWidth - innerWidth), `${path} fits the width`).toBeLessThanOrEqual(0);
    await page.screenshot({ path: testInfo.outputPath(`${path.slice(1).replaceAll('/', '_')}.png`) });
  }
  expect(errors).toEqual([]);
});

test('an unknown email folder or label, todo filter or tag is the 404 page', async ({ page, staff }) => {
  await storeSession(page, await staff.signedIn('admin'));
  await page.goto('/apps/email/junk');
  await expect(page).toHaveURL(/\/error-404$/);
  // The others within the loaded app, as the browser's back and forward would: no reload each time.
  for (const path of ['/apps/email/label/secret', '/apps/todo/archived', '/apps/todo/tag/urgent']) {
    await page.evaluate((to) => {
      history.pushState(null, '', to);
      dispatchEvent(new PopStateEvent('popstate'));
    }, path);
    await expect(page).toHaveURL(/\/error-404$/);
  }
});

test('todo: a task added survives a reload, and no demo data comes from the API', async ({ page, staff }) => {
  await storeSession(page, await staff.signedIn('admin'));
  const apiPaths: string[] = [];
  page.on('request', (request) => {
    const { pathname } = new URL(request.url());
    if (pathname.startsWith('/api/') && /todo|email|ecommerce|pricing|apps|pages/.test(pathname)) apiPaths.push(pathname);
  });

  await page.goto('/apps/todo/important');
  const tasks = page.getByRole('list', { name: 'งานที่ต้องทำ' });
  await expect(tasks.getByText('ตรวจรายงานยอดขายประจำเดือน')).toBeVisible();
  await page.getByRole('button', { name: 'ทั้งหมด' }).click();
  await expect(page).toHaveURL(/\/apps\/todo$/);
  await page.getByRole('textbox', { name: 'งานใหม่' }).fill('โทรหาลูกค้ารายใหม่');
  await page.getByRole('button', { name: 'เพิ่มงาน' }).click();
  await expect(tasks.getByRole('listitem').first()).toContainText('โทรหาลูกค้ารายใหม่');
  await page.reload();
  await expect(page.getByRole('list', { name: 'งานที่ต้องทำ' }).getByRole('listitem').first()).toContainText('โทรหาลูกค้ารายใหม่');
  expect(apiPaths).toEqual([]);
});

test('shop: an item put in the cart is counted in the shell’s header, which leads to the checkout', async ({ page, staff }) => {
  await storeSession(page, await staff.signedIn('admin'));
  await page.goto('/apps/e-commerce/shop');
  await page.getByRole('list', { name: 'สินค้า' }).getByRole('listitem').first().getByRole('button', { name: 'ใส่ตะกร้า' }).click();
  const cart = page.getByRole('link', { name: 'ตะกร้าสินค้า 1 ชิ้น' });
  await expect(cart).toBeVisible();
  await cart.click();
  await expect(page).toHaveURL(/\/apps\/e-commerce\/checkout$/);
});

test('shop: nine products first, featured first; pricing: 0, 49 and 99 a month; 0, 480 and 960 a year', async ({ page, staff }) => {
  await storeSession(page, await staff.signedIn('admin'));
  await page.goto('/apps/e-commerce/shop');
  await expect(page.getByRole('list', { name: 'สินค้า' }).getByRole('listitem')).toHaveCount(9);
  await expect(page.locator('.ant-select', { has: page.getByRole('combobox', { name: 'เรียงตาม' }) })).toContainText('แนะนำ');

  await page.goto('/pages/pricing');
  const prices = page.getByTestId('price');
  await expect(prices).toHaveText(['ฟรี', '$49 /เดือน', '$99 /เดือน']);
  await page.getByText('รายปี', { exact: true }).click();
  await expect(prices).toHaveText(['ฟรี', '$40 /เดือน', '$80 /เดือน']);
  await expect(page.getByTestId('yearly-total')).toHaveText([/^\$0 ต่อปี/, /^\$480 ต่อปี/, /^\$960 ต่อปี/]);
});

test('the demo remote runs alone from its own server, without the host or the lottery remote', async ({ page, request }) => {
  const { demo } = await (await request.get('/remotes.json')).json();
  await page.goto(`http://127.0.0.1:${ports.demo}/remotes/demo/${demo.version}/index.html`);
  await page.getByRole('navigation', { name: 'pages' }).getByRole('link', { name: 'งานที่ต้องทำ' }).click();
  await expect(page.getByRole('list', { name: 'งานที่ต้องทำ' }).getByRole('listitem').first()).toBeVisible();
});
