// The remotes' releases (docs/backoffice.md, "Releases"): GET /api/backoffice/releases, and the
// writes under /api/backoffice/releases/:remote, each answering the whole state as GET does, so the
// page shows the answer at once. Refusals are 409 RELEASE_FROZEN (a round closes soon: force with a
// reason), RELEASE_REFUSED (the contract gate; the message names every mismatch), NO_CANARY and
// NOTHING_TO_ROLL_BACK, each with the API's Thai message.
//
// These routes are not in the API's contract (api/openapi.json) yet: their shapes are written here
// and the calls go through `http`. Once the contract has them, the types become
// `Answer<'/backoffice/releases'>` and the calls `api` (docs/architecture.md, "API types").
import { http, type RemoteName } from '@tanghuay/shared-auth';

export interface Candidate {
  version: string;
  /** Percent of visitors given the candidate, 1–100. */
  share: number;
  since: string;
}

export interface SharedDependency {
  name: string;
  version: string;
  /** The range it asks of the host, or null when it takes any. */
  requiredVersion: string | null;
}

export interface ReleaseVersion {
  version: string;
  builtAt: string;
  exposes: string[];
  shared: SharedDependency[];
}

export interface VersionErrors {
  version: string;
  loads: number;
  failed: number;
  errors: number;
  /** (failed + errors) / loads, 0 when nothing loaded. */
  rate: number;
}

export interface Pin {
  accountId: number;
  username: string;
  version: string;
  by: string;
  at: string;
}

export interface RemoteRelease {
  name: RemoteName;
  server: string;
  /** Why the remote's server could not be read, or null. */
  serverError: string | null;
  live: string | null;
  candidate: Candidate | null;
  /** What the remote's server holds, newest first. */
  versions: ReleaseVersion[];
  errors: VersionErrors[];
  pins: Pin[];
}

export const RELEASE_ACTIONS = ['promote', 'rollback', 'canary', 'stop', 'auto-stop', 'pin', 'unpin'] as const;
export type ReleaseAction = (typeof RELEASE_ACTIONS)[number];

export interface ReleaseEvent {
  id: number;
  remote: RemoteName;
  action: ReleaseAction;
  version: string | null;
  share: number | null;
  by: string;
  reason: string | null;
  forced: boolean;
  at: string;
}

export interface Freeze {
  active: boolean;
  /** How long before a round closes the versions stay as they are. */
  minutes: number;
  round: { id: number; lotteryName: string; closesAt: string } | null;
}

export interface Releases {
  remotes: RemoteRelease[];
  /** Newest first. */
  history: ReleaseEvent[];
  freeze: Freeze;
}

/** A change made during a freeze carries `force: true` and why. */
export type Force = { force: false } | { force: true; reason: string };

export const NOT_FORCED: Force = { force: false };

export const RELEASES_PATH = '/backoffice/releases';

const remotePath = (remote: RemoteName, what: string) => `${RELEASES_PATH}/${encodeURIComponent(remote)}/${what}`;

const answerOf = async (request: Promise<{ data: Releases }>) => (await request).data;

export const getReleases = (signal?: AbortSignal) => answerOf(http.get(RELEASES_PATH, { signal }));

export const promote = (remote: RemoteName, version: string, force: Force) => answerOf(http.post(remotePath(remote, 'promote'), { version, ...force }));

/** Starts a canary of `version`, or changes the share of the running one; 100 makes it live. */
export const startCanary = (remote: RemoteName, version: string, share: number, force: Force) =>
  answerOf(http.post(remotePath(remote, 'canary'), { version, share, ...force }));

export const stopCanary = (remote: RemoteName) => answerOf(http.post(remotePath(remote, 'stop'), {}));

export const rollBack = (remote: RemoteName, force: Force) => answerOf(http.post(remotePath(remote, 'rollback'), force));

export const pinVersion = (remote: RemoteName, version: string, usernames: string[]) => answerOf(http.put(remotePath(remote, 'pins'), { usernames, version }));

export const unpin = (remote: RemoteName, accountId: number) => answerOf(http.delete(remotePath(remote, `pins/${accountId}`)));
