// Kysely's view of the release tables (migrations/0019_remote_releases.sql).
import type { ColumnType, GeneratedAlways } from 'kysely';
import type { RemoteName } from '@tanghuay/shared-auth/contract';

export interface RemoteReleaseTable {
  remote: ColumnType<RemoteName, never, never>;
  live_version: string | null;
  candidate_version: string | null;
  candidate_share: number | null;
  candidate_since: Date | null;
}

export type ReleaseAction = 'promote' | 'rollback' | 'canary' | 'stop' | 'auto-stop' | 'pin' | 'unpin';

export interface RemoteReleaseEventTable {
  id: GeneratedAlways<bigint>;
  remote: RemoteName;
  action: ReleaseAction;
  version: string | null;
  share: number | null;
  by: string;
  reason: string | null;
  forced: boolean;
  at: Date;
}

export interface RemoteReleasePinTable {
  remote: RemoteName;
  account_id: bigint;
  version: string;
  by: string;
  at: Date;
}

export interface RemoteReleaseSampleTable {
  remote: RemoteName;
  version: string;
  minute: Date;
  loads: ColumnType<number, number | undefined, number>;
  failed: ColumnType<number, number | undefined, number>;
  errors: ColumnType<number, number | undefined, number>;
}

export interface ReleaseTables {
  remote_release: RemoteReleaseTable;
  remote_release_event: RemoteReleaseEventTable;
  remote_release_pin: RemoteReleasePinTable;
  remote_release_sample: RemoteReleaseSampleTable;
}
