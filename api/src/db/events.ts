// The events channels: what changed, told to every API instance (docs/architecture.md#session-bus).
// PostgreSQL delivers a notification to every instance LISTENing. Two channels, one per listener,
// so neither is woken for the other's events (every bet publishes a balance): EVENTS_CHANNEL
// carries what members' screens are told (wallet's BalanceEvent, lotto's LottoEvent; the realtime
// hub listens and tells the sockets), SESSIONS_CHANNEL the sessions ended or changed (auth's
// SessionsEvent; the session cache listens and drops them). Payloads stay small (NOTIFY allows
// 8000 bytes): listeners read what they need from the database.
//
// When each is sent:
// - Sessions events go with pg_notify inside the transaction of the change, so they are delivered
//   if and only if it commits: a revocation is never lost.
// - Screen events are published once the change has committed, batched with other requests' (one
//   NOTIFY statement for all those waiting): PostgreSQL holds one lock for queueing notifications
//   from a transaction's commit until its commit record is on disk, so bets that each notified in
//   their own transaction committed one at a time behind it (docs/performance.md, "Draw night").
//   Published in `inTransaction`, they wait for its commit and are dropped with a rollback;
//   published outside a transaction (after a single statement, which has committed), they go at
//   once. An instance that stops between a commit and the publication loses them: a screen then
//   shows that balance at the member's next event, or when its socket opens again (the first
//   message of a socket is the balance read then). A publication that fails is reported (the
//   request that made the change has succeeded and is not failed for it).
import { AsyncLocalStorage } from 'node:async_hooks';
import { sql } from 'kysely';
import type { Database } from './database.ts';

export const EVENTS_CHANNEL = 'tanghuay_events';
export const SESSIONS_CHANNEL = 'tanghuay_sessions';

type Channel = typeof EVENTS_CHANNEL | typeof SESSIONS_CHANNEL;

/** The screen events published inside the `inTransaction` under way, waiting for its commit. */
const afterCommit = new AsyncLocalStorage<string[]>();

/** Where a publication that failed is reported (the app's log); by default standard error. */
type Report = (error: unknown, events: number) => void;

interface Publisher {
  report: Report;
  /** The batch collecting events, sent once the one in flight is done. */
  waiting: { payloads: string[]; sent: Promise<void> } | undefined;
  inFlight: Promise<void>;
}

const publishers = new WeakMap<Database, Publisher>();

const notify = async (db: Database, channel: Channel, payloads: readonly string[]) => {
  await sql`select pg_notify(${channel}, payload) from unnest(${payloads}::text[]) as payload`.execute(db);
};

function publisherOf(db: Database): Publisher {
  let publisher = publishers.get(db);
  if (!publisher) {
    publisher = {
      report: (error, events) => console.error(`events: ${events} not published`, error),
      waiting: undefined,
      inFlight: Promise.resolve(),
    };
    publishers.set(db, publisher);
  }
  return publisher;
}

/** Sends screen events on `db` (not a transaction) with those of other requests waiting; resolves once sent or reported. */
function sendBatched(db: Database, payloads: readonly string[]): Promise<void> {
  const publisher = publisherOf(db);
  if (!publisher.waiting) {
    const batch = { payloads: [] as string[], sent: Promise.resolve() };
    batch.sent = publisher.inFlight.then(async () => {
      publisher.waiting = undefined;
      try {
        await notify(db, EVENTS_CHANNEL, batch.payloads);
      } catch (error) {
        publisher.report(error, batch.payloads.length);
      }
    });
    publisher.inFlight = batch.sent;
    publisher.waiting = batch;
  }
  publisher.waiting.payloads.push(...payloads);
  return publisher.waiting.sent;
}

/** Reports the screen events of `db` that could not be published to `report` (the app's log). */
export function reportUnpublished(db: Database, report: Report): void {
  publisherOf(db).report = report;
}

/** Publishes the events on the channel (none: nothing), as the header says for each channel; each goes as its JSON. */
export async function publish(db: Database, channel: Channel, ...events: { type: string }[]): Promise<void> {
  if (events.length === 0) return;
  const payloads = events.map((event) => JSON.stringify(event));
  if (channel === SESSIONS_CHANNEL) return notify(db, channel, payloads);
  const waiting = afterCommit.getStore();
  if (waiting) {
    waiting.push(...payloads);
    return;
  }
  if (db.isTransaction) throw new Error('screen events published inside a transaction need inTransaction (db/database.ts) to wait for its commit');
  return sendBatched(db, payloads);
}

/** Runs `transaction` (which commits when it resolves), then publishes the screen events it published, on `db`. */
export async function publishingAfterCommit<T>(db: Database, transaction: () => Promise<T>): Promise<T> {
  const waiting: string[] = [];
  const result = await afterCommit.run(waiting, transaction);
  if (waiting.length > 0) await sendBatched(db, waiting);
  return result;
}
