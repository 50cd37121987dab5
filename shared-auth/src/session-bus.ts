// The session bus (DESIGN §2, seed spec §4, §7, §9): wallet balance, forced logout, printListAuto,
// round limits. Only the host starts it; remotes subscribe and may ask for a fresh balance.
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
import { http } from './http.ts';
import { clearAuth, noteSessionEnd, readPreference, readUserData, readUserToken, writePreference } from './storage.ts';

export interface WalletState {
  balance: number;
  discount: number;
}
export interface ForcedLogout {
  /** Where to send the browser (userData.site). */
  site: string;
}
export interface LimitItem {
  type: string;
  number: string;
  kind: 'closed' | 'reduced' | 'cap';
  value: number | null;
}
export interface SessionBus {
  /** The wallet as the server last answered (0/0 after an unsuccessful answer). */
  readonly balance$: BehaviorSubject<WalletState>;
  /** The header's copy of the balance, refreshed every 500 ms while started; null until the wallet first answers. */
  readonly displayBalance$: Observable<number | null>;
  readonly forcedLogout$: Subject<ForcedLogout>;
  readonly printListAuto$: BehaviorSubject<boolean>;
  readonly limits$: BehaviorSubject<LimitItem[]>;
  /** Host only: call the wallet now and every 30 s; answers a stop function, which also forgets the balance. */
  start(): () => void;
  /** Any app: call the wallet now (e.g. after a bet). */
  refreshBalance(): Promise<void>;
  togglePrintListAuto(): void;
}

/** Seed spec §9: the wallet is called every 30 s, the header copies the balance every 500 ms. */
export const WALLET_REFRESH_MS = 30_000;
export const DISPLAY_REFRESH_MS = 500;
export const WALLET_PATH = '/seamless/wallet/show';
export const PRINT_LIST_AUTO_KEY = 'printListAuto';

const EMPTY_WALLET: WalletState = { balance: 0, discount: 0 };
/** The API's code for a session ended by a newer sign-in. */
const SESSION_REVOKED = 'SESSION_REVOKED';

interface WalletAnswer {
  success?: unknown;
  WalletData?: { balance?: unknown };
  discount?: unknown;
  count_login?: unknown;
}

export interface SessionBusOptions {
  /** The client the wallet is called through (its base URL ends in /api). */
  http: AxiosInstance;
  /** Timers of start(); the default is rxjs's asyncScheduler. */
  scheduler?: SchedulerLike;
}

const isFiniteNumber = (value: unknown): value is number => typeof value === 'number' && Number.isFinite(value);

export function createSessionBus({ http: client, scheduler = asyncScheduler }: SessionBusOptions): SessionBus {
  const balance$ = new BehaviorSubject<WalletState>(EMPTY_WALLET);
  const display$ = new BehaviorSubject<number | null>(null);
  /** Whether the wallet has answered (success or not) since start(). */
  let answered = false;
  const forcedLogout$ = new Subject<ForcedLogout>();
  const printListAuto$ = new BehaviorSubject<boolean>(readPreference(PRINT_LIST_AUTO_KEY) === 'true');
  const limits$ = new BehaviorSubject<LimitItem[]>([]);
  let stop: (() => void) | null = null;
  /** Only the latest call's answer counts: an older one arriving late must not overwrite it. */
  let latestCall = 0;

  function failed(reason: unknown): void {
    answered = true;
    balance$.next(EMPTY_WALLET);
    // Seed spec §8: a failed wallet call is only logged; the member sees no message.
    console.error('Wallet call failed', reason);
  }

  async function callWallet(): Promise<void> {
    const userToken = readUserToken();
    if (!userToken) return;
    const call = ++latestCall;
    let answer: WalletAnswer;
    try {
      answer = (await client.get<WalletAnswer>(WALLET_PATH, { params: { UserToken: userToken } })).data;
    } catch (error) {
      if (call === latestCall && readUserToken() === userToken) failed(error);
      return;
    }
    // A late answer, or one for a session that has ended or changed since the call, is ignored.
    if (call !== latestCall || readUserToken() !== userToken) return;
    const balance = answer?.WalletData?.balance;
    if (answer?.success !== true || !isFiniteNumber(balance)) {
      failed(answer);
      return;
    }
    answered = true;
    balance$.next({ balance, discount: isFiniteNumber(answer.discount) ? answer.discount : 0 });

    // Single-session rule: a newer login elsewhere has another count_login.
    const userData = readUserData();
    if (userData && userData.count_login !== answer.count_login) {
      clearAuth();
      noteSessionEnd(SESSION_REVOKED);
      forcedLogout$.next({ site: userData.site });
    }
  }

  return {
    balance$,
    displayBalance$: display$.asObservable(),
    forcedLogout$,
    printListAuto$,
    limits$,
    start() {
      if (stop) return stop;
      const timers = new Subscription();
      void callWallet();
      timers.add(interval(WALLET_REFRESH_MS, scheduler).subscribe(() => void callWallet()));
      timers.add(
        interval(DISPLAY_REFRESH_MS, scheduler).subscribe(() => display$.next(answered ? balance$.value.balance : null)),
      );
      const stopThis = () => {
        timers.unsubscribe();
        if (stop !== stopThis) return;
        stop = null;
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
