// The member's account and responsible play (บัญชีของฉัน, /tanghuay-account). Deposit limits set on
// the page hold at the deposit: a lower one at once (the API refuses a deposit over it in its own
// words, and the deposit page, opened afresh, refuses it before asking), a higher one only after 24
// hours, shown as waiting with the time it takes effect. Taking a break (self-exclusion), confirmed
// in a second step with the password, signs the member out at once; signing in again lands on the
// withdraw page of a restricted session, which says until when. The password is changed with the
// current one. Every journey registers its own member.
import { randomUUID } from 'node:crypto';
import type { Page } from '@playwright/test';
import { logIn, MEMBER_PASSWORD, registerMember, storedKeys, storeSession } from '../support/accounts.ts';
import { balanceOf, bearer, keepScreenshot, pageDateTime } from '../support/lotto.ts';
import { expect, test } from '../support/test.ts';

const LIMITS_PATH = '/api/wallet/limits';
const DEPOSITS_PATH = '/api/wallet/deposits';
const SELF_EXCLUSION_PATH = '/api/account/self-exclusion';

interface PeriodLimit {
  amount: number | null;
  used: number;
  remaining: number | null;
  pending: { amount: number | null; effectiveAt: string } | null;
}

/** Counts the page's requests of one method and path. */
function countRequests(page: Page, method: string, path: string): { readonly sent: number } {
  const counter = { sent: 0 };
  page.on('request', (sent) => {
    if (sent.method() === method && new URL(sent.url()).pathname === path) counter.sent += 1;
  });
  return counter;
}

const limitsRegion = (page: Page) => page.getByRole('region', { name: 'วงเงินฝาก', exact: true });
const dayCard = (page: Page) => limitsRegion(page).getByRole('group', { name: 'วงเงินฝากต่อวัน', exact: true });

async function signInWithForm(page: Page, username: string, password: string) {
  await page.getByLabel('ชื่อผู้ใช้').fill(username);
  await page.getByLabel('รหัสผ่าน', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'เข้าสู่ระบบ' }).click();
}

test('a lower daily limit set on the page is in force at once, and no deposit above it is made', async ({ page, context, request }, testInfo) => {
  const member = await registerMember(request);
  await storeSession(page, member);
  // Opened before the limit is lowered, this tab still knows of no limit: only the API can refuse.
  const depositTab = await context.newPage();
  const deposits = countRequests(depositTab, 'POST', DEPOSITS_PATH);
  await depositTab.goto('/tanghuay-deposit');
  await expect(depositTab.getByText('ยังไม่มีรายการฝากเงิน')).toBeVisible();

  await page.goto('/tanghuay-account');
  await expect(page.getByRole('heading', { name: 'บัญชีของฉัน', level: 1 })).toBeVisible();
  const limits = limitsRegion(page);
  await expect(limits.getByText('ยังไม่ได้ตั้งวงเงินฝาก ขณะนี้ฝากได้ไม่จำกัด')).toBeVisible();
  await expect(dayCard(page)).toContainText('วงเงินที่ใช้อยู่ไม่จำกัด');

  const day = page.getByLabel('วงเงินฝากต่อวัน (บาท)');
  await expect(day).toHaveAttribute('placeholder', 'ไม่จำกัด');
  await day.fill('300');
  await expect(limits.getByText('มีผลทันทีเมื่อบันทึก')).toBeVisible();
  // From the keyboard, as much as from a tap.
  await day.press('Enter');

  await expect(limits.getByRole('alert').filter({ hasText: 'บันทึกวงเงินฝากแล้ว' })).toContainText('ต่อวัน: 300 บาท มีผลทันที');
  await expect(dayCard(page)).toContainText('วงเงินที่ใช้อยู่300 บาท');
  await expect(dayCard(page)).toContainText('ฝากแล้ววันนี้0 บาท');
  await expect(dayCard(page)).toContainText('ฝากได้อีกวันนี้300 บาท');
  await expect(dayCard(page).getByText('รอมีผล', { exact: true })).toHaveCount(0);
  await expect(limits.getByText('ยังไม่ได้ตั้งวงเงินฝาก ขณะนี้ฝากได้ไม่จำกัด')).toHaveCount(0);
  await keepScreenshot(page, testInfo, 'account-limits');

  const stored = await request.get(LIMITS_PATH, { headers: bearer(member) });
  expect(stored.status(), await stored.text()).toBe(200);
  expect(((await stored.json()) as Record<string, PeriodLimit>).day).toEqual({ amount: 300, used: 0, remaining: 300, pending: null });

  // The tab opened before: the API refuses 500 in its own words.
  const amount = depositTab.getByLabel('จำนวนเงินที่ต้องการฝาก (บาท)');
  await amount.fill('500');
  await depositTab.getByRole('button', { name: 'ยืนยันฝากเงิน' }).click();
  await expect(
    depositTab.getByRole('alert').filter({ hasText: 'ยอดฝากนี้เกินวงเงินฝากต่อวันที่ท่านตั้งไว้ (300 บาท) วันนี้ฝากได้อีก 300 บาท' }),
  ).toBeVisible();
  expect(deposits.sent).toBe(1);

  // Opened afresh, the deposit page knows the limit and refuses before asking.
  await depositTab.reload();
  await expect(depositTab.locator('main')).toContainText('วันนี้ฝากได้อีก300.00');
  await amount.fill('500');
  await expect(depositTab.getByText('ยอดฝากนี้เกินวงเงินฝากต่อวันที่คุณตั้งไว้ วันนี้ฝากได้อีก 300 บาท')).toBeVisible();
  await amount.press('Enter');
  expect(deposits.sent).toBe(1);

  // No deposit request was made, and the balance is as it was.
  const listed = await request.get(DEPOSITS_PATH, { headers: bearer(member) });
  expect(listed.status(), await listed.text()).toBe(200);
  expect(((await listed.json()) as { items: unknown[] }).items).toEqual([]);
  expect(await balanceOf(request, member)).toBe(0);
  await expect(depositTab.getByTestId('balance-amount')).toHaveText('0.00 THB');
});

test('a higher limit waits 24 hours, shown with the time it takes effect', async ({ page, request }, testInfo) => {
  const member = await registerMember(request);
  const set = await request.put(LIMITS_PATH, { headers: bearer(member), data: { day: 300, week: null, month: null } });
  expect(set.status(), await set.text()).toBe(200);
  await storeSession(page, member);

  await page.goto('/tanghuay-account');
  const limits = limitsRegion(page);
  const day = page.getByLabel('วงเงินฝากต่อวัน (บาท)');
  await expect(day).toHaveValue('300');
  await day.fill('1000');
  await expect(limits.getByText('มีผลหลังบันทึก 24 ชั่วโมง', { exact: true })).toBeVisible();

  const saved = page.waitForResponse((response) => response.request().method() === 'PUT' && new URL(response.url()).pathname === LIMITS_PATH);
  await limits.getByRole('button', { name: 'บันทึกวงเงินฝาก' }).click();
  const answer = (await (await saved).json()) as Record<string, PeriodLimit>;
  expect(answer.day).toMatchObject({ amount: 300, remaining: 300, pending: { amount: 1000 } });
  const effectiveAt = answer.day?.pending?.effectiveAt ?? '';
  // 24 hours from the save, give or take this test's own time.
  expect(Math.abs(Date.parse(effectiveAt) - Date.now() - 24 * 60 * 60 * 1000)).toBeLessThan(60_000);
  const when = `${pageDateTime(effectiveAt)} น.`;

  // Still 300 now; 1,000 from the time shown.
  await expect(dayCard(page).getByText('รอมีผล', { exact: true })).toBeVisible();
  await expect(dayCard(page)).toContainText('วงเงินที่ใช้อยู่300 บาท');
  await expect(dayCard(page)).toContainText(`เปลี่ยนเป็น 1,000 บาท มีผล ${when}`);
  await expect(limits.getByRole('alert').filter({ hasText: 'บันทึกวงเงินฝากแล้ว' })).toContainText(`ต่อวัน: 1,000 บาท มีผล ${when}`);
  // The box holds the change waiting: saving it again keeps its time.
  await expect(day).toHaveValue('1000');
  await expect(limits.getByText(`รอมีผล ${when} ตามที่ตั้งไว้แล้ว`)).toBeVisible();
  await keepScreenshot(page, testInfo, 'account-limit-waiting');

  await page.reload();
  await expect(dayCard(page)).toContainText(`เปลี่ยนเป็น 1,000 บาท มีผล ${when}`);
  await expect(dayCard(page)).toContainText('ฝากได้อีกวันนี้300 บาท');
});

test('a 1-day break, confirmed with the password, signs the member out at once; signing in again leads to withdrawing', async ({ page, request }, testInfo) => {
  const member = await registerMember(request);
  await storeSession(page, member);
  const asked = countRequests(page, 'POST', SELF_EXCLUSION_PATH);

  await page.goto('/tanghuay-account');
  const section = page.getByRole('region', { name: 'พักการเล่น', exact: true });
  await expect(section).toContainText('ระบบจะออกจากระบบทันทีในทุกอุปกรณ์ รวมถึงหน้านี้');
  await expect(section).toContainText('จนกว่าจะครบกำหนด เข้าสู่ระบบได้เพื่อดูประวัติและถอนเงินเท่านั้น แทงหวย ฝากเงิน และเปลี่ยนวงเงินฝากไม่ได้');
  await expect(section).toContainText('ยกเลิกหรือลดระยะเวลาไม่ได้ ทำได้เพียงขยายเวลา');
  const oneDay = section.getByRole('group', { name: 'ระยะเวลาพักการเล่น' }).getByRole('button', { name: '1 วัน', exact: true });
  await oneDay.click();
  await expect(oneDay).toHaveAttribute('aria-pressed', 'true');
  await section.getByRole('button', { name: 'พักการเล่น 1 วัน' }).click();

  const dialog = page.getByRole('dialog', { name: 'ยืนยันการพักการเล่น' });
  await expect(dialog).toContainText(/พักการเล่น 1 วัน ถึงประมาณ \d+ \S+ 25\d\d \d\d:\d\d น\./);
  const confirm = dialog.getByRole('button', { name: 'ยืนยันพักการเล่น' });
  const password = dialog.getByLabel('รหัสผ่าน', { exact: true });
  await expect(password).toHaveAttribute('autocomplete', 'current-password');
  // Nothing can be sent before the member gives the password and says they understand.
  await expect(confirm).toBeDisabled();
  await dialog.getByRole('checkbox', { name: /^เข้าใจแล้ว/ }).check();
  await expect(confirm).toBeDisabled();
  await password.fill('not-the-password1');
  await expect(confirm).toBeEnabled();
  await confirm.click();
  await expect(dialog.getByRole('alert').filter({ hasText: 'รหัสผ่านปัจจุบันไม่ถูกต้อง' })).toBeVisible();
  await expect(page).toHaveURL(/\/tanghuay-account$/);

  await password.fill(MEMBER_PASSWORD);
  await keepScreenshot(page, testInfo, 'account-break-confirm');
  const answered = page.waitForResponse(
    (response) => response.request().method() === 'POST' && new URL(response.url()).pathname === SELF_EXCLUSION_PATH && response.ok(),
  );
  // A double tap asks once.
  await confirm.dblclick();
  const { selfExcludedUntil } = (await (await answered).json()) as { selfExcludedUntil: string };
  expect(Math.abs(Date.parse(selfExcludedUntil) - Date.now() - 24 * 60 * 60 * 1000)).toBeLessThan(60_000);
  const until = `${pageDateTime(selfExcludedUntil)} น.`;

  // Signed out at once, on the sign-in page, told until when and what signing in still allows.
  await expect(page).toHaveURL(/\/login-next$/);
  await expect(
    page.getByText(`พักการเล่นแล้ว จนถึง ${until} ระบบได้ออกจากระบบในทุกอุปกรณ์ของคุณแล้ว เข้าสู่ระบบอีกครั้งได้เพื่อดูประวัติและถอนเงินเท่านั้น`),
  ).toBeVisible();
  expect(await storedKeys(page)).not.toContain('token');
  expect(asked.sent).toBe(2);
  // The session the page held has ended with every other.
  expect((await request.get(LIMITS_PATH, { headers: bearer(member) })).status()).toBe(401);

  // Signing in again opens the restricted session at its home, the withdraw page.
  await signInWithForm(page, member.userData.username, MEMBER_PASSWORD);
  await expect(page).toHaveURL(/\/tanghuay-withdraw$/);
  await expect(page.getByText(`บัญชีนี้พักการเล่นอยู่จนถึง ${until}`)).toBeVisible();
  await keepScreenshot(page, testInfo, 'account-break-signed-in-again');
});

test('the password is changed with the current one: a wrong one is refused in Thai, and the new one signs in', async ({ page, request }, testInfo) => {
  const member = await registerMember(request);
  const { username } = member.userData;
  await storeSession(page, member);
  const newPassword = `new${randomUUID().slice(0, 8)}7`;

  await page.goto('/tanghuay-account');
  const section = page.getByRole('region', { name: 'เปลี่ยนรหัสผ่าน', exact: true });
  const current = section.getByLabel('รหัสผ่านปัจจุบัน');
  const next = section.getByLabel('รหัสผ่านใหม่', { exact: true });
  const again = section.getByLabel('ยืนยันรหัสผ่านใหม่');
  const change = section.getByRole('button', { name: 'เปลี่ยนรหัสผ่าน' });
  await expect(current).toHaveAttribute('autocomplete', 'current-password');
  await expect(next).toHaveAttribute('autocomplete', 'new-password');
  await expect(again).toHaveAttribute('autocomplete', 'new-password');

  // What the page checks itself is said before anything is sent.
  const sent = countRequests(page, 'POST', '/api/auth/change-password');
  await next.fill('abc1234');
  await again.fill('abc12345');
  await change.click();
  await expect(section.getByText('กรุณากรอกรหัสผ่านปัจจุบัน')).toBeVisible();
  await expect(section.getByText('รหัสผ่านใหม่ต้องยาวอย่างน้อย 8 ตัวอักษร')).toBeVisible();
  await expect(section.getByText('รหัสผ่านใหม่ทั้งสองช่องไม่ตรงกัน')).toBeVisible();
  expect(sent.sent).toBe(0);

  await current.fill('not-the-password1');
  await next.fill(newPassword);
  await again.fill(newPassword);
  await change.click();
  await expect(section.getByRole('alert').filter({ hasText: 'รหัสผ่านปัจจุบันไม่ถูกต้อง' })).toBeVisible();
  // A refusal is not the end of the session.
  await expect(page).toHaveURL(/\/tanghuay-account$/);

  await current.fill(MEMBER_PASSWORD);
  await change.click();
  await expect(section.getByText('เปลี่ยนรหัสผ่านแล้ว อุปกรณ์อื่นถูกออกจากระบบแล้ว ครั้งต่อไปให้เข้าสู่ระบบด้วยรหัสผ่านใหม่')).toBeVisible();
  await expect(section.getByText('รหัสผ่านปัจจุบันไม่ถูกต้อง')).toHaveCount(0);
  for (const box of [current, next, again]) await expect(box).toHaveValue('');
  expect(sent.sent).toBe(2);
  await keepScreenshot(page, testInfo, 'account-password-changed');

  // The new password signs in; the old one no longer does.
  const signedIn = await logIn(request, { username, password: newPassword });
  expect(signedIn.userData.username).toBe(username);
  const old = await request.post('/api/auth/login', { data: { username, password: MEMBER_PASSWORD } });
  expect(old.status(), await old.text()).toBe(401);
});
