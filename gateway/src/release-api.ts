// The release tool's client of the API's back-office release routes (docs/architecture.md,
// "Remote releases"): the release state lives in the API's
// database, and the API makes every decision (the contract gate, the freeze, who may force).
// Operators' tools authenticate with the API's release token instead of a session, and say who
// they are; every write answers the whole state, as GET does.
import { setTimeout as sleep } from 'node:timers/promises';
import type { Answer } from '@tanghuay/api-types';
import type { RemoteName } from '@tanghuay/shared-auth/contract';

/** GET /api/backoffice/releases, and the answer of every write (the API's contract, api/openapi.json). */
export type ReleaseState = Answer<'/backoffice/releases'>;
export type RemoteRelease = ReleaseState['remotes'][number];
export type HistoryLine = ReleaseState['history'][number];

/** A change the API refused (or could not be asked for): its message says why; nothing changed. */
export class ReleaseRefused extends Error {
  /** The API's error code (RELEASE_REFUSED, RELEASE_FROZEN, NO_CANARY, …); undefined when the API did not answer one. */
  readonly code: string | undefined;

  constructor(message: string, code?: string) {
    super(message);
    this.name = 'ReleaseRefused';
    this.code = code;
  }
}

/** A change made outside the freeze rules: `force` needs a reason (the API requires 5+ characters). */
export interface Override {
  force?: boolean;
  reason?: string;
}

export interface ReleaseApi {
  list(): Promise<ReleaseState>;
  promote(remote: RemoteName, version: string, override?: Override): Promise<ReleaseState>;
  /** `share` % of members (1–100; 100 promotes) get `version`; the running candidate's share changes the same way. */
  canary(remote: RemoteName, version: string, share: number, override?: Override): Promise<ReleaseState>;
  /** The canary stops: everyone gets the live version. */
  stop(remote: RemoteName): Promise<ReleaseState>;
  /** The version live before the live one is live again. */
  rollback(remote: RemoteName, override?: Override): Promise<ReleaseState>;
  /** These accounts (by username) get `version` of `remote`, marked as a preview. */
  pin(remote: RemoteName, version: string, usernames: string[]): Promise<ReleaseState>;
  unpin(remote: RemoteName, accountId: number): Promise<ReleaseState>;
  /** No promote or canary `minutes` before a round of one of `lottos` closes (0: no freeze). */
  freeze(minutes: number, lottos: string[]): Promise<ReleaseState>;
}

export interface ReleaseApiOptions {
  /** The API's base URL (the first of API_URL). */
  apiUrl: string;
  /** The API's RELEASE_TOKEN. */
  token: string;
  /** The operator the API records. */
  by: string;
}

const overrideBody = ({ force = false, reason }: Override = {}) => ({ force, ...(reason === undefined ? {} : { reason }) });

export function releaseApi({ apiUrl, token, by }: ReleaseApiOptions): ReleaseApi {
  async function call(method: 'GET' | 'POST' | 'PUT' | 'DELETE', route: string, body?: object): Promise<ReleaseState> {
    const url = new URL(`/api/backoffice/releases${route}`, apiUrl);
    const headers: Record<string, string> = { accept: 'application/json', 'x-release-token': token, 'x-release-by': by };
    if (body) headers['content-type'] = 'application/json';
    const response = await fetch(url, { method, headers, ...(body ? { body: JSON.stringify(body) } : {}) }).catch(
      (error: Error & { cause?: { code?: string; message?: string } }) => {
        throw new ReleaseRefused(`the API is not reachable at ${apiUrl}: ${error.cause?.code ?? error.cause?.message ?? error.message}`);
      },
    );
    const answer = (await response.json().catch(() => undefined)) as { error?: { code?: string; message?: string } } | undefined;
    if (response.ok && answer) return answer as ReleaseState;
    const error = answer?.error;
    throw new ReleaseRefused(error?.message ? `${error.message} (${error.code ?? response.status})` : `the API answered ${response.status}`, error?.code);
  }
  const remotePath = (remote: RemoteName, rest: string) => `/${encodeURIComponent(remote)}${rest}`;
  return {
    list: () => call('GET', ''),
    promote: (remote, version, override) => call('POST', remotePath(remote, '/promote'), { version, ...overrideBody(override) }),
    canary: (remote, version, share, override) => call('POST', remotePath(remote, '/canary'), { version, share, ...overrideBody(override) }),
    stop: (remote) => call('POST', remotePath(remote, '/stop'), {}),
    rollback: (remote, override) => call('POST', remotePath(remote, '/rollback'), overrideBody(override)),
    pin: (remote, version, usernames) => call('PUT', remotePath(remote, '/pins'), { usernames, version }),
    unpin: (remote, accountId) => call('DELETE', remotePath(remote, `/pins/${accountId}`)),
    freeze: (minutes, lottos) => call('PUT', '/freeze', { minutes, lottos }),
  };
}

/**
 * Makes each remote's just-built version live, as `by` (scripts/serve.ts at every start, the host
 * image at its first start). `keepLive`: a remote that has a live version is left alone, so that a
 * restart undoes no operator's promote or rollback.
 */
export async function makeBuiltLive(
  api: ReleaseApi,
  built: readonly { name: RemoteName; version: string }[],
  { keepLive }: { keepLive: boolean },
): Promise<string[]> {
  const state = keepLive ? await api.list() : undefined;
  const done: string[] = [];
  for (const { name, version } of built) {
    if (state?.remotes.find((remote) => remote.name === name)?.live) continue;
    await api.promote(name, version);
    done.push(`${name} ${version} is live`);
  }
  return done;
}

/**
 * Does `work` again while the API says it is not ready (503 NOT_READY) or cannot be reached, up to
 * `tries` times `waitMs` apart; any other refusal (the contract gate, the freeze) at once. The host
 * image's first start uses it: an API replica's first connections to its database may go
 * unanswered for seconds (docs/testing.md, "The deployment").
 */
export async function whileNotReady<T>(
  work: () => Promise<T>,
  { tries, waitMs, onRetry }: { tries: number; waitMs: number; onRetry?: (error: ReleaseRefused) => void },
): Promise<T> {
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await work();
    } catch (error) {
      const notReady = error instanceof ReleaseRefused && (error.code === undefined || error.code === 'NOT_READY');
      if (!notReady || attempt >= tries) throw error;
      onRetry?.(error);
      await sleep(waitMs);
    }
  }
}
