// Money is posted one way: a deposit approved, a bet, a slip cancelled and a round settled each move
// the member's wallet through the one ledger implementation, the database function ledger_post
// (migrations/functions/ledger_post.sql). What only ledger_post produces — the wallet's BalanceEvent,
// naming the transfer and the balance after it — is looked at after each, so a change to it shows in
// every path.
// (In the lottery module, whose test helpers make the round; the deposit goes through its route.)
import { signedInAccount, signedInBackOffice, type SignedIn } from '../../testing/accounts.ts';
import { expectCleanBooks, memberLedgerLines } from '../../testing/ledger.ts';
import { useTestApp } from '../../testing/test-app.ts';
import { insertRound } from './results/testing.ts';
import { type ChannelEvent, listenToEvents } from './rounds/testing.ts';
import { freshKey, placeTestSlip } from './testing.ts';

const START = new Date('2026-12-16T03:00:00Z'); // 10:00 in Bangkok
let clock = START;
const ctx = useTestApp({ now: () => clock, payments: { demoMode: false } });
const minutesFrom = (minutes: number) => new Date(START.getTime() + minutes * 60_000);

const post = (who: SignedIn, url: string, payload: object = {}) =>
  ctx.app.inject({ method: 'POST', url, headers: { ...who.headers, 'idempotency-key': freshKey() }, payload });

describe('every path that moves a wallet posts through ledger_post and publishes the wallet it moved', () => {
  let operator: SignedIn;
  let member: SignedIn;
  let roundId: bigint;
  let log: Awaited<ReturnType<typeof listenToEvents>>;
  const balanceEvents = () => log.events.filter((event) => event.type === 'balance');
  beforeAll(async () => {
    ({ operator } = await signedInBackOffice(ctx));
    member = await signedInAccount(ctx);
    // Closes in 12 minutes: a slip may still be cancelled now (up to 10 minutes before the close).
    roundId = await insertRound(ctx.db, 'lao-vip', { opensAt: minutesFrom(-60), closesAt: minutesFrom(12) });
    log = await listenToEvents(ctx.database.connection);
  });
  afterAll(async () => {
    await log.stop();
    await expectCleanBooks(ctx.db);
  });

  /** Waits for the wallet's next balance event (NOTIFY arrives after the commit), or gives up. */
  let published = 0;
  async function nextBalanceEvent() {
    published += 1;
    for (let turn = 0; balanceEvents().length < published && turn < 10_000; turn += 1) await new Promise((resolve) => setImmediate(resolve));
  }

  /** Runs one path and compares what it published with what the ledger holds of its transfer. */
  async function expectPublished(kind: string, run: () => Promise<unknown>) {
    await run();
    await nextBalanceEvent();
    const [line] = (await memberLedgerLines(ctx.db, member.id)).lines;
    const expected: ChannelEvent = {
      type: 'balance',
      accountId: String(member.id),
      balance: String(line?.balanceAfter),
      transferId: String(line?.transferId),
    };
    expect({ kind: line?.transferKind, published: balanceEvents().slice(published - 1) }).toEqual({ kind, published: [expected] });
  }

  it('a deposit approved', () =>
    expectPublished('deposit', async () => {
      const deposit = await post(member, '/api/wallet/deposits', { amount: 250 });
      expect((await post(operator, `/api/backoffice/deposits/${deposit.json().id}/approve`)).statusCode).toBe(200);
    }));

  it('a bet', () => expectPublished('bet', () => placeTestSlip(ctx, member, { roundId, items: [{ type: '2bottom', number: '45', amount: 10 }] })));

  it('a slip cancelled', async () => {
    const slip = await placeTestSlip(ctx, member, { roundId, items: [{ type: '2bottom', number: '99', amount: 20 }] });
    await nextBalanceEvent();
    await expectPublished('refund', async () => expect((await post(member, `/api/lotto/slips/${slip.id}/cancel`)).statusCode).toBe(200));
  });

  it('a round settled', async () => {
    clock = minutesFrom(13);
    try {
      await expectPublished('payout', async () =>
        expect((await post(operator, `/api/backoffice/rounds/${roundId}/result`, { top3: '123', bottom2: '45' })).statusCode).toBe(200),
      );
    } finally {
      clock = START;
    }
  });
});
