// What the lottery tells every API instance (and, through the realtime hub, the members' screens)
// when it changes: a round's limit items (or what is still open under a cap), a round's stored
// status. Published with src/db/events.ts inside the transaction of the change — by the database
// function lotto_place_slip itself for a bet (docs/architecture.md#session-bus).
import type { Database } from '../../../db/database.ts';
import { EVENTS_CHANNEL, publish } from '../../../db/events.ts';
import type { RoundStatus } from '../tables.ts';

export type LottoEvent =
  /** The limit items of the round changed, or a bet or a cancel changed what is open under a cap. */
  | { type: 'limits'; roundId: string }
  /** The round's stored status changed. */
  | { type: 'round'; roundId: string; status: RoundStatus };

/** Publishes a lottery event, delivered only if the transaction commits. */
export const publishLottoEvent = (trx: Database, event: LottoEvent): Promise<void> => publish(trx, EVENTS_CHANNEL, event);
