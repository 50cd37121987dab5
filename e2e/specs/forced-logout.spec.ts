// The single-session rule: a newer sign-in of the same account elsewhere ends this page's session.
// The realtime socket is closed at once and the page signs out then (password-change.spec.ts
// shows it); when the socket is down, the next wallet check (every 30 s) does: everything stored is
// cleared and the member is back at sign-in.
import { expect, test } from '../support/test.ts';
import { logIn, MEMBER_PASSWORD, registerMember, storedKeys, storeSession } from '../support/accounts.ts';

test('with the socket down, a second sign-in elsewhere signs this page out within 30 seconds', async ({ page, request }) => {
  const member = await registerMember(request);
  // The socket opens but never reaches the API: only the wallet check can tell.
  await page.routeWebSocket(/\/ws$/, () => undefined);
  await page.clock.install();
  await storeSession(page, member);
  await page.goto('/tanghuay-round');
  await expect(page.getByTestId('balance-amount')).toHaveText('0.00 THB');
  // The board has loaded (its requests were answered) before the account signs in elsewhere: a
  // request still on its way would be refused at once and sign the page out before its check.
  await expect(page.locator('a[data-round-id]').first()).toBeVisible();

  // The same member signs in on another device: with no socket to tell it, the page carries on…
  await logIn(request, { username: member.userData.username, password: MEMBER_PASSWORD });
  await expect(page).toHaveURL(/\/tanghuay-round$/);

  // …until its wallet check, which comes every 30 s: within 30 s of the page's time, whenever in
  // the interval the sign-in fell (the interval began when the page loaded, a moment before).
  await page.clock.fastForward(30_000);

  await expect(page).toHaveURL(/\/login-next$/);
  await expect(page.getByText('เซสชันของคุณสิ้นสุดแล้ว เนื่องจากมีการเข้าสู่ระบบหรือเปลี่ยนรหัสผ่านจากอุปกรณ์อื่น')).toBeVisible();
  expect(await storedKeys(page)).toEqual([]);
});
