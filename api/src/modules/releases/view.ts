// What the releases page and `pnpm remotes list` show (docs/architecture.md, "Remote releases"):
// per remote the live version, the canary, every version its server holds with what it exposes and
// shares, error rates over the rollback rule's window, pins; the history; and the freeze.
import type { Kysely } from 'kysely';
import { REMOTE_NAMES, type RemoteName } from '@tanghuay/shared-auth/contract';
import type { Database } from '../../db/database.ts';
import type { ReleaseSettings } from '../../config/settings.ts';
import { windowCounts } from './beacons.ts';
import { usernameOf } from '../auth/index.ts';
import { freezingRound } from './freeze.ts';
import { deployedVersions, GateRefusal, type VersionFacts } from './contract-gate.ts';
import { failureRate } from './rollback-rule.ts';
import type { ReleaseAction, ReleaseTables } from './tables.ts';

/** How many history entries the view carries, newest first. */
const HISTORY_SHOWN = 100;

export interface RemoteView {
  name: RemoteName;
  server: string;
  serverError: string | null;
  live: string | null;
  candidate: { version: string; share: number; since: string } | null;
  versions: VersionFacts[];
  errors: { version: string; loads: number; failed: number; errors: number; rate: number }[];
  pins: { accountId: number; username: string; version: string; by: string; at: string }[];
}

export interface ReleasesView {
  remotes: RemoteView[];
  history: { id: number; remote: RemoteName; action: ReleaseAction; version: string | null; share: number | null; by: string; reason: string | null; forced: boolean; at: string }[];
  freeze: { active: boolean; minutes: number; lottos: string[]; round: { id: number; lotteryName: string; closesAt: string } | null };
}

async function versionsOf(remote: RemoteName, settings: ReleaseSettings): Promise<{ versions: VersionFacts[]; serverError: string | null }> {
  try {
    return { versions: await deployedVersions(remote, settings.sources), serverError: null };
  } catch (error) {
    if (error instanceof GateRefusal) return { versions: [], serverError: error.message };
    throw error;
  }
}

export async function releasesView(db: Database, settings: ReleaseSettings, now: Date): Promise<ReleasesView> {
  const releases: Kysely<ReleaseTables> = db;
  const [rows, pins, history, { setting, round }] = await Promise.all([
    releases.selectFrom('remote_release').selectAll().execute(),
    releases
      .selectFrom('remote_release_pin as p')
      .select(['p.remote', 'p.account_id', usernameOf('p.account_id').as('username'), 'p.version', 'p.by', 'p.at'])
      .orderBy('p.at', 'desc')
      .execute(),
    releases.selectFrom('remote_release_event').selectAll().orderBy('id', 'desc').limit(HISTORY_SHOWN).execute(),
    freezingRound(db, now),
  ]);
  const remotes = await Promise.all(
    REMOTE_NAMES.map(async (name): Promise<RemoteView> => {
      const row = rows.find(({ remote }) => remote === name);
      const [{ versions, serverError }, counts] = await Promise.all([versionsOf(name, settings), windowCounts(db, name, now, settings.rule.windowSeconds)]);
      return {
        name,
        server: settings.sources.upstreams[name],
        serverError,
        live: row?.live_version ?? null,
        candidate:
          row?.candidate_version && row.candidate_share && row.candidate_since
            ? { version: row.candidate_version, share: row.candidate_share, since: row.candidate_since.toISOString() }
            : null,
        versions,
        errors: [...counts].map(([version, count]) => ({ version, ...count, rate: failureRate(count) })),
        pins: pins
          .filter(({ remote }) => remote === name)
          .map((pin) => ({ accountId: Number(pin.account_id), username: pin.username, version: pin.version, by: pin.by, at: pin.at.toISOString() })),
      };
    }),
  );
  return {
    remotes,
    history: history.map((entry) => ({ ...entry, id: Number(entry.id), at: entry.at.toISOString() })),
    freeze: {
      active: round !== null,
      ...setting,
      round: round && { id: Number(round.id), lotteryName: round.lotteryName, closesAt: round.closesAt.toISOString() },
    },
  };
}
