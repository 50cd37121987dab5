// The end of a round, on a phone (360 px) and a desktop (1280 px) at once: two members bet on the
// house round in v1, an operator closes it, the house draws its numbers and settles every slip.
// Without a reload, each open slip shows every item won or lost as the result says, and the header
// balance rises by what the slip won. Closing the shared house round early would disturb other
// journeys, so this one runs alone, after them (the `settle` project of playwright.config.ts).
import type { Browser } from '@playwright/test';
import { expect, test } from '../support/test.ts';
import { deposit, type LoginAnswer, registerMember, storeSession } from '../support/accounts.ts';
import { addNumbers, chooseGroup, openBetEntry, reviewSummary } from '../support/bet-entry.ts';
import { balanceOf, controlRound, headerBalance, HOUSE_LOTTO, keepScreenshot, openRound, type Round, slipOf } from '../support/lotto.ts';

test.setTimeout(300_000);

const VIEWPORTS = { phone: { width: 360, height: 740 }, desktop: { width: 1280, height: 800 } } as const;

/** A member's page at a width, with a slip placed in v1 and its detail open. */
async function betOn(browser: Browser, member: LoginAnswer, round: Round, viewport: { width: number; height: number }) {
  const context = await browser.newContext({ viewport, isMobile: viewport.width < 400, hasTouch: viewport.width < 400 });
  const page = await context.newPage();
  await storeSession(page, member);
  await openBetEntry(page, round.id);
  await chooseGroup(page, '3 ตัว');
  await addNumbers(page, { types: ['3 ตัวบน'], helper: 'กลับเลข', typed: ['123'], stakes: { '3 ตัวบน': '1' }, expected: 6 });
  // วิ่งบน on every digit: the top three always hold one of them, so the slip wins something.
  await chooseGroup(page, 'เลขวิ่ง');
  await addNumbers(page, { types: ['วิ่งบน'], typed: [...'0123456789'], stakes: { วิ่งบน: '1' }, expected: 10 });
  await reviewSummary(page);
  await page.getByRole('button', { name: 'ยืนยันแทง' }).click();
  const placed = page.getByTestId('placed-slip');
  const slipNo = (await placed.getByText(/^โพยเลขที่ \d+$/).textContent())?.replace('โพยเลขที่ ', '') ?? '';
  await placed.getByRole('link', { name: 'ดูโพยของฉัน' }).click();
  await expect(page).toHaveURL(new RegExp(`/tanghuay-online/list-detail/${slipNo}$`));
  return { page, context, slipNo };
}

test('the house round is drawn and settled while two members watch their slips', async ({ browser, request, staff }, testInfo) => {
  const operator = await staff.signedIn('admin');
  const phoneMember = await registerMember(request);
  const desktopMember = await registerMember(request);
  for (const member of [phoneMember, desktopMember]) await deposit(request, member, 100);
  const round = await openRound(request, phoneMember, HOUSE_LOTTO);

  const phone = await betOn(browser, phoneMember, round, VIEWPORTS.phone);
  const desktop = await betOn(browser, desktopMember, round, VIEWPORTS.desktop);
  const before = { phone: await balanceOf(request, phoneMember), desktop: await balanceOf(request, desktopMember) };

  await controlRound(request, operator, round.id, 'close');

  for (const [name, member, side] of [['phone', phoneMember, phone], ['desktop', desktopMember, desktop]] as const) {
    await expect.poll(async () => (await slipOf(request, member, side.slipNo)).status, { timeout: 60_000 }).toBe('settled');
    const slip = await slipOf(request, member, side.slipNo);
    expect(slip.payout).toBeGreaterThan(0);
    const won = slip.items.filter((item) => item.status === 'won');
    expect(won.length).toBeGreaterThan(0);
    // The page says it without a reload: the outcome of each item, and the balance after the payout.
    await expect(side.page.getByText('ถูกรางวัล').first()).toBeVisible();
    await expect(side.page.getByText('ไม่ถูกรางวัล').first()).toBeVisible();
    await expect(side.page.getByTestId('balance-amount')).toHaveText(headerBalance(before[name] + slip.payout));
    await keepScreenshot(side.page, testInfo, `settled-${name}`);
    await side.context.close();
  }
});
