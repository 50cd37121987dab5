// Bet entry v2: a slip pasted as text gives the same summary as typing the same bets in v1, lines
// that cannot be read stay on screen with the reason, a 3 ตัวโต๊ด amount dropped (a triple) is said,
// and the pasted slip is placed. The slip typed in v1 is still there in v2 (it is kept per round,
// whichever way it is entered).
import { expect, test } from '../support/test.ts';
import { addNumbers, chooseGroup, memberOnBetEntry, reviewSummary } from '../support/bet-entry.ts';
import { keepScreenshot, slipOf } from '../support/lotto.ts';

test.setTimeout(240_000);

test('a pasted slip prices as the same bets typed in v1, and is placed', async ({ page, request }, testInfo) => {
  const { member, round } = await memberOnBetEntry(page, request, { baht: 500 });
  await chooseGroup(page, '3 ตัว');
  await addNumbers(page, { types: ['3 ตัวบน', '3 ตัวโต๊ด'], helper: 'กลับเลข', typed: ['472'], stakes: { '3 ตัวบน': '20', '3 ตัวโต๊ด': '10' }, expected: 6 });
  await addNumbers(page, { types: ['3 ตัวบน'], typed: ['999'], stakes: { '3 ตัวบน': '10' }, expected: 1 });
  await chooseGroup(page, '2 ตัว');
  await addNumbers(page, { types: ['2 ตัวบน', '2 ตัวล่าง'], typed: ['38', '83'], stakes: { '2 ตัวบน': '15.50', '2 ตัวล่าง': '15.50' }, expected: 2 });
  const typed = await reviewSummary(page);
  await page.getByRole('button', { name: 'กลับไปแก้ไข' }).click();

  // The same round in v2, through the switch on the page.
  await page.getByRole('link', { name: 'แทงแบบตาราง/วางโพย' }).click();
  await expect(page).toHaveURL(new RegExp(`/tanghuay-online-v2/.+/${round.id}$`));
  await expect(page.getByTestId('draft-line')).toHaveCount(6 + 1 + 1 + 2 + 2);
  await page.getByRole('button', { name: 'ล้างโพย' }).click();
  await expect(page.getByTestId('draft-line')).toHaveCount(0);
  await page.getByTestId('paste-box').fill(['472 427 742 724 247 274=20x10', '999=10x10', '38,83 = 15.50*15.50', 'เลขเด็ด 99', '123=10x10x10x10x10'].join('\n'));
  await page.getByRole('button', { name: 'อ่านโพย' }).click();

  const unreadable = page.getByTestId('unreadable-lines');
  await expect(unreadable).toContainText('บรรทัด 4');
  await expect(unreadable).toContainText('บรรทัด 5');
  // 999's โต๊ด is dropped, and said; so are the other orders of 472 (one โต๊ด bet).
  await expect(page.getByTestId('not-added')).toContainText('3 ตัวโต๊ด 999: 3 ตัวโต๊ดไม่รับเลขตอง');
  await expect(page.getByTestId('not-added')).toContainText('3 ตัวโต๊ด 427: โต๊ดถูกได้ทุกการสลับหลักอยู่แล้ว');
  await expect(page.getByTestId('paste-box')).toHaveValue('เลขเด็ด 99\n123=10x10x10x10x10');
  await expect(page.getByTestId('draft-line')).toHaveCount(6 + 1 + 1 + 2 + 2);
  await keepScreenshot(page, testInfo, 'bet-entry-v2');

  const pasted = await reviewSummary(page);
  expect(pasted).toEqual(typed);
  await page.getByRole('button', { name: 'ยืนยันแทง' }).click();
  const placed = page.getByTestId('placed-slip');
  await expect(placed).toContainText('แทงหวยสำเร็จ');
  const slipNo = (await placed.getByText(/^โพยเลขที่ \d+$/).textContent())?.replace('โพยเลขที่ ', '') ?? '';
  expect((await slipOf(request, member, slipNo)).items).toHaveLength(12);
});
