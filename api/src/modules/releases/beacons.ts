// The host's beacons (docs/architecture.md, "Remote releases"): per remote and version, page loads,
// loads that failed after retries and errors its boundaries caught, counted per minute. While a
// canary runs, each beacon of the candidate or the live version has the rollback rule judge the
// window; when it says stop, the canary stops by itself and the history says why.
import { type Kysely, sql } from 'kysely';
import type { RemoteName } from '@tanghuay/shared-auth/contract';
import type { Database } from '../../db/database.ts';
import { ApiError } from '../../plugins/errors.ts';
import { type ChangeContext, stopCanary } from './release-changes.ts';
import { stopReason, type VersionCounts } from './rollback-rule.ts';
import type { ReleaseTables } from './tables.ts';

export const BEACON_KINDS = ['load', 'failed', 'error'] as const;
export type BeaconKind = (typeof BEACON_KINDS)[number];

export interface Beacon {
  remote: RemoteName;
  version: string;
  kind: BeaconKind;
}

/** What a beacon led to: whether it was counted (its version is one the release state serves), and the canary it stopped. */
export interface BeaconOutcome {
  counted: boolean;
  stopped: { version: string; reason: string } | null;
}

const COLUMN = { load: 'loads', failed: 'failed', error: 'errors' } as const;

const releases = (db: Database): Kysely<ReleaseTables> => db;

/** Each version's counts over the last `windowSeconds` (whole minutes, the current one included). */
export async function windowCounts(db: Database, remote: RemoteName, now: Date, windowSeconds: number): Promise<Map<string, VersionCounts>> {
  const since = new Date(now.getTime() - windowSeconds * 1000);
  const rows = await releases(db)
    .selectFrom('remote_release_sample')
    .select(['version', sql<number>`sum(loads)::int`.as('loads'), sql<number>`sum(failed)::int`.as('failed'), sql<number>`sum(errors)::int`.as('errors')])
    .where('remote', '=', remote)
    .where('minute', '>=', sql<Date>`date_trunc('minute', ${since}::timestamptz)`)
    .groupBy('version')
    .execute();
  return new Map(rows.map(({ version, ...counts }) => [version, counts]));
}

const none: VersionCounts = { loads: 0, failed: 0, errors: 0 };

export async function countBeacon(ctx: Omit<ChangeContext, 'actor'>, { remote, version, kind }: Beacon): Promise<BeaconOutcome> {
  const { db, now, settings } = ctx;
  const row = await releases(db).selectFrom('remote_release').selectAll().where('remote', '=', remote).executeTakeFirstOrThrow();
  const served = version === row.live_version || version === row.candidate_version;
  const pinned =
    served ||
    (await releases(db).selectFrom('remote_release_pin').select('version').where('remote', '=', remote).where('version', '=', version).executeTakeFirst()) !== undefined;
  if (!served && !pinned) return { counted: false, stopped: null };
  const column = COLUMN[kind];
  await releases(db)
    .insertInto('remote_release_sample')
    .values({ remote, version, minute: sql<Date>`date_trunc('minute', ${now}::timestamptz)`, [column]: 1 })
    .onConflict((conflict) => conflict.columns(['remote', 'version', 'minute']).doUpdateSet({ [column]: sql`remote_release_sample.${sql.ref(column)} + 1` }))
    .execute();
  const { candidate_version: candidate, live_version: live } = row;
  if (!candidate || !live || !served) return { counted: true, stopped: null };
  const counts = await windowCounts(db, remote, now, settings.rule.windowSeconds);
  const reason = stopReason(counts.get(candidate) ?? none, counts.get(live) ?? none, settings.rule);
  if (!reason) return { counted: true, stopped: null };
  try {
    await stopCanary({ ...ctx, actor: { accountId: null, by: 'system' } }, remote, reason, { version: candidate });
  } catch (error) {
    // Another beacon or an administrator stopped it first: nothing left to do.
    if (error instanceof ApiError && error.code === 'NO_CANARY') return { counted: true, stopped: null };
    throw error;
  }
  return { counted: true, stopped: { version: candidate, reason } };
}
