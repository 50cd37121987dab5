// When a member may cancel a slip (docs/domain.md#slips): the `lotto` row of `setting` holds
// `cancelWithinMinutes` (after placing it) and `cancelBeforeCloseMinutes` (before the round
// closes); the earlier of the two ends the window. Administrators change it in the back office
// with the rest of the setting (../setting.ts).
import type { Kysely } from 'kysely';
import { z } from 'zod';
import type { LottoTables } from '../tables.ts';
import { settingValue } from '../../../db/settings.ts';

const MINUTE_MS = 60_000;

/** The most minutes either limit may be: a day. */
export const MAX_CANCEL_MINUTES = 1440;

export const cancelWindowSchema = z.object({
  cancelWithinMinutes: z.number().int().min(0).max(MAX_CANCEL_MINUTES),
  cancelBeforeCloseMinutes: z.number().int().min(0).max(MAX_CANCEL_MINUTES),
});

export type CancelWindow = z.output<typeof cancelWindowSchema>;

/** The cancel window in the stored value of the `lotto` setting (its other fields left out). */
export const parseCancelWindow = (value: unknown): CancelWindow => cancelWindowSchema.parse(value);

/** The cancel window of the `lotto` setting (defaults in migrations/0007_lotto.sql). */
export async function cancelWindow(db: Kysely<LottoTables>): Promise<CancelWindow> {
  return parseCancelWindow(await settingValue(db, 'lotto'));
}

/** The instant from which a slip can no longer be cancelled: the earlier of the two limits. */
export function cancelDeadline(window: CancelWindow, placedAt: Date, closesAt: Date): Date {
  const afterPlacing = placedAt.getTime() + window.cancelWithinMinutes * MINUTE_MS;
  const beforeClose = closesAt.getTime() - window.cancelBeforeCloseMinutes * MINUTE_MS;
  return new Date(Math.min(afterPlacing, beforeClose));
}
