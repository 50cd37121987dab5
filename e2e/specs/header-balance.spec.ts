// The header shows "ยอดเงินของคุณ" with the member's balance: thousands separators, always two
// decimals, and the currency of the stored user data (docs/lottery.md#how-money-reads).
import { expect, test } from '../support/test.ts';
import { deposit, registerMember, storeSession } from '../support/accounts.ts';

test('a balance with satang shows two decimals and thousands separators', async ({ page, request }) => {
  const member = await registerMember(request);
  await deposit(request, member, 1234.5);
  await storeSession(page, member);

  await page.goto('/tanghuay-round');

  const balance = page.getByTestId('header-balance');
  await expect(balance).toContainText('ยอดเงินของคุณ');
  await expect(balance.getByTestId('balance-amount')).toHaveText('1,234.50 THB');
});

test('a whole balance shows .00 too, and an empty wallet shows 0.00', async ({ page, request }) => {
  const member = await registerMember(request);
  await storeSession(page, member);
  await page.goto('/tanghuay-round');
  await expect(page.getByTestId('balance-amount')).toHaveText('0.00 THB');

  await deposit(request, member, 25000);
  // Tapping the balance asks the wallet again at once.
  await page.getByTestId('header-balance').click();
  await expect(page.getByTestId('balance-amount')).toHaveText('25,000.00 THB');
});
