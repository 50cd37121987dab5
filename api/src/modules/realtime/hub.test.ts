// The hub's ordering rules, with notifications handed to it directly (the socket tests cannot
// choose when PostgreSQL delivers one): a balance older than the one a socket was sent is dropped,
// a burst of one account's balances is sent once, the latest, and a burst of one round's limit
// changes is read and sent once.
import type { FastifyBaseLogger } from 'fastify';
import { insertAccount } from '../../testing/accounts.ts';
import { useTestDatabase } from '../../testing/test-database.ts';
import { deposit, expectCleanBooks } from '../../testing/ledger.ts';
import { type ChannelEvent, createHub, type ServerMessage, type Subscriber } from './hub.ts';
import { inTransaction } from '../../db/database.ts';
import { insertRound } from './testing.ts';


const ctx = useTestDatabase();

async function startedHub() {
  let notify: (payload: string) => void = () => {};
  const connection = {
    ...ctx.database.connection,
    listen: async (_channel: string, onMessage: (payload: string) => void) => {
      notify = onMessage;
      return async () => {};
    },
  };
  const hub = createHub(connection, { error: () => {} } as unknown as FastifyBaseLogger, { sessionCheckMs: 60_000 });
  await hub.start();
  return { hub, emit: (event: ChannelEvent) => notify(JSON.stringify(event)) };
}

function subscriberOf(accountId: bigint) {
  const sent: ServerMessage[] = [];
  const subscriber: Subscriber = {
    accountId,
    isOpen: () => true,
    send: (message) => sent.push(message),
    stillSignedIn: async () => true,
    heartbeat: () => {},
  };
  return { subscriber, sent };
}

it('drops a balance whose transfer is not newer than the one the socket was sent, and sends a burst once', async () => {
  const member = await insertAccount(ctx.db);
  const { transferId } = await inTransaction(ctx.db, (trx) => deposit(trx, member.id, 10_000n));
  const { hub, emit } = await startedHub();
  const { subscriber, sent } = subscriberOf(member.id);
  await hub.join(subscriber);
  expect(sent.splice(0)).toEqual([{ type: 'ready' }, { type: 'balance', balance: 100 }]);

  const accountId = String(member.id);
  // The deposit's own notification, arriving after the first read: already told.
  emit({ type: 'balance', accountId, balance: '10000', transferId: String(transferId) });
  await hub.join(subscriberOf(member.id + 1n).subscriber); // handled after the notification
  expect(sent).toEqual([]);
  // Three newer ones at once, and another member's.
  emit({ type: 'balance', accountId, balance: '9000', transferId: String(transferId + 1n) });
  emit({ type: 'balance', accountId: String(member.id + 1n), balance: '1', transferId: String(transferId + 2n) });
  emit({ type: 'balance', accountId, balance: '8000', transferId: String(transferId + 3n) });
  emit({ type: 'balance', accountId, balance: '7000', transferId: String(transferId + 4n) });
  await hub.stop();
  expect(sent).toEqual([{ type: 'balance', balance: 70 }]);
  await expectCleanBooks(ctx.db);
});

it('keeps the newer of two balances that arrive out of order (they are published after their commits)', async () => {
  const member = await insertAccount(ctx.db);
  const { transferId } = await inTransaction(ctx.db, (trx) => deposit(trx, member.id, 10_000n));
  const { hub, emit } = await startedHub();
  const { subscriber, sent } = subscriberOf(member.id);
  await hub.join(subscriber);
  sent.splice(0);

  const accountId = String(member.id);
  // In one burst, the newer transfer's event first, then the older one's.
  emit({ type: 'balance', accountId, balance: '5000', transferId: String(transferId + 2n) });
  emit({ type: 'balance', accountId, balance: '9000', transferId: String(transferId + 1n) });
  await hub.join(subscriberOf(member.id + 1n).subscriber); // handled after the burst
  // One after the other.
  emit({ type: 'balance', accountId, balance: '4000', transferId: String(transferId + 4n) });
  await hub.join(subscriberOf(member.id + 1n).subscriber);
  emit({ type: 'balance', accountId, balance: '4500', transferId: String(transferId + 3n) });
  await hub.stop();
  expect(sent).toEqual([
    { type: 'balance', balance: 50 },
    { type: 'balance', balance: 40 },
  ]);
});

it("reads a burst of one round's limit changes once, for the sockets watching it", async () => {
  const member = await insertAccount(ctx.db);
  const [roundId, other] = [await insertRound(ctx.db), await insertRound(ctx.db)];
  const { hub, emit } = await startedHub();
  const { subscriber, sent } = subscriberOf(member.id);
  await hub.join(subscriber);
  await hub.watch(subscriber, roundId);
  const limits = { type: 'limits', roundId: String(roundId), limits: [] };
  expect(sent.splice(0)).toEqual([{ type: 'ready' }, { type: 'balance', balance: 0 }, limits]);

  for (const changed of [roundId, other, roundId, roundId]) emit({ type: 'limits', roundId: String(changed) });
  await hub.join(subscriberOf(member.id).subscriber); // handled after the burst
  expect(sent.splice(0)).toEqual([limits]);
  // A change after the burst was read is read again.
  emit({ type: 'limits', roundId: String(roundId) });
  await hub.stop();
  expect(sent).toEqual([limits]);
});
