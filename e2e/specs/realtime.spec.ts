// The realtime socket (docs/lottery.md, "Live data"): the host keeps one websocket to /ws on the page's own origin while
// a member is signed in. Money that moves shows in the header at once, pushed over it: with the
// page's clock stopped, neither the 30 s wallet call nor the 500 ms display clock can be what shows
// it. Signing out (here: in another tab) closes the socket.
import type { Page, WebSocket } from '@playwright/test';
import { deposit, registerMember, storeSession } from '../support/accounts.ts';
import { expect, test } from '../support/test.ts';

const WALLET_PATH = '/api/seamless/wallet/show';

/** The sockets the page opens to /ws, each with the types of the messages it has received. */
function watchSockets(page: Page): { socket: WebSocket; received: string[] }[] {
  const sockets: { socket: WebSocket; received: string[] }[] = [];
  page.on('websocket', (socket) => {
    if (new URL(socket.url()).pathname !== '/ws') return;
    const received: string[] = [];
    socket.on('framereceived', ({ payload }) => received.push((JSON.parse(String(payload)) as { type: string }).type));
    sockets.push({ socket, received });
  });
  return sockets;
}

function countWalletCalls(page: Page): { count: number } {
  const calls = { count: 0 };
  page.on('request', (request) => {
    if (new URL(request.url()).pathname === WALLET_PATH) calls.count += 1;
  });
  return calls;
}

test('a deposit shows in the header at once, pushed over the socket while the page clock stands still', async ({ page, request }) => {
  const member = await registerMember(request);
  await deposit(request, member, 100);
  await storeSession(page, member);
  // No timer of the app ever runs: install() alone lets the page's time flow, pauseAt() stops it.
  await page.clock.install();
  await page.clock.pauseAt(Date.now() + 60_000);
  const sockets = watchSockets(page);
  const walletCalls = countWalletCalls(page);

  await page.goto('/tanghuay-round');
  // Without the 500 ms clock, only the socket's first balance can fill the display.
  await expect(page.getByTestId('balance-amount')).toHaveText('100.00 THB');
  expect(sockets.map(({ received }) => received)).toEqual([['ready', 'balance']]);
  const callsBefore = walletCalls.count;

  await deposit(request, member, 1234.5);

  await expect(page.getByTestId('balance-amount')).toHaveText('1,334.50 THB');
  expect(sockets.map(({ received }) => received)).toEqual([['ready', 'balance', 'balance']]);
  expect(walletCalls.count).toBe(callsBefore);
});

test('the socket closes when the member signs out in another tab', async ({ page, request }) => {
  const member = await registerMember(request);
  await storeSession(page, member);
  const sockets = watchSockets(page);
  await page.goto('/tanghuay-round');
  await expect.poll(() => sockets[0]?.received ?? []).toEqual(['ready', 'balance']);
  const closed = sockets[0]!.socket.waitForEvent('close');

  // Entering /login-next signs out: it clears the storage every tab of the browser shares.
  const other = await page.context().newPage();
  await other.goto('/login-next');

  await closed;
  expect(sockets).toHaveLength(1);
});
