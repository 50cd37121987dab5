// For tests of the round clock and the back office: a round the scheduler made, found by its
// lottery and close; and what the realtime channel carries.
import type { Kysely } from 'kysely';
import type { Connection } from '../../../db/connection.ts';
import type { LottoTables } from '../tables.ts';
import { EVENTS_CHANNEL } from '../../../db/events.ts';
import type { BalanceEvent } from '../../wallet/index.ts';
import type { LottoEvent } from './events.ts';

/** What the events channel carries that lottery tests look at. */
export type ChannelEvent = LottoEvent | BalanceEvent;

export const storedRound = (db: Kysely<LottoTables>, lottoCode: string, closesAt: string) =>
  db
    .selectFrom('lotto_round')
    .selectAll()
    .where('lotto_code', '=', lottoCode)
    .where('closes_at', '=', new Date(closesAt))
    .executeTakeFirstOrThrow();

export interface EventLog {
  /** Every event so far, in order. */
  events: ChannelEvent[];
  /** The events after the first `seen`, once there are `count` of them (NOTIFY arrives after the commit). */
  after(seen: number, count: number): Promise<ChannelEvent[]>;
  stop(): Promise<void>;
}

export async function listenToEvents(connection: Connection): Promise<EventLog> {
  const events: ChannelEvent[] = [];
  const stop = await connection.listen(EVENTS_CHANNEL, (payload) => events.push(JSON.parse(payload) as ChannelEvent));
  return {
    events,
    async after(seen, count) {
      for (let turn = 0; events.length < seen + count && turn < 10_000; turn += 1) {
        await new Promise((resolve) => setImmediate(resolve));
      }
      return events.slice(seen);
    },
    stop,
  };
}
