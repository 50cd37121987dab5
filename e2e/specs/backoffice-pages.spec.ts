// Every back-office page (docs/backoffice.md, "Pages") opens for an administrator at 1280 px and on
// a 768-px tablet, with its title and without the "cannot open this page" fallback, and is kept as
// a screenshot with the test's results.
import { expect, test } from '../support/test.ts';
import { registerMember, storeSession } from '../support/accounts.ts';
import { HOUSE_LOTTO, keepScreenshot, openRound } from '../support/lotto.ts';

const WIDTHS = [1280, 768] as const;

test('every back-office page opens for an administrator, on a desktop and a tablet @backoffice', async ({ page, request, staff }, testInfo) => {
  test.setTimeout(180_000);
  const admin = await staff.signedIn('admin');
  const member = await registerMember(request);
  const round = await openRound(request, member, HOUSE_LOTTO, 30);
  const pages: [name: string, address: string, title: string | RegExp][] = [
    ['home', '/dashboard', 'แดชบอร์ด'],
    ['deposits', '/backoffice/deposits', 'รายการฝากเงิน'],
    ['withdrawals', '/backoffice/withdrawals', 'รายการถอนเงิน'],
    ['members', '/backoffice/members', 'สมาชิก'],
    ['member', `/backoffice/members/${member.userData.userID}`, member.userData.username],
    ['lotto-status', '/manage-lotto-status', 'สถานะหวย'],
    ['round', `/backoffice/rounds/${round.id}`, new RegExp(round.lottoName)],
    ['results', '/backoffice/results', 'ออกผลรางวัล'],
    ['result', `/backoffice/results/${round.id}`, new RegExp(round.lottoName)],
    ['lotteries', '/backoffice/lotteries', 'ตั้งค่าหวย'],
    ['settings', '/backoffice/settings', 'ตั้งค่าระบบ'],
    ['audit', '/backoffice/audit', 'บันทึกการใช้งาน'],
    ['lotto-agent', '/LottoAgent', 'เอเย่นต์'],
  ];
  await storeSession(page, admin);
  for (const width of WIDTHS) {
    await page.setViewportSize({ width, height: 900 });
    for (const [name, address, title] of pages) {
      await page.goto(address);
      await expect(page).toHaveURL(address);
      await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
      await expect(page.getByText('ไม่สามารถเปิดหน้านี้ได้ในขณะนี้')).toHaveCount(0);
      await expect(page.getByRole('status', { name: 'กำลังโหลด' })).toHaveCount(0);
      await keepScreenshot(page, testInfo, `${name}-${width}`);
    }
  }
});
