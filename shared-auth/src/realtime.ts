// The realtime channel of the session (GET /ws; docs/lottery.md, "Live data"), owned by the session bus and started
// only with it, so only the host opens a socket; remotes read what it brings through the bus.
//
// One websocket to /ws on the page's own origin (the gateway proxies it to the API). Its first
// message signs in with the stored access token; after every `ready` the round being watched is
// asked for again. When the socket closes another is opened after a growing, jittered wait (1 s
// doubling up to 30 s, each wait between half and all of that; from 1 s again after a connection
// that stayed up HEALTHY_CONNECTION_MS). A close with 4401 means the access token expired or the
// session ended (the server closes the sockets of an ended session at once: a sign-in or password
// change elsewhere, a logout, self-exclusion): unless another token was stored meanwhile (a
// refresh, or this browser's password change or sign-in, in any tab), the next attempt first runs
// `refresh` — the bus calls the wallet, whose 401 makes the shared http client refresh the token,
// or, the session having ended, sign the page out to the sign-in page. No socket is opened once
// nobody is signed in. Messages reaching a socket whose session is no longer the stored one
// (signed out, or another session stored in another tab) are dropped with the socket.
import { asyncScheduler, BehaviorSubject, type Observable, type SchedulerLike, Subject, type Subscription } from 'rxjs';
import { parseMessage, type RealtimeEvent } from './realtime-messages.ts';
import { readToken, readUserToken } from './storage.ts';
import { CLOSE_UNAUTHENTICATED, HEALTHY_CONNECTION_MS, reconnectDelay } from './reconnect-policy.ts';

export type RealtimeState = 'off' | 'connecting' | 'live' | 'retrying';

/** What the client uses of the browser's WebSocket (tests hand in a fake). */
export interface WebSocketLike {
  onopen: ((event: Event) => void) | null;
  onmessage: ((event: MessageEvent) => void) | null;
  onclose: ((event: CloseEvent) => void) | null;
  send(data: string): void;
  close(code?: number, reason?: string): void;
}
export type WebSocketConstructor = new (url: string) => WebSocketLike;

export interface RealtimeOptions {
  /** Run after a 4401 close, before the next attempt: renews the access token (resolves however it ends). */
  refresh: () => Promise<unknown>;
  /** The socket's address; by default /ws on the page's own origin (ws: or wss: as the page). */
  url?: () => string;
  /** By default the browser's, read when a socket is opened. */
  WebSocket?: WebSocketConstructor;
  /** Timers of the reconnect waits; the default is rxjs's asyncScheduler. */
  scheduler?: SchedulerLike;
  /** The jitter's source, [0, 1). */
  random?: () => number;
}

export interface RealtimeClient {
  readonly state$: Observable<RealtimeState>;
  readonly events$: Observable<RealtimeEvent>;
  /** Opens the socket (when someone is signed in) and keeps it open until stop(). */
  start(): void;
  /** Closes the socket for good: no reconnect, no late message. */
  stop(): void;
  /** The round whose limits to receive (null: none); kept across reconnects and restarts. */
  watch(roundId: string | null): void;
}

export const REALTIME_PATH = '/ws';

/** The API's ids: positive 64-bit integers in decimal (a watch of anything else closes the socket with 4400). */
const ID_DIGITS = /^[1-9][0-9]{0,18}$/;
const MAX_ID = 2n ** 63n - 1n;

type ClientMessage = { type: 'auth'; token: string } | { type: 'watch'; roundId: string } | { type: 'unwatch' };

/** One socket and the session it signed in for. */
interface Connection {
  readonly socket: WebSocketLike;
  /** The access token sent in its auth message. */
  readonly token: string;
  readonly userToken: string;
  /** When `ready` came (scheduler time); null before. */
  liveSince: number | null;
}

/** Whether the API takes `roundId` as a round id. */
export const isRoundId = (roundId: string): boolean => ID_DIGITS.test(roundId) && BigInt(roundId) <= MAX_ID;

/** /ws on the page's own origin. */
export function sameOriginSocketUrl(): string {
  const { protocol, host } = globalThis.location;
  return `${protocol === 'https:' ? 'wss' : 'ws'}://${host}${REALTIME_PATH}`;
}

export function createRealtimeClient({
  refresh,
  url = sameOriginSocketUrl,
  WebSocket,
  scheduler = asyncScheduler,
  random = Math.random,
}: RealtimeOptions): RealtimeClient {
  const state$ = new BehaviorSubject<RealtimeState>('off');
  const events$ = new Subject<RealtimeEvent>();
  let running = false;
  /** Counts start() and stop(): work begun in an earlier run does nothing. */
  let run = 0;
  let current: Connection | null = null;
  let waiting: Subscription | null = null;
  /** Reconnect attempts since the last healthy connection. */
  let attempts = 0;
  let watching: string | null = null;

  const setState = (state: RealtimeState) => {
    if (state$.value !== state) state$.next(state);
  };
  const send = (connection: Connection, message: ClientMessage) => connection.socket.send(JSON.stringify(message));

  function connect(): void {
    const userToken = readUserToken();
    const token = readToken();
    if (!userToken || !token) {
      setState('off');
      return;
    }
    setState('connecting');
    let socket: WebSocketLike;
    try {
      const Socket: WebSocketConstructor = WebSocket ?? globalThis.WebSocket;
      socket = new Socket(url());
    } catch (error) {
      console.error('realtime: the socket could not be opened', error);
      retry(null);
      return;
    }
    const connection: Connection = { socket, token, userToken, liveSince: null };
    current = connection;
    socket.onopen = () => {
      if (current === connection) send(connection, { type: 'auth', token });
    };
    socket.onmessage = (event) => {
      if (current === connection) received(connection, event.data);
    };
    socket.onclose = (event) => {
      if (current === connection) closed(connection, event.code);
    };
  }

  function received(connection: Connection, data: unknown): void {
    if (readUserToken() !== connection.userToken) {
      // Signed out, or another session stored since this socket signed in: nothing it says counts.
      connection.socket.close(1000);
      closed(connection, 1000);
      return;
    }
    const message = parseMessage(data);
    if (!message) return;
    switch (message.type) {
      case 'ready':
        connection.liveSince = scheduler.now();
        setState('live');
        if (watching !== null) send(connection, { type: 'watch', roundId: watching });
        return;
      case 'error':
        // 4400 and 4401 follow, or the watched round is unknown (then no limits come).
        console.warn(`realtime: ${message.code} ${message.message}`);
        return;
      default:
        events$.next(message);
    }
  }

  function closed(connection: Connection, code: number): void {
    current = null;
    const { liveSince } = connection;
    if (liveSince !== null && scheduler.now() - liveSince >= HEALTHY_CONNECTION_MS) attempts = 0;
    retry(code === CLOSE_UNAUTHENTICATED ? connection.token : null);
  }

  /** Opens the next socket after the wait; a token refused by a 4401 is first refreshed, unless replaced meanwhile. */
  function retry(refusedToken: string | null): void {
    setState('retrying');
    const thisRun = run;
    waiting = scheduler.schedule(
      () => {
        waiting = null;
        if (refusedToken === null || readToken() !== refusedToken) connect();
        else void refreshThenConnect(thisRun);
      },
      reconnectDelay(attempts++, random),
    );
  }

  async function refreshThenConnect(thisRun: number): Promise<void> {
    await refresh().catch(() => undefined);
    if (thisRun === run) connect();
  }

  return {
    state$: state$.asObservable(),
    events$: events$.asObservable(),
    start() {
      if (running) return;
      running = true;
      run += 1;
      attempts = 0;
      connect();
    },
    stop() {
      if (!running) return;
      running = false;
      run += 1;
      waiting?.unsubscribe();
      waiting = null;
      const connection = current;
      current = null;
      connection?.socket.close(1000);
      setState('off');
    },
    watch(roundId) {
      if (roundId === watching) return;
      watching = roundId;
      if (!current || current.liveSince === null) return;
      send(current, roundId === null ? { type: 'unwatch' } : { type: 'watch', roundId });
    },
  };
}
