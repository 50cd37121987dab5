// For the realtime tests: a websocket client that connects to an app listening on 127.0.0.1, hands
// the server's messages over one at a time, in order, and tells how the socket was closed; and a
// round to watch.
import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import WebSocket from 'ws';
import type { Database } from '../../db/database.ts';
import { insertTestRound } from '../lotto/testing.ts';
import type { ServerMessage } from './hub.ts';

export interface Closed {
  code: number;
  reason: string;
}

export interface TestSocket {
  /** The next message the server sent (rejects if the socket closes first). */
  next(): Promise<ServerMessage>;
  send(message: unknown): void;
  /** Sends raw text or bytes (a Buffer goes as a binary frame unless `binary: false`). */
  sendRaw(data: string | Buffer, options?: { binary?: boolean }): void;
  /** Settles when the socket closes: the code and reason the server gave. */
  closed: Promise<Closed>;
  close(): Promise<Closed>;
  /** The client's port on 127.0.0.1: the server's end of this connection has it as its remotePort. */
  localPort: number;
  /** Stops reading from the connection (what the server sends waits in the buffers) until resume(). */
  pause(): void;
  resume(): void;
}

/** Listens on 127.0.0.1 (a free port) once; answers the /ws URL. */
export async function wsUrl(app: FastifyInstance): Promise<string> {
  if (!app.server.listening) await app.listen({ host: '127.0.0.1', port: 0 });
  const { port } = app.server.address() as AddressInfo;
  return `ws://127.0.0.1:${port}/ws`;
}

export async function openSocket(app: FastifyInstance, options: WebSocket.ClientOptions = {}): Promise<TestSocket> {
  const socket = new WebSocket(await wsUrl(app), options);
  const received: ServerMessage[] = [];
  const waiting: { resolve: (message: ServerMessage) => void; reject: (error: Error) => void }[] = [];
  let closedWith: Closed | undefined;
  const closed = new Promise<Closed>((resolve) => {
    socket.on('close', (code, reason) => {
      closedWith = { code, reason: reason.toString() };
      for (const waiter of waiting.splice(0)) waiter.reject(new Error(`socket closed: ${code} ${closedWith.reason}`));
      resolve(closedWith);
    });
  });
  socket.on('message', (data) => {
    const message = JSON.parse(String(data)) as ServerMessage;
    const waiter = waiting.shift();
    if (waiter) waiter.resolve(message);
    else received.push(message);
  });
  let localPort = 0;
  socket.once('upgrade', (response) => {
    localPort = response.socket.localPort ?? 0;
  });
  await new Promise<void>((resolve, reject) => {
    socket.once('open', () => resolve());
    socket.once('error', reject);
  });
  return {
    next: () => {
      const message = received.shift();
      if (message) return Promise.resolve(message);
      if (closedWith) return Promise.reject(new Error(`socket closed: ${closedWith.code} ${closedWith.reason}`));
      return new Promise((resolve, reject) => waiting.push({ resolve, reject }));
    },
    send: (message) => socket.send(JSON.stringify(message)),
    sendRaw: (data, options = {}) => socket.send(data, options),
    closed,
    close: () => {
      socket.close();
      return closed;
    },
    localPort,
    pause: () => socket.pause(),
    resume: () => socket.resume(),
  };
}

/** A socket signed in with `token`: it has had `ready` and the balance it answers. */
export async function signedInSocket(app: FastifyInstance, token: string): Promise<{ socket: TestSocket; balance: number }> {
  const socket = await openSocket(app);
  socket.send({ type: 'auth', token });
  expect(await socket.next()).toEqual({ type: 'ready' });
  const first = await socket.next();
  if (first.type !== 'balance') throw new Error(`expected the balance, got ${JSON.stringify(first)}`);
  return { socket, balance: first.balance };
}

let rounds = 0;

/** A new upcoming round of the fast house lottery, years ahead (each 15 minutes after the one before). */
export function insertRound(db: Database): Promise<bigint> {
  rounds += 1;
  const opensAt = new Date('2031-01-01T00:00:00Z');
  return insertTestRound(db, {
    lottoCode: 'fast-15',
    opensAt,
    closesAt: new Date(opensAt.getTime() + rounds * 15 * 60_000),
    status: 'upcoming',
  });
}
