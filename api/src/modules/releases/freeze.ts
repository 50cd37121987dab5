// The draw-night freeze (docs/architecture.md, "Remote releases"): administrators choose the
// lotteries and how many minutes before one of their rounds closes no version may be promoted or
// start a canary, unless forced with a reason. Kept in the `release_freeze` setting (default in
// migrations/0019_remote_releases.sql: 30 minutes before the government round).
import { z } from 'zod';
import type { Database } from '../../db/database.ts';
import { settingValue, storeSetting } from '../../db/settings.ts';
import { ApiError } from '../../plugins/errors.ts';
import { type ClosingRound, roundClosingWithin, unknownLottoCodes } from '../lotto/index.ts';

export const FREEZE_MAX_MINUTES = 24 * 60;

const freezeSchema = z.object({ minutes: z.number().int().min(0).max(FREEZE_MAX_MINUTES), lottos: z.array(z.string()) });

export type FreezeSetting = z.output<typeof freezeSchema>;

export async function freezeSetting(db: Database): Promise<FreezeSetting> {
  return freezeSchema.parse(await settingValue(db, 'release_freeze'));
}

/** The round that freezes releases at `now`, or null. */
export async function freezingRound(db: Database, now: Date): Promise<{ setting: FreezeSetting; round: ClosingRound | null }> {
  const setting = await freezeSetting(db);
  const round = setting.minutes === 0 ? null : await roundClosingWithin(db, setting.lottos, now, new Date(now.getTime() + setting.minutes * 60_000));
  return { setting, round };
}

/** Stores a new freeze, in `trx`; 404 naming each lottery code that does not exist. */
export async function storeFreeze(trx: Database, setting: FreezeSetting, at: Date): Promise<void> {
  const unknown = await unknownLottoCodes(trx, setting.lottos);
  if (unknown.length > 0) throw new ApiError(404, 'LOTTO_NOT_FOUND', `ไม่พบหวยรหัส ${unknown.join(', ')}`);
  await storeSetting(trx, 'release_freeze', setting, at);
}
