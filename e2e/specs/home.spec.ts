// The member's home (/tanghuay-home): the balance with top-up and withdraw, the open rounds closing
// soonest with their countdowns (one tap to bet), today's win/lose, the latest results, shortcuts.
import type { Page } from '@playwright/test';
import { deposit, registerMember, storeSession } from '../support/accounts.ts';
import { asFigure, HOUSE_LOTTO, keepScreenshot, openRound } from '../support/lotto.ts';
import { placeSlip } from '../support/slips.ts';
import { expect, test } from '../support/test.ts';

const block = (page: Page, title: string) => page.locator('.ant-card').filter({ has: page.getByRole('heading', { level: 2, name: title }) });
const figure = (page: Page, label: string) =>
  block(page, 'ได้เสียวันนี้').getByRole('term').filter({ hasText: new RegExp(`^${label}$`) }).locator('xpath=following-sibling::dd[1]');

test('a member lands on the balance, the rounds closing soonest and today’s win/lose, and bets in one tap', async ({ page, request }, testInfo) => {
  const member = await registerMember(request);
  await deposit(request, member, 1000);
  const round = await openRound(request, member, HOUSE_LOTTO);
  await placeSlip(request, member, round.id, [{ type: '2bottom', number: '27', amount: 40 }]);
  await storeSession(page, member);

  await page.goto('/tanghuay-home');

  await expect(page.getByRole('heading', { level: 1, name: 'หน้าแรก' })).toBeVisible();
  await expect(page.getByTestId('home-balance')).toHaveText(asFigure(960));
  await expect(page.getByRole('link', { name: 'ฝากเงิน', exact: true })).toHaveAttribute('href', '/tanghuay-deposit');
  await expect(page.getByRole('link', { name: 'ถอนเงิน', exact: true })).toHaveAttribute('href', '/tanghuay-withdraw');
  await expect(figure(page, 'ยอดที่ชำระ')).toHaveText('40.00');
  // The slip waits for its draw: its stake shows as รอผล, not as a loss.
  await expect(figure(page, 'รอผล')).toHaveText('40.00');
  await expect(figure(page, 'ได้/เสียสุทธิ')).toHaveText('0.00');
  const tile = block(page, 'ใกล้ปิดรับ').locator(`a[data-round-id="${round.id}"]`);
  await expect(tile).toContainText(round.lottoName);
  const countdown = tile.getByRole('timer');
  const first = await countdown.textContent();
  await expect(countdown).not.toHaveText(first ?? '');
  await expect(block(page, 'ผลรางวัลล่าสุด')).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'ทางลัด' }).getByRole('link')).toHaveText([
    'แทงหวย',
    'โพยของฉัน',
    'ดูผลรางวัล',
    'ดูสรุปได้เสีย',
    'ประวัติการเงิน',
    'บัญชีของฉัน',
  ]);
  await keepScreenshot(page, testInfo, 'home');

  await tile.click();
  await expect(page).toHaveURL(new RegExp(`/${round.id}$`));
  await expect(page.getByRole('heading', { level: 1, name: round.lottoName })).toBeVisible();
});
