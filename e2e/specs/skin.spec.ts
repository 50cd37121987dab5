// The skin: semi-dark by default, kept in localStorage, and the dark skin puts `dark` on <body>.
import type { Page } from '@playwright/test';
import { expect, test } from '../support/test.ts';
import { registerMember, storeSession } from '../support/accounts.ts';

const bodyIsDark = (page: Page) => page.evaluate(() => document.body.classList.contains('dark'));

async function chooseSkin(page: Page, name: string) {
  await page.getByRole('button', { name: 'เปิดเมนูหลัก' }).click();
  const menu = page.getByRole('dialog', { name: 'เมนูหลัก' });
  await menu.getByText(name, { exact: true }).click();
  await page.keyboard.press('Escape');
  await expect(menu).toBeHidden();
}

test('the dark skin marks the body and is still there after a reload', async ({ page, request }) => {
  await storeSession(page, await registerMember(request));
  await page.goto('/tanghuay-round');
  await expect(page.getByTestId('header-balance')).toBeVisible();
  expect(await bodyIsDark(page)).toBe(false);
  expect(await page.evaluate(() => localStorage.getItem('skin'))).toBeNull();

  await chooseSkin(page, 'มืด');
  expect(await bodyIsDark(page)).toBe(true);
  expect(await page.evaluate(() => localStorage.getItem('skin'))).toBe('dark');

  await page.reload();
  await expect(page.getByTestId('header-balance')).toBeVisible();
  expect(await bodyIsDark(page)).toBe(true);

  await chooseSkin(page, 'สว่าง');
  expect(await bodyIsDark(page)).toBe(false);
  expect(await page.evaluate(() => localStorage.getItem('skin'))).toBe('light');
});

test('the sign-in page offers the skin too, and keeps it for after signing in', async ({ page }) => {
  await page.goto('/login-v1');
  await page.getByText('มืด', { exact: true }).click();
  expect(await bodyIsDark(page)).toBe(true);
  await page.goto('/register');
  await expect(page.getByRole('button', { name: 'สมัครสมาชิก' })).toBeVisible();
  expect(await bodyIsDark(page)).toBe(true);
});
