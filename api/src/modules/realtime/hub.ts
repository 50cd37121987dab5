// The realtime hub, one per app: it LISTENs on the events channel (every API instance does, so a
// change committed through any instance reaches the sockets of all of them) and turns each event
// into messages for the sockets connected here.
//
// Events, and each socket's first balance and limits, are handled one at a time in the order they
// arrive. A socket gets a balance only if its transfer is newer than the last one it was told of
// (its first balance is read with the wallet's last transfer), so a notification that arrives after
// that read never shows an older balance. Balances of one account that arrive while the one before
// still waits are sent once, the latest (a settlement moves a winner's wallet once per slip).
// Limits are read again for each change, once for all the sockets watching the round; changes of
// one round that arrive while the one before still waits are read once (every bet on a capped
// number changes what is open under its cap).
import type { FastifyBaseLogger } from 'fastify';
import type { Connection, Unlisten } from '../../db/connection.ts';
import { EVENTS_CHANNEL } from '../../db/events.ts';
import { satangToBaht } from '../../lib/money.ts';
import { limitJson, type LottoEvent, roundTerms, type RoundStatus } from '../lotto/index.ts';
import { type BalanceEvent, walletBalance } from '../wallet/index.ts';

/** What the events channel carries (db/events.ts): wallet's balances and lotto's rounds and limits. */
export type ChannelEvent = BalanceEvent | LottoEvent;

/** What the server sends on /ws. */
export type ServerMessage =
  | { type: 'ready' }
  /** The member's wallet balance, baht. */
  | { type: 'balance'; balance: number }
  | { type: 'limits'; roundId: string; limits: ReturnType<typeof limitJson>[] }
  | { type: 'round'; roundId: string; status: RoundStatus }
  /** Why the server refuses something; sent before it closes the socket with 4400 or 4401. */
  | { type: 'error'; error: { code: string; message: string } };

/** A signed-in socket as the hub sees it. */
export interface Subscriber {
  readonly accountId: bigint;
  isOpen(): boolean;
  send(message: ServerMessage): void;
  /** Whether its session is still live; when it is not, the socket is closed (4401) and this answers false. */
  stillSignedIn(): Promise<boolean>;
  /** Pings the client; ends the socket when the previous ping went unanswered. */
  heartbeat(): void;
}

export interface HubOptions {
  /** How often every socket's session is checked (and the client pinged). */
  sessionCheckMs: number;
}

/** What the hub keeps of a socket: the round it watches and the last transfer whose balance it was sent. */
interface Watching {
  roundId: bigint | null;
  transferId: bigint;
}

interface Balance {
  balance: bigint;
  transferId: bigint;
}

const ROUND_NOT_FOUND = { code: 'ROUND_NOT_FOUND', message: 'ไม่พบงวดที่ต้องการติดตาม' };

const balanceMessage = (balance: bigint): ServerMessage => ({ type: 'balance', balance: satangToBaht(balance) });

export type Hub = ReturnType<typeof createHub>;

export function createHub(connection: Connection, log: FastifyBaseLogger, { sessionCheckMs }: HubOptions) {
  const { db } = connection;
  const subscribers = new Map<Subscriber, Watching>();
  /** The latest balance received for an account and not yet sent. */
  const pendingBalances = new Map<bigint, Balance>();
  /** Rounds whose limits changed and are not yet read. */
  const pendingLimits = new Set<string>();
  let queue: Promise<void> = Promise.resolve();
  let unlisten: Unlisten | undefined;
  let checkTimer: NodeJS.Timeout | undefined;
  let checking = false;

  const inOrder = (work: () => Promise<void>): Promise<void> => {
    queue = queue.then(work).catch((error: unknown) => log.error({ err: error }, 'realtime: a message was not delivered'));
    return queue;
  };

  const limitsMessage = async (roundId: bigint): Promise<ServerMessage | null> => {
    const terms = await roundTerms(db, roundId);
    return terms && { type: 'limits', roundId: String(roundId), limits: terms.limits.map(limitJson) };
  };

  const watchersOf = (roundId: bigint) => [...subscribers].filter(([, watching]) => watching.roundId === roundId).map(([s]) => s);

  async function deliverBalance(accountId: bigint): Promise<void> {
    const latest = pendingBalances.get(accountId);
    pendingBalances.delete(accountId);
    if (!latest) return;
    const behind = [...subscribers].filter(([s, watching]) => s.accountId === accountId && watching.transferId < latest.transferId);
    await Promise.all(
      behind.map(async ([subscriber, watching]) => {
        if (!(await subscriber.stillSignedIn())) return;
        watching.transferId = latest.transferId;
        subscriber.send(balanceMessage(latest.balance));
      }),
    );
  }

  async function deliver(event: LottoEvent): Promise<void> {
    switch (event.type) {
      case 'limits': {
        const roundId = BigInt(event.roundId);
        if (watchersOf(roundId).length === 0) return;
        const message = await limitsMessage(roundId);
        // A socket that stopped watching while the limits were read is left out.
        if (message) for (const subscriber of watchersOf(roundId)) subscriber.send(message);
        return;
      }
      case 'round': {
        const message: ServerMessage = { type: 'round', roundId: event.roundId, status: event.status };
        for (const subscriber of subscribers.keys()) subscriber.send(message);
      }
    }
  }

  function received(payload: string): void {
    let event: ChannelEvent;
    try {
      // Published by this app's own modules (db/events.ts), so trusted to be one of these.
      event = JSON.parse(payload) as ChannelEvent;
    } catch {
      log.error({ payload }, 'realtime: an event that is not JSON');
      return;
    }
    if (event.type === 'limits') {
      if (pendingLimits.has(event.roundId)) return;
      pendingLimits.add(event.roundId);
      void inOrder(() => {
        // A change that arrives from now on may have been committed after this read: it is read again.
        pendingLimits.delete(event.roundId);
        return deliver(event);
      });
      return;
    }
    if (event.type !== 'balance') {
      void inOrder(() => deliver(event));
      return;
    }
    const accountId = BigInt(event.accountId);
    const waiting = pendingBalances.has(accountId);
    pendingBalances.set(accountId, { balance: BigInt(event.balance), transferId: BigInt(event.transferId) });
    if (!waiting) void inOrder(() => deliverBalance(accountId));
  }

  async function checkSessions(): Promise<void> {
    if (checking) return;
    checking = true;
    try {
      await Promise.all(
        [...subscribers.keys()].map((subscriber) => {
          subscriber.heartbeat();
          return subscriber.isOpen() && subscriber.stillSignedIn();
        }),
      );
    } finally {
      checking = false;
    }
  }

  return {
    /** Starts listening (when the app is ready). */
    async start(): Promise<void> {
      unlisten = await connection.listen(EVENTS_CHANNEL, received);
      checkTimer = setInterval(() => void checkSessions(), sessionCheckMs);
      checkTimer.unref();
    },

    /** Stops listening and lets the messages under way finish (when the app closes). */
    async stop(): Promise<void> {
      clearInterval(checkTimer);
      await unlisten?.();
      unlisten = undefined;
      await queue;
    },

    /** A socket that has signed in: it gets `ready` and its balance, then its events. */
    join(subscriber: Subscriber): Promise<void> {
      return inOrder(async () => {
        const { balance, transferId } = await walletBalance(db, subscriber.accountId);
        // A socket closed meanwhile has already left.
        if (!subscriber.isOpen()) return;
        subscribers.set(subscriber, { roundId: null, transferId: transferId ?? 0n });
        subscriber.send({ type: 'ready' });
        subscriber.send(balanceMessage(balance));
      });
    },

    leave(subscriber: Subscriber): void {
      subscribers.delete(subscriber);
    },

    /**
     * The sessions of these accounts ended or changed (a sign-in elsewhere, a logout, a password
     * change or reset, self-exclusion): their sockets are checked now, not at the next check, and
     * those whose session ended are closed (4401).
     */
    sessionsChanged(accountIds: readonly bigint[]): void {
      const changed = new Set(accountIds);
      for (const subscriber of subscribers.keys()) if (changed.has(subscriber.accountId)) void subscriber.stillSignedIn();
    },

    /** Watches the limit items of a round (null: none): the current ones at once, then every change. */
    watch(subscriber: Subscriber, roundId: bigint | null): Promise<void> {
      const watching = subscribers.get(subscriber);
      if (!watching) return Promise.resolve();
      watching.roundId = roundId;
      if (roundId === null) return Promise.resolve();
      return inOrder(async () => {
        if (watching.roundId !== roundId) return;
        const message = await limitsMessage(roundId);
        if (watching.roundId !== roundId) return;
        if (message) {
          subscriber.send(message);
        } else {
          watching.roundId = null;
          subscriber.send({ type: 'error', error: ROUND_NOT_FOUND });
        }
      });
    },
  };
}
