// The realtime hub, one per app: it LISTENs on the events channel (every API instance does, so a
// change committed through any instance reaches the sockets of all of them) and turns each event
// into messages for the sockets connected here (docs/architecture.md#session-bus).
//
// Events, and each socket's first balance and limits, are handled one at a time in the order they
// arrive. A socket gets a balance only if its transfer is newer than the last one it was told of
// (its first balance is read with the wallet's last transfer), so a notification that arrives after
// that read, or after a newer one (events are published after their commits, in no fixed order),
// never shows an older balance. Balances of one account that arrive while the one before
// still waits are sent once, the latest (a settlement moves a winner's wallet once per slip).
// A balance is sent once the socket's session is found still live; that check (in memory, or a
// read when the session cache has let the session go) runs beside the queue, one at a time per
// socket, so a burst of balances — a settlement paying thousands of members — never waits for
// thousands of checks in a row (docs/performance.md, "Draw night"). Sockets are found by account and by the
// round they watch, not by going through them all.
// Limits are read again for each change, once for all the sockets watching the round; changes of
// one round that arrive while the one before still waits are read once (every bet on a capped
// number changes what is open under its cap).
// Each socket's session is also checked every `sessionCheckMs` (and the client pinged), each
// socket on its own schedule from when it joined, so the checks of sockets that joined together are
// spread over the interval rather than all made in the same instant.
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

/** What the hub keeps of a socket. */
interface Watching {
  /** The round it watches. */
  roundId: bigint | null;
  /** The last transfer whose balance it was sent (or will be, once its session check answers). */
  transferId: bigint;
  /** A balance waiting for the session check under way; null when no check is under way. */
  unsent: ServerMessage | null;
  /** When its session is next checked (Date.now()). */
  nextCheckAt: number;
}

interface Balance {
  balance: bigint;
  transferId: bigint;
}

const ROUND_NOT_FOUND = { code: 'ROUND_NOT_FOUND', message: 'ไม่พบงวดที่ต้องการติดตาม' };

const balanceMessage = (balance: bigint): ServerMessage => ({ type: 'balance', balance: satangToBaht(balance) });

export type Hub = ReturnType<typeof createHub>;

/** How often the hub looks for sockets whose session check is due, at most. */
const CHECK_TICK_MS = 1_000;

export function createHub(connection: Connection, log: FastifyBaseLogger, { sessionCheckMs }: HubOptions) {
  const { db } = connection;
  const subscribers = new Map<Subscriber, Watching>();
  const byAccount = new Map<bigint, Set<Subscriber>>();
  const byRound = new Map<bigint, Set<Subscriber>>();
  /** The latest balance received for an account and not yet sent. */
  const pendingBalances = new Map<bigint, Balance>();
  /** Rounds whose limits changed and are not yet read. */
  const pendingLimits = new Set<string>();
  /** Session checks under way before a balance is sent. */
  const sending = new Set<Promise<void>>();
  let queue: Promise<void> = Promise.resolve();
  let unlisten: Unlisten | undefined;
  let checkTimer: NodeJS.Timeout | undefined;

  const inOrder = (work: () => Promise<void>): Promise<void> => {
    queue = queue.then(work).catch((error: unknown) => log.error({ err: error }, 'realtime: a message was not delivered'));
    return queue;
  };

  const index = <Key>(map: Map<Key, Set<Subscriber>>, key: Key, subscriber: Subscriber) => {
    const set = map.get(key);
    if (set) set.add(subscriber);
    else map.set(key, new Set([subscriber]));
  };
  const unindex = <Key>(map: Map<Key, Set<Subscriber>>, key: Key, subscriber: Subscriber) => {
    const set = map.get(key);
    set?.delete(subscriber);
    if (set?.size === 0) map.delete(key);
  };
  /** The next session check of a socket: one interval on, give or take a quarter, so that checks do not bunch up. */
  const nextCheck = () => Date.now() + sessionCheckMs * (0.75 + Math.random() / 2);

  const limitsMessage = async (roundId: bigint): Promise<ServerMessage | null> => {
    const terms = await roundTerms(db, roundId);
    return terms && { type: 'limits', roundId: String(roundId), limits: terms.limits.map(limitJson) };
  };

  const watchersOf = (roundId: bigint) => [...(byRound.get(roundId) ?? [])];

  /** Sends the balance once the socket's session is found live; a newer one arriving meanwhile replaces it. */
  function sendChecked(subscriber: Subscriber, watching: Watching, message: ServerMessage): void {
    const checking = watching.unsent !== null;
    watching.unsent = message;
    if (checking) return;
    const check = subscriber.stillSignedIn().then((live) => {
      const latest = watching.unsent;
      watching.unsent = null;
      if (live && latest) subscriber.send(latest);
    });
    sending.add(check);
    void check.finally(() => sending.delete(check));
  }

  function deliverBalance(accountId: bigint): void {
    const latest = pendingBalances.get(accountId);
    pendingBalances.delete(accountId);
    if (!latest) return;
    for (const subscriber of byAccount.get(accountId) ?? []) {
      const watching = subscribers.get(subscriber);
      if (!watching || watching.transferId >= latest.transferId) continue;
      watching.transferId = latest.transferId;
      sendChecked(subscriber, watching, balanceMessage(latest.balance));
    }
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
    const waiting = pendingBalances.get(accountId);
    const transferId = BigInt(event.transferId);
    // Events are published after their commits, so two of one wallet may arrive in either order:
    // the newer transfer (a wallet's transfers are numbered in the order they commit) is kept.
    if (!waiting || waiting.transferId < transferId) pendingBalances.set(accountId, { balance: BigInt(event.balance), transferId });
    if (!waiting) void inOrder(async () => deliverBalance(accountId));
  }

  /** Pings every socket whose check is due and checks its session (closing it when the session ended). */
  function checkDue(): void {
    const now = Date.now();
    for (const [subscriber, watching] of subscribers) {
      if (watching.nextCheckAt > now) continue;
      watching.nextCheckAt = nextCheck();
      subscriber.heartbeat();
      if (subscriber.isOpen()) void subscriber.stillSignedIn();
    }
  }

  return {
    /** Starts listening (when the app is ready). */
    async start(): Promise<void> {
      unlisten = await connection.listen(EVENTS_CHANNEL, received);
      checkTimer = setInterval(checkDue, Math.min(sessionCheckMs, CHECK_TICK_MS));
      checkTimer.unref();
    },

    /** Stops listening and lets the messages under way finish (when the app closes). */
    async stop(): Promise<void> {
      clearInterval(checkTimer);
      await unlisten?.();
      unlisten = undefined;
      await queue;
      await Promise.all(sending);
    },

    /** A socket that has signed in: it gets `ready` and its balance, then its events. */
    join(subscriber: Subscriber): Promise<void> {
      return inOrder(async () => {
        const { balance, transferId } = await walletBalance(db, subscriber.accountId);
        // A socket closed meanwhile has already left.
        if (!subscriber.isOpen()) return;
        subscribers.set(subscriber, { roundId: null, transferId: transferId ?? 0n, unsent: null, nextCheckAt: nextCheck() });
        index(byAccount, subscriber.accountId, subscriber);
        subscriber.send({ type: 'ready' });
        subscriber.send(balanceMessage(balance));
      });
    },

    leave(subscriber: Subscriber): void {
      const watching = subscribers.get(subscriber);
      subscribers.delete(subscriber);
      unindex(byAccount, subscriber.accountId, subscriber);
      if (watching && watching.roundId !== null) unindex(byRound, watching.roundId, subscriber);
    },

    /**
     * The sessions of these accounts ended or changed (a sign-in elsewhere, a logout, a password
     * change or reset, self-exclusion): their sockets are checked now, not at the next check, and
     * those whose session ended are closed (4401).
     */
    sessionsChanged(accountIds: readonly bigint[]): void {
      for (const accountId of accountIds) for (const subscriber of byAccount.get(accountId) ?? []) void subscriber.stillSignedIn();
    },

    /** Watches the limit items of a round (null: none): the current ones at once, then every change. */
    watch(subscriber: Subscriber, roundId: bigint | null): Promise<void> {
      const watching = subscribers.get(subscriber);
      if (!watching) return Promise.resolve();
      if (watching.roundId !== null) unindex(byRound, watching.roundId, subscriber);
      watching.roundId = roundId;
      if (roundId === null) return Promise.resolve();
      index(byRound, roundId, subscriber);
      return inOrder(async () => {
        if (watching.roundId !== roundId) return;
        const message = await limitsMessage(roundId);
        if (watching.roundId !== roundId) return;
        if (message) {
          subscriber.send(message);
        } else {
          unindex(byRound, roundId, subscriber);
          watching.roundId = null;
          subscriber.send({ type: 'error', error: ROUND_NOT_FOUND });
        }
      });
    },
  };
}
