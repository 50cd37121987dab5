// Signing in, registering and resetting a forgotten password through the forms, against the real API.
import { randomUUID } from 'node:crypto';
import type { Page } from '@playwright/test';
import { DEMO, freshBankAccountNo, freshUsername, MEMBER_PASSWORD, registerMember, storedKeys } from '../support/accounts.ts';
import { keepScreenshot, type Round } from '../support/lotto.ts';
import { expect, test } from '../support/test.ts';

async function signInWithForm(page: Page, username: string, password: string) {
  await page.getByLabel('ชื่อผู้ใช้').fill(username);
  await page.getByLabel('รหัสผ่าน', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'เข้าสู่ระบบ' }).click();
}

test('a member opens the site, sees what it is, signs in and lands on round selection: balance, deposit prompt, rounds closing soonest', async ({
  page,
  request,
}, testInfo) => {
  const member = await registerMember(request);
  await page.goto('/');
  await expect(page).toHaveURL(/\/login-next$/);
  // What the site is, before anything else: the brand and one line (on a wide screen, the cover panel's).
  await expect(page.getByText('Tanghuay', { exact: true })).toBeVisible();
  await expect(page.getByText(/^แทงหวยออนไลน์/)).toBeVisible();
  // The journeys run in demo mode: the demo accounts are one link away.
  await expect(page.getByRole('link', { name: 'ทดลองเล่นด้วยบัญชีตัวอย่าง' })).toHaveAttribute('href', '/demo-login');
  await keepScreenshot(page, testInfo, 'sign-in');
  await signInWithForm(page, member.userData.username, MEMBER_PASSWORD);

  await expect(page).toHaveURL(/\/tanghuay-round$/);
  await expect(page.getByTestId('balance-amount')).toHaveText('0.00 THB');
  expect(await storedKeys(page)).toEqual(['UserToken', 'refreshToken', 'token', 'userData']);

  // Above the board, the open rounds closing soonest: each lottery's first, as the API lists them
  // (asked with the page's session: signing in ended the one registering made).
  const strip = page.getByRole('region', { name: 'ปิดรับเร็ว ๆ นี้' });
  await expect(strip.getByRole('timer').first()).toHaveText(/\d\d:\d\d:\d\d$/);
  const token = (await page.evaluate(() => localStorage.getItem('token'))) ?? '';
  await expect(async () => {
    const response = await request.get('/api/lotto/rounds', { headers: { authorization: `Bearer ${token}` } });
    const { rounds } = (await response.json()) as { rounds: Round[] };
    const firstOfEachLotto = new Map<string, string>();
    for (const round of rounds.filter(({ status }) => status === 'open').sort((a, b) => a.closesAt.localeCompare(b.closesAt))) {
      if (!firstOfEachLotto.has(round.lottoCode)) firstOfEachLotto.set(round.lottoCode, round.id);
    }
    const shown = await strip.getByRole('link').evaluateAll((links) => links.map((link) => link.getAttribute('data-soon-round-id')));
    expect(shown).toEqual([...firstOfEachLotto.values()].slice(0, 3));
  }).toPass({ timeout: 10_000 });
  await keepScreenshot(page, testInfo, 'rounds-first-visit');

  // Nothing to bet with yet: the prompt leads to the deposit page.
  const prompt = page.getByRole('region', { name: 'ฝากเงินเพื่อเริ่มเล่น' });
  await prompt.getByRole('link', { name: 'ฝากเงิน' }).click();
  await expect(page).toHaveURL(/\/tanghuay-deposit$/);
  await expect(prompt).toHaveCount(0);
});

test('a wrong password is refused in Thai and nothing is stored', async ({ page, request }) => {
  const member = await registerMember(request);
  await page.goto('/login-v1');
  await signInWithForm(page, member.userData.username, 'not-the-password1');

  await expect(page.getByRole('alert')).toHaveText('ชื่อผู้ใช้หรือรหัสผ่านไม่ถูกต้อง');
  await expect(page).toHaveURL(/\/login-v1$/);
  expect(await storedKeys(page)).toEqual([]);
});

test('an agent signs in on the back-office page and lands on the dashboard', async ({ page, staff }) => {
  const agent = await staff.signedIn('master');
  await page.goto('/manage-login');
  await signInWithForm(page, agent.userData.username, MEMBER_PASSWORD);
  await expect(page).toHaveURL(/\/dashboard$/);
});

test('a new member registers and is signed in at once', async ({ page }) => {
  const username = freshUsername('r');
  await page.goto('/register');
  await page.getByLabel('ชื่อผู้ใช้').fill(username);
  await page.getByLabel('ตั้งรหัสผ่าน').fill(MEMBER_PASSWORD);
  await page.getByLabel('ยืนยันรหัสผ่าน').fill(MEMBER_PASSWORD);
  await page.getByLabel('เบอร์โทรศัพท์').fill('0891234567');
  // The bank list searches as the member types.
  await page.getByLabel('ธนาคาร', { exact: true }).fill('ไทยพาณิชย์');
  await page.keyboard.press('Enter');
  await page.getByLabel('เลขที่บัญชีธนาคาร').fill(freshBankAccountNo());
  await page.getByLabel('ชื่อบัญชีธนาคาร').fill('สมหญิง ใจดี');
  await page.getByLabel(/ฉันมีอายุ 20 ปีขึ้นไป/).check();
  await page.getByRole('button', { name: 'สมัครสมาชิก' }).click();

  await expect(page).toHaveURL(/\/tanghuay-round$/);
  await expect(page.getByTestId('balance-amount')).toHaveText('0.00 THB');
  await expect(page.getByRole('region', { name: 'ฝากเงินเพื่อเริ่มเล่น' })).toBeVisible();
  expect(JSON.parse((await page.evaluate(() => localStorage.getItem('userData'))) ?? '{}')).toMatchObject({
    username,
    role: 'member',
  });
});

test('a member resets a forgotten password with a code from the back office', async ({ page, request, staff }) => {
  const member = await registerMember(request);
  const operator = await staff.signedIn('agadmin');
  const issued = await request.post(`/api/backoffice/members/${member.userData.userID}/password-reset-code`, {
    headers: { authorization: `Bearer ${operator.token}` },
  });
  expect(issued.status()).toBe(201);
  const { code } = (await issued.json()) as { code: string };
  const newPassword = `new${randomUUID().slice(0, 8)}9`;

  await page.goto('/forgot-password');
  await page.getByRole('link', { name: 'ฉันมีรหัสรีเซ็ตแล้ว' }).click();
  await expect(page).toHaveURL(/\/reset-password$/);
  await page.getByLabel('ชื่อผู้ใช้').fill(member.userData.username);
  await page.getByLabel('รหัสรีเซ็ต').fill(code.toLowerCase());
  await page.getByLabel('ตั้งรหัสผ่าน').fill(newPassword);
  await page.getByLabel('ยืนยันรหัสผ่าน').fill(newPassword);
  await page.getByRole('button', { name: 'ตั้งรหัสผ่านใหม่' }).click();
  await expect(page.getByText('ตั้งรหัสผ่านใหม่เรียบร้อยแล้ว')).toBeVisible();

  await page.getByRole('link', { name: 'เข้าสู่ระบบ' }).click();
  await expect(page).toHaveURL(/\/login-next$/);
  await signInWithForm(page, member.userData.username, newPassword);
  await expect(page).toHaveURL(/\/tanghuay-round$/);
});

test('the demo page signs in with one tap as a demo account', { tag: '@once' }, async ({ page }) => {
  await page.goto('/demo-login');
  const member = page.getByRole('listitem').filter({ hasText: `${DEMO.member.username} / ${DEMO.member.password}` });
  await member.getByRole('button', { name: 'เข้าสู่ระบบ' }).click();
  await expect(page).toHaveURL(/\/tanghuay-round$/);
  await expect(page.getByTestId('header-balance')).toBeVisible();
});
