// The session bus (docs/lottery.md, "Live data"; docs/architecture.md#session-bus): wallet balance, forced logout,
// printListAuto, round statuses and the limits of the round being viewed. Only the host starts it
// (the wallet poll, the display clock and the realtime socket); remotes subscribe, may ask for a
// fresh balance (after a bet) and watch a round's limits, and never open sockets themselves.
//
// The balance comes from two sources: the wallet, called at start and every 30 s (the fallback
// when the socket is down), and the socket (realtime.ts), which pushes it whenever money moves.
// The header's display copy follows the balance every 500 ms, and at once on a pushed balance, so
// a deposit shows without waiting for any clock. A pushed balance keeps the wallet's discount, and
// a wallet answer to a call made before it brings only its discount (and the single-session
// check); like a late wallet answer, a push is dropped when its session has ended. Limits come for the round watched last by a watchRound() still watching
// (the server streams one round per socket), and are null while none is or they have not come yet.
import type { AxiosInstance } from 'axios';
import {
  asyncScheduler,
  BehaviorSubject,
  interval,
  type Observable,
  type SchedulerLike,
  Subject,
  Subscription,
} from 'rxjs';
import { SESSION_REVOKED } from './api-error.ts';
import { http } from './http.ts';
import { isFiniteNumber, type LimitItem, type RealtimeEvent, type RoundStatus } from './realtime-messages.ts';
import { createRealtimeClient, isRoundId, type RealtimeOptions, type RealtimeState } from './realtime.ts';
import { clearAuth, noteSessionEnd, readPreference, readUserData, readUserToken, writePreference } from './storage.ts';

export interface WalletState {
  balance: number;
  discount: number;
}
export interface ForcedLogout {
  /** Where to send the browser (userData.site). */
  site: string;
}
/** The limit items of one round, as the socket last sent them. */
export interface RoundLimits {
  roundId: string;
  items: LimitItem[];
}
export interface RoundStatusChange {
  roundId: string;
  status: RoundStatus;
}
export interface SessionBus {
  /** The wallet as the server last answered (0/0 after an unsuccessful answer). */
  readonly balance$: BehaviorSubject<WalletState>;
  /** The header's copy of the balance, refreshed every 500 ms and on each pushed balance; null until the first balance. */
  readonly displayBalance$: Observable<number | null>;
  readonly forcedLogout$: Subject<ForcedLogout>;
  readonly printListAuto$: BehaviorSubject<boolean>;
  /** The limits of the watched round (see watchRound); null while no round is watched or its limits have not come. */
  readonly limits$: BehaviorSubject<RoundLimits | null>;
  /** Every status change of any round, as the server announces it. */
  readonly roundStatus$: Observable<RoundStatusChange>;
  /** The realtime socket's state ('off' while stopped or signed out). */
  readonly realtime$: Observable<RealtimeState>;
  /**
   * Any app: receive the round's limits in limits$ until the returned function is called. Watches
   * are counted; with several, the newest one's round is watched; when the last ends, limits$ is null.
   */
  watchRound(roundId: string): () => void;
  /** Host only: call the wallet now and every 30 s and open the socket; answers a stop function, which also forgets the balance. */
  start(): () => void;
  /** Any app: call the wallet now (e.g. after a bet). */
  refreshBalance(): Promise<void>;
  togglePrintListAuto(): void;
}

/** The wallet is called every 30 s, the header copies the balance every 500 ms (docs/architecture.md#session-bus). */
export const WALLET_REFRESH_MS = 30_000;
export const DISPLAY_REFRESH_MS = 500;
export const WALLET_PATH = '/seamless/wallet/show';
export const PRINT_LIST_AUTO_KEY = 'printListAuto';

const EMPTY_WALLET: WalletState = { balance: 0, discount: 0 };

interface WalletAnswer {
  success?: unknown;
  WalletData?: { balance?: unknown };
  discount?: unknown;
  count_login?: unknown;
}

export interface SessionBusOptions {
  /** The client the wallet is called through (its base URL ends in /api). */
  http: AxiosInstance;
  /** Timers of start() and of the socket's reconnects; the default is rxjs's asyncScheduler. */
  scheduler?: SchedulerLike;
  /** The socket's address, WebSocket and jitter (defaults: /ws on the page's origin, the browser's WebSocket). */
  realtime?: Pick<RealtimeOptions, 'url' | 'WebSocket' | 'random'>;
}

export function createSessionBus({ http: client, scheduler = asyncScheduler, realtime: realtimeOptions = {} }: SessionBusOptions): SessionBus {
  const balance$ = new BehaviorSubject<WalletState>(EMPTY_WALLET);
  const display$ = new BehaviorSubject<number | null>(null);
  /** Whether the wallet has answered (success or not) since start(). */
  let answered = false;
  const forcedLogout$ = new Subject<ForcedLogout>();
  const printListAuto$ = new BehaviorSubject<boolean>(readPreference(PRINT_LIST_AUTO_KEY) === 'true');
  const limits$ = new BehaviorSubject<RoundLimits | null>(null);
  const roundStatus$ = new Subject<RoundStatusChange>();
  /** The watchRound() calls still watching, oldest first. */
  const watchers: { roundId: string }[] = [];
  /** The round asked of the socket. */
  let watched: string | null = null;
  let stop: (() => void) | null = null;
  /** Only the latest call's answer counts: an older one arriving late must not overwrite it. */
  let latestCall = 0;
  /** Balances the socket has pushed: one pushed while a wallet call was on its way is newer than its answer. */
  let pushes = 0;
  /** The wallet request on its way (its refresh and retry included), if any. */
  let walletRequest: Promise<unknown> | null = null;

  function failed(reason: unknown): void {
    answered = true;
    balance$.next(EMPTY_WALLET);
    // A failed wallet call is only logged; the member sees no message (docs/architecture.md#session-bus).
    console.error('Wallet call failed', reason);
  }

  async function callWallet(): Promise<void> {
    const userToken = readUserToken();
    if (!userToken) return;
    const call = ++latestCall;
    const pushesBefore = pushes;
    const request = client.get<WalletAnswer>(WALLET_PATH, { params: { UserToken: userToken } });
    walletRequest = request;
    let answer: WalletAnswer;
    try {
      answer = (await request).data;
    } catch (error) {
      if (call === latestCall && readUserToken() === userToken) failed(error);
      return;
    } finally {
      if (walletRequest === request) walletRequest = null;
    }
    // A late answer, or one for a session that has ended or changed since the call, is ignored.
    if (call !== latestCall || readUserToken() !== userToken) return;
    const balance = answer?.WalletData?.balance;
    if (answer?.success !== true || !isFiniteNumber(balance)) {
      failed(answer);
      return;
    }
    answered = true;
    balance$.next({
      balance: pushes === pushesBefore ? balance : balance$.value.balance,
      discount: isFiniteNumber(answer.discount) ? answer.discount : 0,
    });

    // Single-session rule: a newer login elsewhere has another count_login.
    const userData = readUserData();
    if (userData && userData.count_login !== answer.count_login) {
      clearAuth();
      noteSessionEnd(SESSION_REVOKED);
      forcedLogout$.next({ site: userData.site });
    }
  }

  // After a 4401 the socket's next attempt waits for a wallet call, whose 401 refreshes the token
  // (or, the session having ended, signs the page out): the one on its way if any (another, sent
  // with the same refused token, would only be refused too).
  const realtime = createRealtimeClient({ ...realtimeOptions, scheduler, refresh: () => walletRequest ?? callWallet() });

  function pushed(balance: number): void {
    // The socket runs only while started, and drops what reaches it after its session ended.
    pushes += 1;
    answered = true;
    balance$.next({ balance, discount: balance$.value.discount });
    display$.next(balance);
  }

  realtime.events$.subscribe((event: RealtimeEvent) => {
    switch (event.type) {
      case 'balance':
        return pushed(event.balance);
      case 'round':
        return roundStatus$.next({ roundId: event.roundId, status: event.status });
      case 'limits':
        if (event.roundId === watched) limits$.next({ roundId: event.roundId, items: event.items });
    }
  });

  /** Asks the socket for the newest watcher's round when it is another than the one asked. */
  function followWatchers(): void {
    const roundId = watchers.at(-1)?.roundId ?? null;
    if (roundId === watched) return;
    watched = roundId;
    limits$.next(null);
    realtime.watch(roundId);
  }

  function watchRound(roundId: string): () => void {
    if (!isRoundId(roundId)) {
      console.error('watchRound: not a round id', roundId);
      return () => undefined;
    }
    const watcher = { roundId };
    watchers.push(watcher);
    followWatchers();
    return () => {
      const index = watchers.indexOf(watcher);
      if (index === -1) return;
      watchers.splice(index, 1);
      followWatchers();
    };
  }

  return {
    balance$,
    displayBalance$: display$.asObservable(),
    forcedLogout$,
    printListAuto$,
    limits$,
    roundStatus$: roundStatus$.asObservable(),
    realtime$: realtime.state$,
    watchRound,
    start() {
      if (stop) return stop;
      const timers = new Subscription();
      void callWallet();
      realtime.start();
      timers.add(interval(WALLET_REFRESH_MS, scheduler).subscribe(() => void callWallet()));
      timers.add(
        interval(DISPLAY_REFRESH_MS, scheduler).subscribe(() => display$.next(answered ? balance$.value.balance : null)),
      );
      const stopThis = () => {
        timers.unsubscribe();
        if (stop !== stopThis) return;
        stop = null;
        realtime.stop();
        // The next session starts from nothing: no balance of this one, no answer still on its way.
        latestCall += 1;
        answered = false;
        balance$.next(EMPTY_WALLET);
        display$.next(null);
      };
      stop = stopThis;
      return stopThis;
    },
    refreshBalance: callWallet,
    togglePrintListAuto() {
      const next = !printListAuto$.value;
      writePreference(PRINT_LIST_AUTO_KEY, String(next));
      printListAuto$.next(next);
    },
  };
}

/** The one bus of the page, shared by the host and every remote. */
export const sessionBus: SessionBus = createSessionBus({ http });
