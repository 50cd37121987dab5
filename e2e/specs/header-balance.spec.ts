// The header shows "ยอดเงินของคุณ" with the member's balance: thousands separators, two decimals
// when it is not a whole number, and the currency of the stored user data.
import { expect, test } from '../support/test.ts';
import { deposit, registerMember, storeSession } from '../support/accounts.ts';

test('a balance with satang shows two decimals and thousands separators', async ({ page, request }) => {
  const member = await registerMember(request);
  await deposit(request, member, 1234.5);
  await storeSession(page, member);

  await page.goto('/tanghuay-round');

  const balance = page.getByTestId('header-balance');
  await expect(balance).toContainText('ยอดเงินของคุณ');
  await expect(balance.getByTestId('balance-amount')).toHaveText('1,234.50');
  await expect(balance).toContainText('THB');
});

test('a whole balance shows no decimals, and an empty wallet shows 0', async ({ page, request }) => {
  const member = await registerMember(request);
  await storeSession(page, member);
  await page.goto('/tanghuay-round');
  await expect(page.getByTestId('balance-amount')).toHaveText('0');

  await deposit(request, member, 25000);
  // Tapping the balance asks the wallet again at once.
  await page.getByTestId('header-balance').click();
  await expect(page.getByTestId('balance-amount')).toHaveText('25,000');
});
