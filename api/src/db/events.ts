// The events channels: what changed, told to every API instance (docs/architecture.md#session-bus).
// A module publishes its own events with pg_notify inside the transaction of the change, so
// PostgreSQL delivers them to every instance LISTENing — and only if the transaction commits. Two
// channels, one per listener, so neither is woken for the other's events (every bet publishes a
// balance): EVENTS_CHANNEL carries what members' screens are told (wallet's BalanceEvent, lotto's
// LottoEvent; the realtime hub listens and tells the sockets), SESSIONS_CHANNEL the sessions ended
// or changed (auth's SessionsEvent; the session cache listens and drops them). Payloads stay small
// (NOTIFY allows 8000 bytes): listeners read what they need from the database.
import { sql } from 'kysely';
import type { Database } from './database.ts';

export const EVENTS_CHANNEL = 'tanghuay_events';
export const SESSIONS_CHANNEL = 'tanghuay_sessions';

type Channel = typeof EVENTS_CHANNEL | typeof SESSIONS_CHANNEL;

/** Publishes the events on the channel in one statement (none: nothing); each goes as its JSON. */
export async function publish(trx: Database, channel: Channel, ...events: { type: string }[]): Promise<void> {
  if (events.length === 0) return;
  const payloads = events.map((event) => JSON.stringify(event));
  await sql`select pg_notify(${channel}, payload) from unnest(${payloads}::text[]) as payload`.execute(trx);
}
