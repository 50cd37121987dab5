// เลขชุด and แทงซ้ำ (docs/lottery.md): a member saves the slip they built as a เลขชุด, puts it on
// another lottery's round with one tap from bet entry's "เลขชุด" and places it; on that slip's page
// "แทงซ้ำ" puts the same items on the slip of the lottery's open round, for the member to confirm;
// the set is renamed and deleted on its own page.
import { deposit, registerMember, storeSession } from '../support/accounts.ts';
import { addNumbers, chooseGroup, openBetEntry } from '../support/bet-entry.ts';
import { keepScreenshot, slipOf } from '../support/lotto.ts';
import { roundsThatStayOpen } from '../support/slips.ts';
import { expect, test } from '../support/test.ts';

const SET_NAME = 'เลขเด็ดงวดนี้';


test('a member saves a เลขชุด, loads it into another round with one tap and places it, then แทงซ้ำ from the slip', async ({ page, request }, testInfo) => {
  test.slow(); // two rounds' bet entry, a slip placed, three more pages
  const member = await registerMember(request);
  await deposit(request, member, 1000);
  const [first, second] = await roundsThatStayOpen(request, member);
  await storeSession(page, member);

  await openBetEntry(page, first.id);
  await chooseGroup(page, '2 ตัว');
  await addNumbers(page, { types: ['2 ตัวบน'], typed: ['19'], stakes: { '2 ตัวบน': '5' }, expected: 1 });
  await chooseGroup(page, 'เลขวิ่ง');
  await addNumbers(page, { types: ['วิ่งบน'], typed: ['7'], stakes: { วิ่งบน: '1.5' }, expected: 1 });

  await page.getByTestId('number-sets-open').click();
  const sheet = page.getByRole('dialog', { name: 'เลขชุดของฉัน' });
  await expect(sheet.getByTestId('number-sets-empty')).toBeVisible();
  await sheet.getByLabel('บันทึกโพยนี้เป็นเลขชุด').fill(SET_NAME);
  await sheet.getByRole('button', { name: 'บันทึกเป็นเลขชุด' }).click();
  await expect(sheet.getByTestId('number-sets')).toContainText(`${SET_NAME}2 รายการ · รวม 6.50`);
  await keepScreenshot(page, testInfo, 'number-sets-sheet');
  await page.keyboard.press('Escape');
  await expect(sheet).toBeHidden();

  // Another lottery's round: its slip starts empty; one tap puts the set on it.
  await openBetEntry(page, second.id);
  await expect(page.getByTestId('draft-line')).toHaveCount(0);
  await page.getByTestId('number-sets-open').click();
  await sheet.getByRole('button', { name: `ใช้เลขชุด ${SET_NAME}` }).click();
  await expect(sheet).toBeHidden();
  await expect(page.getByTestId('draft-line')).toHaveCount(2);
  await page.getByRole('button', { name: 'ตรวจสอบโพย' }).click();
  await page.getByRole('button', { name: 'ยืนยันแทง' }).click();
  const placed = page.getByTestId('placed-slip');
  await expect(placed).toContainText('แทงหวยสำเร็จ');
  const slipNo = (await placed.getByText(/^โพยเลขที่ \d+$/).textContent())?.replace('โพยเลขที่ ', '') ?? '';
  const slip = await slipOf(request, member, slipNo);
  expect(slip.items.map(({ type, number, amount }) => ({ type, number, amount }))).toEqual([
    { type: '2top', number: '19', amount: 5 },
    { type: 'runtop', number: '7', amount: 1.5 },
  ]);

  // แทงซ้ำ: the same items on the slip of the lottery's open round, waiting for the member's confirm.
  await page.goto(`/tanghuay-online/list-detail/${slipNo}`);
  await expect(page.getByRole('row').filter({ hasText: '2 ตัวบน' })).toBeVisible();
  await keepScreenshot(page, testInfo, 'slip-detail');
  await page.getByRole('button', { name: 'แทงซ้ำ' }).click();
  await expect(page).toHaveURL(new RegExp(`/${second.id}$`));
  await expect(page.getByTestId('draft-line')).toHaveCount(2);
  await expect(page.getByTestId('bar-charged')).toHaveText('6.50');
  await keepScreenshot(page, testInfo, 'repeat-slip');

  // The set's own page: renamed, then deleted.
  await page.getByTestId('number-sets-open').click();
  await sheet.getByRole('link', { name: 'จัดการเลขชุด' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'เลขชุดของฉัน' })).toBeVisible();
  await page.getByRole('button', { name: `เปลี่ยนชื่อเลขชุด ${SET_NAME}` }).click();
  await page.getByLabel('ชื่อเลขชุด').fill('ชุดประจำ');
  await page.getByRole('button', { name: 'บันทึกชื่อ' }).click();
  await expect(page.getByTestId('number-set')).toContainText('ชุดประจำ');
  await keepScreenshot(page, testInfo, 'number-sets-page');
  await page.getByRole('button', { name: 'ลบเลขชุด ชุดประจำ' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'ลบ', exact: true }).click();
  await expect(page.getByText('ยังไม่มีเลขชุด')).toBeVisible();
});
