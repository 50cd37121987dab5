// The live sessions an API instance has recently checked, kept in memory so that an access token
// is answered without reading the database (docs/security.md#sessions): one cache per app, keyed by
// the session's public id. Whatever ends a session or changes what is kept of it publishes a
// SessionsEvent naming the account on the sessions channel (db/events.ts), in its transaction (sessions.ts
// `publishSessionsChanged`); every instance's cache LISTENs and drops that account's sessions, and
// the instance that made the change drops them before it answers (`dropSessionsChangedByRequests`)
// rather than wait for the notification. Only live sessions are kept, and not one read while
// sessions were being dropped, so a read that raced a revocation cannot bring the session back.
// Safety nets: nothing is kept while the listener is down (notifications sent meanwhile are lost:
// the cache empties when it drops and again once it is back), an entry lives at most
// SESSION_CACHE_TTL_SECONDS, and at most SESSION_CACHE_MAX_ENTRIES are kept (the oldest go first).
import { AsyncLocalStorage } from 'node:async_hooks';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { AuthSettings } from '../../config/settings.ts';
import type { Connection, Unlisten } from '../../db/connection.ts';
import { SESSIONS_CHANNEL } from '../../db/events.ts';

/** The event that an account's sessions, or what a session cache keeps of them, changed. */
export interface SessionsEvent {
  type: 'sessions';
  accountId: string;
}

interface Entry<Session> {
  session: Session;
  expiresAt: number;
}

export type SessionCache<Session extends { readonly id: bigint }> = ReturnType<typeof createSessionCache<Session>>;

/** A cache of `Session`s, what authenticateToken answers; a session's `id` is its account's. */
export function createSessionCache<Session extends { readonly id: bigint }>(
  settings: Pick<AuthSettings, 'sessionCacheTtlSeconds' | 'sessionCacheMaxEntries'>,
  now: () => Date,
) {
  const { sessionCacheTtlSeconds: ttlSeconds, sessionCacheMaxEntries: maxEntries } = settings;
  /** By public id, oldest first. */
  const entries = new Map<string, Entry<Session>>();
  /** The public ids kept of each account. */
  const byAccount = new Map<bigint, Set<string>>();
  /** Counts the drops, so that a read which one overtook is not kept. */
  let drops = 0;
  /** Told of every drop, after it (the realtime hub checks those accounts' sockets). */
  const dropListeners = new Set<(accountIds: readonly bigint[]) => void>();
  /** Sessions are kept only while the listener is up: otherwise a revocation could go unheard. */
  let listening = false;
  let unlisten: Unlisten | undefined;

  const forget = (publicId: string, accountId: bigint) => {
    entries.delete(publicId);
    const ofAccount = byAccount.get(accountId);
    ofAccount?.delete(publicId);
    if (ofAccount?.size === 0) byAccount.delete(accountId);
  };

  const kept = (publicId: string): Session | undefined => {
    const entry = entries.get(publicId);
    if (!entry) return undefined;
    if (entry.expiresAt > now().getTime()) return entry.session;
    forget(publicId, entry.session.id);
    return undefined;
  };

  const keep = (publicId: string, session: Session) => {
    if (maxEntries === 0) return;
    if (entries.size >= maxEntries) {
      const [oldestId, oldest] = entries.entries().next().value as [string, Entry<Session>];
      forget(oldestId, oldest.session.id);
    }
    entries.set(publicId, { session, expiresAt: now().getTime() + ttlSeconds * 1000 });
    const ofAccount = byAccount.get(session.id);
    if (ofAccount) ofAccount.add(publicId);
    else byAccount.set(session.id, new Set([publicId]));
  };

  const cache = {
    /** Starts listening on the events channel (when the app is ready); nothing is kept before. */
    async listen(connection: Connection): Promise<void> {
      unlisten = await connection.listen(SESSIONS_CHANNEL, received, (up) => {
        cache.clear();
        listening = up;
      });
      listening = true;
    },

    /** Stops listening and forgets everything (when the app closes). */
    async stop(): Promise<void> {
      listening = false;
      await unlisten?.();
      unlisten = undefined;
      cache.clear();
    },

    /**
     * The session named `publicId` and whether it is live: a kept one (always live), or else
     * `read`'s (undefined: no such session), kept when live and no drop happened while it was read.
     */
    async find(
      publicId: string,
      read: () => Promise<{ session: Session; live: boolean } | undefined>,
    ): Promise<{ session: Session; live: boolean } | undefined> {
      const session = kept(publicId);
      if (session) return { session, live: true };
      const dropsBefore = drops;
      const found = await read();
      if (found?.live && listening && drops === dropsBefore) keep(publicId, found.session);
      return found;
    },

    /** Forgets the sessions of these accounts, then tells the drop listeners. */
    drop(accountIds: Iterable<bigint>): void {
      drops += 1;
      const dropped = [...accountIds];
      for (const accountId of dropped) {
        for (const publicId of byAccount.get(accountId) ?? []) entries.delete(publicId);
        byAccount.delete(accountId);
      }
      for (const listener of dropListeners) listener(dropped);
    },

    /**
     * Calls `listener` with the accounts of every drop, once their sessions are forgotten (so a
     * session it checks is read afresh); answers the function that stops it.
     */
    onDrop(listener: (accountIds: readonly bigint[]) => void): () => void {
      dropListeners.add(listener);
      return () => dropListeners.delete(listener);
    },

    /** Forgets every session. */
    clear(): void {
      drops += 1;
      entries.clear();
      byAccount.clear();
    },
  };

  function received(payload: string): void {
    // Published by this app's auth module only (sessions.ts), so trusted to be JSON.
    let event: Partial<SessionsEvent> | null;
    try {
      event = JSON.parse(payload) as typeof event;
    } catch {
      return;
    }
    if (event?.type === 'sessions' && event.accountId !== undefined) cache.drop([BigInt(event.accountId)]);
  }

  return cache;
}

/** The accounts whose sessions the request under way changed. */
const changedByRequest = new AsyncLocalStorage<Set<bigint>>();

/** Notes that the request under way, if any, changed the account's sessions (sessions.ts `publishSessionsChanged`). */
export const changedByThisRequest = (accountId: bigint): void => {
  changedByRequest.getStore()?.add(accountId);
};

/**
 * Hooks on the root instance, before routes are registered: the sessions a request's handler
 * changed are dropped from `sessions` before its answer is sent. Every instance drops them when the
 * notification arrives; the one that made the change must not wait for it.
 */
export function dropSessionsChangedByRequests(app: FastifyInstance, sessions: Pick<SessionCache<{ id: bigint }>, 'drop'>): void {
  const changedBy = new WeakMap<FastifyRequest, Set<bigint>>();
  // Set after the body is read: the handler, called from here, keeps this context.
  app.addHook('preHandler', (request, _reply, done) => {
    const changed = new Set<bigint>();
    changedBy.set(request, changed);
    changedByRequest.run(changed, done);
  });
  app.addHook('onSend', async (request) => {
    const changed = changedBy.get(request);
    if (changed?.size) sessions.drop(changed);
  });
}
