// The events channel: what changed, told to every API instance (docs/architecture.md#session-bus).
// A module publishes its own events (wallet's BalanceEvent, lotto's LottoEvent, auth's SessionsEvent)
// with pg_notify inside the transaction of the change, so PostgreSQL delivers them to every instance
// LISTENing — and only if the transaction commits; the realtime hub listens and tells the sockets,
// the session cache (auth) listens and drops the sessions named. Payloads
// stay small (NOTIFY allows 8000 bytes): listeners read what they need from the database.
import { sql } from 'kysely';
import type { Database } from './database.ts';

export const EVENTS_CHANNEL = 'tanghuay_events';

/** Publishes the events in one statement (none: nothing); each goes as its JSON. */
export async function publish(trx: Database, ...events: { type: string }[]): Promise<void> {
  if (events.length === 0) return;
  const payloads = events.map((event) => JSON.stringify(event));
  await sql`select pg_notify(${EVENTS_CHANNEL}, payload) from unnest(${payloads}::text[]) as payload`.execute(trx);
}
