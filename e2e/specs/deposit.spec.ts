// Topping up (ฝากเงิน, /tanghuay-deposit; docs/lottery.md, "Deposit"). The journeys' server runs in
// demo mode, where the API credits play money at once: a new member tops up 500 and sees it in the
// header without a reload, the PromptPay QR drawn from the API's payload and the request listed as
// approved. Refusals: the page's own rules (decimals, the member's deposit limit) send nothing; the
// minimum per request, known only to the API, comes back in the API's words and makes no request.
import type { Page } from '@playwright/test';
import { registerMember, storeSession } from '../support/accounts.ts';
import { balanceOf, bearer, keepScreenshot } from '../support/lotto.ts';
import { thaiDay } from '../support/slips.ts';
import { baseURL } from '../support/stack.ts';
import { expect, test } from '../support/test.ts';

interface ApiDeposit {
  id: string;
  amount: number;
  status: string;
  createdAt: string;
  payment: { promptpayPayload: string; bank: { accountNo: string } };
}

const DEPOSITS_PATH = '/api/wallet/deposits';

/** The Idempotency-Key of every deposit request the page sends, in order. */
function depositPosts(page: Page): string[] {
  const keys: string[] = [];
  page.on('request', (request) => {
    if (request.method() === 'POST' && new URL(request.url()).pathname === DEPOSITS_PATH) keys.push(request.headers()['idempotency-key'] ?? '');
  });
  return keys;
}

/** The Bangkok day of an instant, as the list writes it (Buddhist era). */
const thaiDayOf = (iso: string) => thaiDay(new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Bangkok' }).format(new Date(iso)));

test('a new member tops up 500: credited at once as play money, the QR drawn from the payload, the request listed', async ({ page, request, context }, testInfo) => {
  const member = await registerMember(request);
  await storeSession(page, member);
  await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: baseURL });
  const posts = depositPosts(page);

  await page.goto('/tanghuay-deposit');
  await expect(page.getByRole('heading', { name: 'ฝากเงิน', level: 1 })).toBeVisible();
  await expect(page.getByTestId('balance-amount')).toHaveText('0');
  await expect(page.getByText('ยังไม่มีรายการฝากเงิน')).toBeVisible();
  await expect(page.getByText('โหมดทดลอง: ยอดที่ฝากเป็นเงินทดลอง เข้ากระเป๋าทันที ไม่ต้องโอนเงินจริง')).toBeVisible();

  await page.getByRole('group', { name: 'เลือกจำนวนเงิน' }).getByRole('button', { name: '500', exact: true }).click();
  await expect(page.getByLabel('จำนวนเงินที่ต้องการฝาก (บาท)')).toHaveValue('500');
  const answered = page.waitForResponse((response) => response.request().method() === 'POST' && new URL(response.url()).pathname === DEPOSITS_PATH);
  // A double tap asks once.
  await page.getByRole('button', { name: 'ยืนยันฝากเงิน' }).dblclick();
  const asked = (await (await answered).json()) as ApiDeposit;
  expect(asked.status).toBe('approved');

  const shown = page.getByRole('region', { name: `รายการฝากเงิน #${asked.id}` });
  await expect(shown.getByText('เติมเงินทดลองเข้ากระเป๋าแล้ว')).toBeVisible();
  await expect(shown).toContainText('เงินทดลอง เข้ากระเป๋าของคุณทันที');
  // The header follows without a reload.
  await expect(page.getByTestId('balance-amount')).toHaveText('500');
  expect(await balanceOf(request, member)).toBe(500);
  expect(posts).toHaveLength(1);
  expect(posts[0]).toMatch(/^[0-9a-f]{32}$/);

  // The QR encodes the request's payload as the API keeps it.
  const stored = await request.get(`${DEPOSITS_PATH}/${asked.id}`, { headers: bearer(member) });
  expect(stored.status(), await stored.text()).toBe(200);
  const deposit = (await stored.json()) as ApiDeposit;
  const qr = shown.getByRole('img', { name: 'QR พร้อมเพย์ ยอด 500 บาท' });
  await expect(qr).toBeVisible();
  await expect(qr).toHaveAttribute('data-payload', deposit.payment.promptpayPayload);
  await expect(shown).toContainText(deposit.payment.bank.accountNo);

  await shown.getByRole('button', { name: 'คัดลอกเลขอ้างอิง' }).click();
  await expect(shown.getByRole('status').filter({ hasText: 'คัดลอกแล้ว' })).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(asked.id);

  const items = page.getByRole('list', { name: 'รายการฝากเงินของฉัน' }).getByRole('listitem');
  await expect(items).toHaveCount(1);
  await expect(items.first()).toContainText('500 บาท');
  await expect(items.first()).toContainText(`#${asked.id}`);
  await expect(items.first()).toContainText(thaiDayOf(deposit.createdAt));
  await expect(items.first().getByText('เติมเงินสำเร็จ', { exact: true })).toBeVisible();
  await keepScreenshot(page, testInfo, 'deposit-credited');

  // Another deposit starts from the form again.
  await shown.getByRole('button', { name: 'ฝากเงินรายการใหม่' }).click();
  await expect(page.getByRole('button', { name: 'ยืนยันฝากเงิน' })).toBeVisible();
});

test("amounts the page refuses send nothing; one below the minimum comes back in the API's words and makes no request", async ({ page, request }, testInfo) => {
  const member = await registerMember(request);
  const limits = await request.put('/api/wallet/limits', { headers: bearer(member), data: { day: 300, week: null, month: null } });
  expect(limits.status(), await limits.text()).toBe(200);
  await storeSession(page, member);
  const posts = depositPosts(page);

  await page.goto('/tanghuay-deposit');
  await expect(page.getByText('ยังไม่มีรายการฝากเงิน')).toBeVisible();
  await expect(page.locator('main')).toContainText('วันนี้ฝากได้อีก300');
  const amount = page.getByLabel('จำนวนเงินที่ต้องการฝาก (บาท)');
  const confirm = page.getByRole('button', { name: 'ยืนยันฝากเงิน' });

  await confirm.click();
  await expect(page.getByText('กรุณากรอกจำนวนเงินที่ต้องการฝาก')).toBeVisible();
  await amount.fill('10.555');
  await expect(page.getByText('จำนวนเงินมีทศนิยมได้ไม่เกิน 2 ตำแหน่ง')).toBeVisible();
  await confirm.click();
  await amount.fill('500');
  await expect(page.getByText('ยอดฝากนี้เกินวงเงินฝากต่อวันที่คุณตั้งไว้ วันนี้ฝากได้อีก 300 บาท')).toBeVisible();
  await amount.press('Enter');
  expect(posts).toEqual([]);

  // The minimum per request is the operator's setting: the API refuses it in its own words.
  await amount.fill('50');
  await confirm.click();
  const refusal = page.getByRole('alert').filter({ hasText: 'ฝากเงินขั้นต่ำครั้งละ 100.00 บาท' });
  await expect(refusal).toBeVisible();
  // Confirming the same amount again is the same confirmation: the same key.
  await confirm.click();
  await expect.poll(() => posts.length).toBe(2);
  expect(posts[1]).toBe(posts[0]);
  await expect(refusal).toBeVisible();

  const listed = await request.get(DEPOSITS_PATH, { headers: bearer(member) });
  expect(((await listed.json()) as { items: ApiDeposit[] }).items).toEqual([]);
  await expect(page.getByText('ยังไม่มีรายการฝากเงิน')).toBeVisible();
  await expect(page.getByTestId('balance-amount')).toHaveText('0');
  await keepScreenshot(page, testInfo, 'deposit-refused');
});
