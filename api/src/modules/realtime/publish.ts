// What the realtime channel carries (DESIGN §6, GET /ws): a member's balance when it changes, the
// limit items of a round, a round's status. Published with pg_notify inside the transaction of the
// change, so PostgreSQL delivers it to every API instance LISTENing — and only if it commits.
// Payloads stay small (NOTIFY allows 8000 bytes): listeners read what they need from the database.
import { sql, type Kysely } from 'kysely';
import type { Schema } from '../../db/schema.ts';
import type { RoundStatus } from '../lotto/tables.ts';

export const EVENTS_CHANNEL = 'tanghuay_events';

export type RealtimeEvent =
  /** The member's wallet balance after the transfer that moved it, satang as a string. */
  | { type: 'balance'; accountId: string; balance: string; transferId: string }
  /** The limit items of the round changed. */
  | { type: 'limits'; roundId: string }
  /** The round's stored status changed. */
  | { type: 'round'; roundId: string; status: RoundStatus };

/** Publishes the events in one statement (none: nothing). */
export async function publish(trx: Kysely<Schema>, ...events: RealtimeEvent[]): Promise<void> {
  if (events.length === 0) return;
  const payloads = events.map((event) => JSON.stringify(event));
  await sql`select pg_notify(${EVENTS_CHANNEL}, payload) from unnest(${payloads}::text[]) as payload`.execute(trx);
}
