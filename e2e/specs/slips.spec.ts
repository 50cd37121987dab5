// My slips (โพยของฉัน): the list newest first, a page at a time, filtered by status, days and round
// (?roundId= as bet entry links it); a slip's own page with every item, its image shared (or
// downloaded) and a print of the slip alone naming the site, member, rates and status; cancelling within the window (the refund said before, the balance back after) and the
// API's refusal shown as it words it; and a settled slip's outcomes, on a lottery reserved to this
// spec for closing early (lao-vip).
import { readFile } from 'node:fs/promises';
import type { Page } from '@playwright/test';
import { deposit, registerMember, storeSession } from '../support/accounts.ts';
import { controlRound, asFigure, headerBalance, keepScreenshot, openRound, setLimits } from '../support/lotto.ts';
import { bangkokDay, calendarOf, cancelSlip, enterResult, placeSlip, roundsThatStayOpen, thaiDay, typeDay, typedThaiDay } from '../support/slips.ts';
import { expect, test } from '../support/test.ts';

/** Three items, with the bet type's name and the rate a slip's page shows for each. */
const THREE = [
  { type: '3top', number: '123', amount: 10, name: '3 ตัวบน', rate: '×900' },
  { type: '2bottom', number: '45', amount: 20, name: '2 ตัวล่าง', rate: '×90' },
  { type: 'runtop', number: '7', amount: 5, name: 'วิ่งบน', rate: '×3.2' },
];
const THREE_ITEMS = THREE.map(({ type, number, amount }) => ({ type, number, amount }));

/** The card of slip `id` in the list. */
const cardOf = (page: Page, id: string) => page.getByRole('article').filter({ has: page.getByRole('link', { name: new RegExp(`#${id}$`) }) });

/** The row of the item with this bet type on a slip's page. */
const itemRow = (page: Page, type: string) => page.getByRole('row').filter({ hasText: type });

test('a member pages through their slips newest first and filters them by status, days and round', async ({ page, request }, testInfo) => {
  test.slow(); // 21 slips to place, then many steps
  const member = await registerMember(request);
  await deposit(request, member, 1000);
  const [main, other] = await roundsThatStayOpen(request, member);
  const oldest = await placeSlip(request, member, other.id, [{ type: '2bottom', number: '45', amount: 5 }]);
  await Promise.all(Array.from({ length: 19 }, (_, n) => placeSlip(request, member, main.id, [{ type: '3top', number: String(100 + n), amount: 1 }])));
  const newest = await placeSlip(request, member, main.id, THREE_ITEMS);
  await storeSession(page, member);

  await page.goto('/tanghuay-online/list');
  await expect(page.getByRole('heading', { name: 'โพยของฉัน' })).toBeVisible();
  const cards = page.getByRole('article');
  await expect(cards).toHaveCount(20);
  const first = cards.first();
  await expect(first.getByRole('link')).toHaveAccessibleName(`${newest.lottoName} โพย #${newest.id}`);
  await expect(first).toContainText(`งวด ${thaiDay(newest.closeDate)}`);
  await expect(first).toContainText('3 รายการ');
  await expect(first).toContainText(`ยอดที่ชำระ${asFigure(newest.charged)}`);
  await expect(first).toContainText(`ถ้าถูกได้สูงสุด${asFigure(newest.potentialWin)}`);
  await expect(first.getByText('รอผล', { exact: true })).toBeVisible();
  await expect(first.getByRole('button', { name: 'ยกเลิกโพย' })).toBeVisible();
  await keepScreenshot(page, testInfo, 'slips');

  await page.getByRole('button', { name: 'ดูโพยเก่ากว่านี้' }).click();
  await expect(cards).toHaveCount(21);
  await expect(cards.last()).toContainText(`#${oldest.id}`);
  await expect(page.getByRole('button', { name: 'ดูโพยเก่ากว่านี้' })).toHaveCount(0);

  const status = page.getByRole('radiogroup', { name: 'สถานะโพย' });
  await status.getByText('ยกเลิกแล้ว', { exact: true }).click();
  await expect(page).toHaveURL(/\?status=cancelled$/);
  await expect(page.getByText('ไม่พบโพยตามที่เลือก')).toBeVisible();
  await status.getByText('รอผล', { exact: true }).click();
  await expect(page).toHaveURL(/\?status=pending$/);
  await expect(cards).toHaveCount(20);
  await status.getByText('ทั้งหมด', { exact: true }).click();
  await expect(page).toHaveURL(/\/tanghuay-online\/list$/);

  // Each day typed (in พ.ศ.) or tapped keeps every other choice in the address, however soon after the last one it comes.
  await typeDay(page, 'ตั้งแต่วันที่', bangkokDay(1));
  await expect(page).toHaveURL(new RegExp(`\\?from=${bangkokDay(1)}$`));
  await expect(page.getByText('ไม่พบโพยตามที่เลือก')).toBeVisible();
  await page.getByLabel('ตั้งแต่วันที่').click();
  await calendarOf(page).getByRole('button', { name: 'วันนี้', exact: true }).click();
  await expect(calendarOf(page)).toHaveCount(0);
  await page.getByLabel('ถึงวันที่').click();
  await calendarOf(page).getByRole('button', { name: thaiDay(bangkokDay()), exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`\\?from=${bangkokDay()}&to=${bangkokDay()}$`));
  await expect(page.getByLabel('ตั้งแต่วันที่')).toHaveValue(typedThaiDay(bangkokDay()));
  await expect(cards).toHaveCount(20);
  await page.getByRole('button', { name: 'ล้างวันที่' }).click();
  await expect(page).toHaveURL(/\/tanghuay-online\/list$/);

  await page.goto(`/tanghuay-online/list?roundId=${other.id}`);
  await expect(page.getByText(`เฉพาะรอบ ${oldest.lottoName} งวด ${thaiDay(oldest.closeDate)}`)).toBeVisible();
  await expect(cards).toHaveCount(1);
  await expect(cards.first()).toContainText(`#${oldest.id}`);
  await keepScreenshot(page, testInfo, 'slips-of-a-round');
  await page.getByRole('button', { name: 'ทุกรอบ' }).click();
  await expect(page).toHaveURL(/\/tanghuay-online\/list$/);
  await expect(cards).toHaveCount(20);
});

test("a slip's page shows its head, totals and every item, shares its image and prints the slip alone", async ({ page, request }, testInfo) => {
  const member = await registerMember(request);
  await deposit(request, member, 1000);
  const [round] = await roundsThatStayOpen(request, member);
  const slip = await placeSlip(request, member, round.id, THREE_ITEMS);
  await storeSession(page, member);
  const phone = testInfo.project.name === 'phone';
  await page.addInitScript((shareSheet) => {
    // Every text the page writes on a canvas, kept as it is drawn (the drawing itself goes on).
    const drawn: string[] = [];
    Object.assign(window, { drawn });
    const fillText = CanvasRenderingContext2D.prototype.fillText;
    CanvasRenderingContext2D.prototype.fillText = function (text: string, x: number, y: number, maxWidth?: number) {
      drawn.push(text);
      fillText.call(this, text, x, y, maxWidth);
    };
    // The phone's share sheet (headless Chromium has none): the files handed to it are kept.
    if (shareSheet) {
      const shared: File[] = [];
      Object.assign(window, { shared });
      Object.assign(navigator, {
        canShare: (data: { files?: File[] }) => (data.files ?? []).every((file) => file.type === 'image/png'),
        share: async (data: { files?: File[] }) => void shared.push(...(data.files ?? [])),
      });
    }
  }, phone);
  await page.goto('/tanghuay-online/list');

  await cardOf(page, slip.id).getByRole('link').click();
  await expect(page).toHaveURL(new RegExp(`/tanghuay-online/list-detail/${slip.id}$`));
  await expect(page.getByRole('heading', { name: `โพยเลขที่ ${slip.id}` })).toBeVisible();
  const head = page.locator('main');
  await expect(head).toContainText(`งวดวันที่${thaiDay(slip.closeDate, true)}`);
  for (const [label, amount] of [
    ['ยอดแทง', slip.stake],
    ['ส่วนลด', slip.discount],
    ['ยอดที่ชำระ', slip.charged],
    ['ถ้าถูกได้สูงสุด', slip.potentialWin],
  ] as const) {
    await expect(head).toContainText(`${label}${asFigure(amount)}`);
  }
  // Pending: what it may win, nothing paid yet to show.
  await expect(head).not.toContainText('เงินรางวัลที่ได้รับ');
  for (const item of THREE) {
    const row = itemRow(page, item.name);
    await expect(row).toHaveCount(1);
    for (const shown of [item.number, asFigure(item.amount), item.rate, 'รอผล']) await expect(row).toContainText(shown);
  }
  await keepScreenshot(page, testInfo, 'slip-detail');

  // The slip's image: handed to the share sheet on a phone, downloaded on a computer; either way a
  // PNG that decodes, on which the page wrote the slip's facts.
  let image: { width: number; height: number };
  if (phone) {
    await page.getByRole('button', { name: 'แชร์รูปโพย' }).click();
    await expect.poll(() => page.evaluate(() => (window as unknown as { shared: File[] }).shared.length)).toBe(1);
    image = await page.evaluate(async () => {
      const [file] = (window as unknown as { shared: File[] }).shared;
      if (file?.type !== 'image/png') throw new Error(`shared ${file?.name} as ${file?.type}`);
      const bitmap = await createImageBitmap(file);
      return { width: bitmap.width, height: bitmap.height };
    });
  } else {
    const downloading = page.waitForEvent('download');
    await page.getByRole('button', { name: 'บันทึกรูปโพย' }).click();
    const download = await downloading;
    expect(download.suggestedFilename()).toBe(`slip-${slip.id}.png`);
    const bytes = await readFile(await download.path());
    expect(bytes.subarray(0, 8).toString('latin1')).toBe('\x89PNG\r\n\x1a\n');
    image = await page.evaluate(async (base64) => {
      const bitmap = await createImageBitmap(new Blob([Uint8Array.from(atob(base64), (char) => char.charCodeAt(0))], { type: 'image/png' }));
      return { width: bitmap.width, height: bitmap.height };
    }, bytes.toString('base64'));
  }
  expect(image.width).toBe(960);
  expect(image.height).toBeGreaterThan(0);
  const drawn = await page.evaluate(() => (window as unknown as { drawn: string[] }).drawn);
  for (const text of ['Tanghuay', slip.lottoName, 'เลขที่โพย', slip.id, 'สมาชิก', member.userData.username, 'รอผล', asFigure(slip.charged)]) {
    expect(drawn).toContain(text);
  }
  for (const item of THREE) expect(drawn).toEqual(expect.arrayContaining([item.name, item.number, item.rate]));

  // The print button prints; printed, the page is the receipt alone.
  const printed = page.waitForEvent('console', (message) => message.text() === 'window.print');
  await page.evaluate(() => {
    window.print = () => console.log('window.print');
  });
  await page.getByRole('button', { name: 'พิมพ์โพย' }).click();
  await printed;
  const receipt = page.getByRole('region', { name: `ใบโพย ${slip.id}` });
  await expect(receipt).toBeHidden();
  await page.emulateMedia({ media: 'print' });
  await expect(receipt).toBeVisible();
  await expect(receipt).toContainText(`เลขที่โพย ${slip.id}`);
  await expect(receipt).toContainText(`ยอดที่ชำระ${asFigure(slip.charged)}`);
  for (const fact of ['Tanghuay', `สมาชิก ${member.userData.username}`, 'สถานะ รอผล']) await expect(receipt).toContainText(fact);
  for (const item of THREE) await expect(receipt.getByRole('row').filter({ hasText: item.name })).toContainText(item.rate);
  await expect(page.getByRole('heading', { name: `โพยเลขที่ ${slip.id}` })).toBeHidden();
  await expect(page.getByTestId('header-balance')).toBeHidden();
  await keepScreenshot(page, testInfo, 'slip-printed');
});

test('a member cancels a slip from the list: told the refund first, the balance back after', async ({ page, request }, testInfo) => {
  const member = await registerMember(request);
  await deposit(request, member, 100);
  const [round] = await roundsThatStayOpen(request, member);
  const slip = await placeSlip(request, member, round.id, [{ type: '3top', number: '456', amount: 15 }]);
  await storeSession(page, member);
  await page.goto('/tanghuay-online/list');
  await expect(page.getByTestId('balance-amount')).toHaveText('85.00 THB');

  const card = cardOf(page, slip.id);
  await card.getByRole('button', { name: 'ยกเลิกโพย' }).click();
  const dialog = page.getByRole('dialog', { name: `ยกเลิกโพยเลขที่ ${slip.id}?` });
  await expect(dialog).toContainText('ระบบจะคืนเงิน 15 บาท เข้ากระเป๋าเงินของคุณทันที');
  await keepScreenshot(page, testInfo, 'slip-cancel-dialog');
  await dialog.getByRole('button', { name: 'ยืนยันยกเลิกโพย' }).click();

  await expect(dialog).toBeHidden();
  await expect(card.getByText('ยกเลิกแล้ว', { exact: true })).toBeVisible();
  await expect(card).toContainText('คืนเงินแล้ว15.00');
  await expect(card.getByRole('button', { name: 'ยกเลิกโพย' })).toHaveCount(0);
  await expect(page.getByTestId('balance-amount')).toHaveText('100.00 THB');

  await card.getByRole('link').click();
  await expect(page.locator('main')).toContainText('ยกเลิกเมื่อ');
  await expect(page.getByRole('button', { name: 'ยกเลิกโพย' })).toHaveCount(0);
});

test("a cancel the API refuses is shown in the API's words, and the slip is read again", async ({ page, request }) => {
  const member = await registerMember(request);
  await deposit(request, member, 100);
  const [round] = await roundsThatStayOpen(request, member);
  const slip = await placeSlip(request, member, round.id, [{ type: '2bottom', number: '18', amount: 10 }]);
  await storeSession(page, member);
  await page.goto(`/tanghuay-online/list-detail/${slip.id}`);

  await page.getByRole('button', { name: 'ยกเลิกโพย' }).click();
  const dialog = page.getByRole('dialog', { name: `ยกเลิกโพยเลขที่ ${slip.id}?` });
  await expect(dialog).toBeVisible();
  // Meanwhile the member cancels it elsewhere.
  await cancelSlip(request, member, slip.id);
  await dialog.getByRole('button', { name: 'ยืนยันยกเลิกโพย' }).click();
  await expect(dialog.getByRole('alert')).toHaveText('โพยนี้ถูกยกเลิกไปแล้ว');

  await dialog.getByRole('button', { name: 'ไม่ยกเลิก' }).click();
  await expect(page.getByText('ยกเลิกแล้ว', { exact: true })).toBeVisible();
  await expect(page.getByRole('button', { name: 'ยกเลิกโพย' })).toHaveCount(0);
});

test('a settled slip shows its winners first with the line that sums it up, what lost and what a reduced number pays @once', async ({ page, request, staff }, testInfo) => {
  const operator = await staff.signedIn('admin');
  const member = await registerMember(request);
  await deposit(request, member, 1000);
  const round = await openRound(request, member, 'lao-vip', 60);
  await setLimits(request, operator, round.id, [{ type: '3top', number: '999', kind: 'reduced', value: 50 }]);
  const slip = await placeSlip(request, member, round.id, [
    { type: '3top', number: '123', amount: 10 },
    { type: '3top', number: '999', amount: 10 },
    { type: '2bottom', number: '45', amount: 10 },
  ]);
  await controlRound(request, operator, round.id, 'close');
  await enterResult(request, operator, round.id, { top3: '123', bottom2: '45' });
  await storeSession(page, member);

  await page.goto('/tanghuay-online/list?status=settled');
  const card = cardOf(page, slip.id);
  const net = `+${asFigure(9900 - slip.charged)}`;
  await expect(card.getByTestId('slip-badge')).toHaveText('ถูก');
  await expect(card).toContainText(`เงินรางวัล${asFigure(9000 + 900)}สุทธิ${net}`);
  await expect(page.getByTestId('balance-amount')).toHaveText(headerBalance(1000 - slip.charged + 9900));

  await card.getByRole('link').click();
  await expect(page.locator('main')).toContainText(`เงินรางวัลที่ได้รับ${asFigure(9900)}`);
  await expect(page.getByTestId('slip-outcome')).toHaveText(`ถูก 2 รายการ · ได้ ${asFigure(9900)} · สุทธิ ${net}`);
  // Winners first (123 and 45, highlighted), then 999, though 999 was placed before 45.
  const rows = page.locator('.data-table tbody tr');
  await expect(rows).toHaveCount(3);
  await expect(rows.nth(0)).toContainText('123');
  await expect(rows.nth(1)).toContainText('45');
  await expect(rows.nth(2)).toContainText('999');
  await expect(page.locator('.data-table tbody tr.slip-item--won')).toHaveCount(2);
  const won = page.getByRole('row').filter({ hasText: 'ถูกรางวัล' }).filter({ hasNotText: 'ไม่ถูกรางวัล' });
  await expect(won).toHaveCount(2);
  await expect(won.filter({ hasText: '123' })).toContainText('9,000.00');
  await expect(won.filter({ hasText: '45' })).toContainText('900');
  const lost = page.getByRole('row').filter({ hasText: 'ไม่ถูกรางวัล' });
  await expect(lost).toHaveCount(1);
  await expect(lost).toContainText('999');
  await expect(lost).toContainText('จ่าย 50%');
  await keepScreenshot(page, testInfo, 'slip-settled');
});
