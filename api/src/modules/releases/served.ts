// What /remotes.json answers each caller (docs/architecture.md, "Remote releases"): per remote, the
// version a pin gives the caller (marked preview), else the candidate when the caller's bucket is
// in the canary's share, else the live version. Callers are told apart by their account when signed
// in, else by the visitor cookie; nothing the caller sends can name a version.
import type { Kysely } from 'kysely';
import { REMOTE_NAMES, type RemoteName } from '@tanghuay/shared-auth/contract';
import type { Database } from '../../db/database.ts';
import { bucketOf, inCanary } from './bucket.ts';
import { manifestPath } from './contract-gate.ts';
import type { ReleaseTables } from './tables.ts';

export interface ServedEntry {
  version: string;
  entry: string;
  /** The caller is pinned to this version (testers' preview). */
  preview?: true;
}

export type Served = Partial<Record<RemoteName, ServedEntry>>;

/** Who asks: an account id when signed in, else the visitor cookie's id. */
export type Caller = { accountId: bigint } | { visitorId: string };

const callerKey = (caller: Caller) => ('accountId' in caller ? `account:${caller.accountId}` : `visitor:${caller.visitorId}`);

export async function servedTo(db: Database, caller: Caller): Promise<Served> {
  const releases: Kysely<ReleaseTables> = db;
  const [rows, pins] = await Promise.all([
    releases.selectFrom('remote_release').selectAll().execute(),
    'accountId' in caller
      ? releases.selectFrom('remote_release_pin').select(['remote', 'version']).where('account_id', '=', caller.accountId).execute()
      : Promise.resolve([]),
  ]);
  const served: Served = {};
  for (const remote of REMOTE_NAMES) {
    const pinned = pins.find((pin) => pin.remote === remote);
    if (pinned) {
      served[remote] = { version: pinned.version, entry: manifestPath(remote, pinned.version), preview: true };
      continue;
    }
    const row = rows.find((candidate) => candidate.remote === remote);
    if (!row?.live_version) continue;
    const { candidate_version: candidate, candidate_share: share } = row;
    const version = candidate && share && inCanary(bucketOf(remote, callerKey(caller)), share) ? candidate : row.live_version;
    served[remote] = { version, entry: manifestPath(remote, version) };
  }
  return served;
}
