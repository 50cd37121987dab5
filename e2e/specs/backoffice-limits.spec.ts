// Number limits reach a member's bet entry at once (docs/backoffice.md): with 654 on the member's
// slip, the operator closes 3 ตัวบน 654 on the open house round's page, and the member's slip marks
// it closed without a reload; the round's limited numbers head bet entry, by kind, and follow the
// operator's changes. A closed number cannot be added, and one on the slip is marked the moment it
// closes. Both journeys set the house round's whole list of limits: they run one after the other.
import { expect, test } from '../support/test.ts';
import { deposit, registerMember, storeSession } from '../support/accounts.ts';
import { addNumbers, chooseGroup, memberOnBetEntry, openBetEntry, reviewSummary } from '../support/bet-entry.ts';
import { HOUSE_LOTTO, keepScreenshot, openRound, setLimits } from '../support/lotto.ts';

test.setTimeout(240_000);
test.describe.configure({ mode: 'default' });

test('an operator closes a number on the round’s page and the member’s slip marks it closed at once @backoffice', async ({ browser, page, request, staff }, testInfo) => {
  const operator = await staff.signedIn('agadmin');
  const { round } = await memberOnBetEntry(page, request, { baht: 500 });
  await chooseGroup(page, '3 ตัว');
  await addNumbers(page, { types: ['3 ตัวบน'], typed: ['654', '321'], stakes: { '3 ตัวบน': '10' }, expected: 2 });
  await expect(page.getByTestId('draft-line').filter({ hasText: '654' })).not.toContainText('ปิดรับ');
  const limits = page.getByTestId('limits-panel');
  await expect(limits).toHaveCount(0);

  const office = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  const roundPage = await office.newPage();
  await storeSession(roundPage, operator);
  await roundPage.goto(`/backoffice/rounds/${round.id}`);
  await expect(roundPage.getByText('งวดนี้ยังไม่มีเลขอั้น')).toBeVisible();
  await roundPage.getByRole('combobox', { name: 'ประเภท' }).click();
  await roundPage.getByRole('option', { name: '3 ตัวบน', exact: true }).click();
  await roundPage.locator('.ant-segmented').filter({ hasText: 'จำกัดยอดรับ' }).getByText('ปิดรับ', { exact: true }).click();
  await roundPage.getByPlaceholder('เช่น 12 34 56').fill('654');
  await roundPage.getByRole('button', { name: 'เพิ่มเลขอั้น' }).click();
  await roundPage.getByRole('button', { name: 'บันทึกเลขอั้น' }).click();
  await expect(roundPage.getByText('เลขอั้นของงวดนี้ (1 รายการ)')).toBeVisible();
  await keepScreenshot(roundPage, testInfo, 'round-limits');
  await office.close();

  // The member's page hears it over the websocket.
  await expect(page.getByTestId('draft-line').filter({ hasText: '654' })).toContainText('ปิดรับ');
  await expect(page.getByTestId('draft-line').filter({ hasText: '321' })).not.toContainText('ปิดรับ');
  // Collapsed, the panel counts the kinds; opened, it lists each number under its kind.
  const toggle = limits.getByRole('button', { name: /^เลขอั้น/ });
  await expect(toggle).toContainText('ปิดรับ 1');
  await expect(toggle).toHaveAttribute('aria-expanded', 'false');
  await toggle.click();
  await expect(limits.getByRole('region', { name: 'ปิดรับ' })).toContainText('3 ตัวบน 654');
  await keepScreenshot(page, testInfo, 'member-sees-closed');

  // The operator reduces another number (2 ตัวล่าง 97 pays 50%): the open panel lists both.
  await setLimits(request, operator, round.id, [
    { type: '3top', number: '654', kind: 'closed' },
    { type: '2bottom', number: '97', kind: 'reduced', value: 50 },
  ]);
  await expect(limits.getByRole('region', { name: 'จ่ายลด' })).toContainText('2 ตัวล่าง 97 จ่าย 50%');
  await expect(limits.getByRole('region', { name: 'ปิดรับ' })).toContainText('3 ตัวบน 654');
  await expect(toggle).toContainText('ปิดรับ 1 · จ่ายลด 1');
  await keepScreenshot(page, testInfo, 'member-sees-limits');
  await setLimits(request, operator, round.id, []);
});

test('a closed number cannot be added, and one on the slip is marked the moment it closes @once', async ({ page, request, staff }, testInfo) => {
  const operator = await staff.signedIn('admin');
  const member = await registerMember(request);
  await deposit(request, member, 500);
  const round = await openRound(request, member, HOUSE_LOTTO);
  await setLimits(request, operator, round.id, [{ type: '3top', number: '987', kind: 'closed' }]);
  await storeSession(page, member);
  await openBetEntry(page, round.id);
  await chooseGroup(page, '3 ตัว');
  await addNumbers(page, { types: ['3 ตัวบน'], typed: ['987', '654'], stakes: { '3 ตัวบน': '10' }, expected: 2 });
  await expect(page.getByTestId('not-added')).toContainText('เลข 987 3 ตัวบน ปิดรับ');
  await expect(page.getByTestId('draft-line')).toHaveCount(1);

  // The operator closes 654 while it is on the slip: the page hears it over the websocket.
  await setLimits(request, operator, round.id, [
    { type: '3top', number: '987', kind: 'closed' },
    { type: '3top', number: '654', kind: 'closed' },
  ]);
  await expect(page.getByTestId('draft-line').filter({ hasText: '654' })).toContainText('ปิดรับ');
  await reviewSummary(page);
  await expect(page.getByRole('button', { name: 'ยืนยันแทง' })).toBeDisabled();
  await keepScreenshot(page, testInfo, 'closed-number');
  await setLimits(request, operator, round.id, []);
});
