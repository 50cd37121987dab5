// When a member may cancel a slip (docs/domain.md#slips): the `lotto` row of `setting` holds
// `cancelWithinMinutes` (after placing it) and `cancelBeforeCloseMinutes` (before the round
// closes); the earlier of the two ends the window. Administrators change it in the back office,
// audited.
import type { Kysely } from 'kysely';
import { z } from 'zod';
import type { LottoTables } from '../tables.ts';
import { settingValue, storeSetting } from '../../../db/settings.ts';
import { audit } from '../../audit/index.ts';

const MINUTE_MS = 60_000;

/** The most minutes either limit may be: a day. */
export const MAX_CANCEL_MINUTES = 1440;

const cancelWindowSchema = z.object({
  cancelWithinMinutes: z.number().int().min(0).max(MAX_CANCEL_MINUTES),
  cancelBeforeCloseMinutes: z.number().int().min(0).max(MAX_CANCEL_MINUTES),
});

export type CancelWindow = z.output<typeof cancelWindowSchema>;

/** The cancel window in the stored value of the `lotto` setting. */
export const parseCancelWindow = (value: unknown): CancelWindow => cancelWindowSchema.parse(value);

/** The cancel window of the `lotto` setting (defaults in migrations/0007_lotto.sql). */
export async function cancelWindow(db: Kysely<LottoTables>): Promise<CancelWindow> {
  return parseCancelWindow(await settingValue(db, 'lotto'));
}

/** Stores a new cancel window, audited as `settings.lotto`; answers it. */
export async function saveCancelWindow(
  trx: Kysely<LottoTables>,
  { window, actorAccountId, now }: { window: CancelWindow; actorAccountId: bigint; now: Date },
): Promise<CancelWindow> {
  const before = await cancelWindow(trx);
  const after = cancelWindowSchema.parse(window);
  await storeSetting(trx, 'lotto', after, now);
  await audit(trx, { actorAccountId, action: 'settings.lotto', entity: 'setting', entityId: 'lotto', before, after, at: now });
  return after;
}

/** The instant from which a slip can no longer be cancelled: the earlier of the two limits. */
export function cancelDeadline(window: CancelWindow, placedAt: Date, closesAt: Date): Date {
  const afterPlacing = placedAt.getTime() + window.cancelWithinMinutes * MINUTE_MS;
  const beforeClose = closesAt.getTime() - window.cancelBeforeCloseMinutes * MINUTE_MS;
  return new Date(Math.min(afterPlacing, beforeClose));
}
