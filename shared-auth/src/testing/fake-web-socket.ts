// A stand-in for the browser's WebSocket in tests of the realtime channel: the test plays the
// server (opens the socket, sends it messages, closes it with a code) and reads back what the
// client sent. Handed to the client as its WebSocket, or put on globalThis.WebSocket.
import type { WebSocketLike } from '../realtime.ts';

export class FakeWebSocket implements WebSocketLike {
  onopen: ((event: Event) => void) | null = null;
  onmessage: ((event: MessageEvent) => void) | null = null;
  onclose: ((event: CloseEvent) => void) | null = null;
  /** What the client sent, parsed. */
  readonly sent: unknown[] = [];
  /** How the client closed the socket; null while it has not. */
  closedByClient: { code: number | undefined; reason: string | undefined } | null = null;

  readonly url: string;

  constructor(url: string) {
    this.url = url;
  }

  send(data: string): void {
    this.sent.push(JSON.parse(data));
  }

  close(code?: number, reason?: string): void {
    this.closedByClient = { code, reason };
  }

  // The server's side.

  /** The connection is up. */
  open(): void {
    this.onopen?.(new Event('open'));
  }

  /** The server sends a message (as JSON text, or `raw` as is). */
  receive(message: unknown, raw = false): void {
    this.onmessage?.(new MessageEvent('message', { data: raw ? message : JSON.stringify(message) }));
  }

  /** The socket closes: the server's code, 1006 for a lost connection, or the end of a close the client began. */
  end(code: number, reason = ''): void {
    this.onclose?.(new CloseEvent('close', { code, reason }));
  }

  /** Opens the socket and answers auth as the server does: ready, then the balance. */
  signIn(balance = 0): void {
    this.open();
    this.receive({ type: 'ready' });
    this.receive({ type: 'balance', balance });
  }
}

export interface FakeWebSockets {
  /** The constructor to hand to the client; every socket it makes is kept in `made`. */
  readonly WebSocket: new (url: string) => FakeWebSocket;
  /** Every socket made, oldest first. */
  readonly made: FakeWebSocket[];
  /** The newest socket (throws when none was made). */
  last(): FakeWebSocket;
}

export function fakeWebSockets(): FakeWebSockets {
  const made: FakeWebSocket[] = [];
  class Tracked extends FakeWebSocket {
    constructor(url: string) {
      super(url);
      made.push(this);
    }
  }
  return {
    WebSocket: Tracked,
    made,
    last() {
      const socket = made.at(-1);
      if (!socket) throw new Error('no socket was made');
      return socket;
    },
  };
}

/** Puts a fake WebSocket on globalThis until the returned function puts back what was there. */
export function installFakeWebSockets(): FakeWebSockets & { uninstall(): void } {
  const sockets = fakeWebSockets();
  const own = Object.getOwnPropertyDescriptor(globalThis, 'WebSocket');
  Object.defineProperty(globalThis, 'WebSocket', { value: sockets.WebSocket, configurable: true, writable: true });
  return {
    ...sockets,
    uninstall() {
      if (own) Object.defineProperty(globalThis, 'WebSocket', own);
      else Reflect.deleteProperty(globalThis, 'WebSocket');
    },
  };
}
