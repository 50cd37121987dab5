// The remotes' releases (docs/backoffice.md, "Releases on screen"): GET /api/backoffice/releases, the
// writes under /api/backoffice/releases/{remote} and the draw-night freeze's rule
// (PUT /api/backoffice/releases/freeze), each answering the whole state as GET does, so the page
// shows the answer at once. Refusals are 409 RELEASE_FROZEN (a round closes soon: force with a
// reason), RELEASE_REFUSED (the contract gate; the message names every mismatch), NO_CANARY and
// NOTHING_TO_ROLL_BACK, 404 LOTTO_NOT_FOUND (a freeze naming an unknown lottery), each with the
// API's Thai message. The shapes are the contract's (docs/architecture.md, "API types").
import type { Answer, Body } from '@tanghuay/api-types';
import { api, isRemoteName, type RemoteName } from '@tanghuay/shared-auth';

export type Releases = Answer<'/backoffice/releases'>;
export type RemoteRelease = Releases['remotes'][number];
export type ReleaseVersion = RemoteRelease['versions'][number];
export type VersionErrors = RemoteRelease['errors'][number];
export type Pin = RemoteRelease['pins'][number];
export type ReleaseEvent = Releases['history'][number];
export type Freeze = Releases['freeze'];
/** The freeze's rule: the minutes before a round of these lotteries (codes) closes; 0, no freeze. */
export type FreezeRule = Body<'/backoffice/releases/freeze', 'put'>;

/** A change made during a freeze carries `force: true` and why. */
export type Force = { force: false } | { force: true; reason: string };

export const NOT_FORCED: Force = { force: false };

export const RELEASES_PATH = '/backoffice/releases';

/**
 * The path parameter of a remote's writes. The answer names remotes as plain strings, the write
 * routes take only the remotes the host knows (REMOTE_NAMES) — the only ones the API answers.
 */
function remotePath(remote: string): { path: { remote: RemoteName } } {
  if (!isRemoteName(remote)) throw new Error(`Unknown remote: ${remote}`);
  return { path: { remote } };
}

export const getReleases = (signal?: AbortSignal) => api.get('/backoffice/releases', { signal });

export const promote = (remote: string, version: string, force: Force) =>
  api.post('/backoffice/releases/{remote}/promote', { version, ...force }, remotePath(remote));

/** Starts a canary of `version`, or changes the share of the running one; 100 makes it live. */
export const startCanary = (remote: string, version: string, share: number, force: Force) =>
  api.post('/backoffice/releases/{remote}/canary', { version, share, ...force }, remotePath(remote));

export const stopCanary = (remote: string) => api.post('/backoffice/releases/{remote}/stop', {}, remotePath(remote));

export const rollBack = (remote: string, force: Force) => api.post('/backoffice/releases/{remote}/rollback', force, remotePath(remote));

export const pinVersion = (remote: string, version: string, usernames: string[]) =>
  api.put('/backoffice/releases/{remote}/pins', { usernames, version }, remotePath(remote));

export const unpin = (remote: string, accountId: number) =>
  api.delete('/backoffice/releases/{remote}/pins/{accountId}', { path: { ...remotePath(remote).path, accountId: String(accountId) } });

export const saveFreeze = (rule: FreezeRule) => api.put('/backoffice/releases/freeze', rule);
