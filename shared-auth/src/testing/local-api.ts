// A real HTTP server on 127.0.0.1 (a free port) standing in for the API in tests of the client:
// each test sets the answers per route and reads back what the client sent.
import { createServer, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface ReceivedRequest {
  method: string;
  /** The path without the query, e.g. /api/auth/refresh-token. */
  path: string;
  query: URLSearchParams;
  authorization: string | undefined;
  body: unknown;
}

export interface Answer {
  status: number;
  body?: unknown;
}

export type RouteHandler = (request: ReceivedRequest) => Answer | Promise<Answer>;

export interface LocalApi {
  /** Base URL of the API, ending in /api. */
  readonly baseURL: string;
  readonly received: ReceivedRequest[];
  /** Answers `METHOD /path` (e.g. `GET /api/x`) with the handler; unknown routes answer 404. */
  on(route: string, handler: RouteHandler): void;
  /** Forgets the handlers and the received requests. */
  reset(): void;
  /** The requests received on one route. */
  calls(route: string): ReceivedRequest[];
  close(): Promise<void>;
}

async function readBody(request: IncomingMessage): Promise<unknown> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  const text = Buffer.concat(chunks).toString('utf8');
  return text === '' ? undefined : (JSON.parse(text) as unknown);
}

export async function startLocalApi(): Promise<LocalApi> {
  const handlers = new Map<string, RouteHandler>();
  const received: ReceivedRequest[] = [];
  const server = createServer((request, response) => {
    void (async () => {
      const url = new URL(request.url ?? '/', 'http://127.0.0.1');
      const got: ReceivedRequest = {
        method: request.method ?? 'GET',
        path: url.pathname,
        query: url.searchParams,
        authorization: request.headers.authorization,
        body: await readBody(request),
      };
      received.push(got);
      const handler = handlers.get(`${got.method} ${got.path}`);
      const answer = handler
        ? await handler(got)
        : { status: 404, body: { error: { code: 'NOT_FOUND', message: 'ไม่พบ' } } };
      response.writeHead(answer.status, { 'content-type': 'application/json' });
      response.end(answer.body === undefined ? '' : JSON.stringify(answer.body));
    })();
  });
  // No keep-alive: each test's requests are independent and close() does not wait on idle sockets.
  server.keepAliveTimeout = 1;
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    baseURL: `http://127.0.0.1:${port}/api`,
    received,
    on: (route, handler) => void handlers.set(route, handler),
    reset() {
      handlers.clear();
      received.length = 0;
    },
    calls: (route) => received.filter((request) => `${request.method} ${request.path}` === route),
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.closeAllConnections();
        server.close((error) => (error ? reject(error) : resolve()));
      }),
  };
}

/** A 401 as the API answers it. */
export const UNAUTHENTICATED: Answer = {
  status: 401,
  body: { error: { code: 'TOKEN_EXPIRED', message: 'เซสชันหมดอายุ กรุณาเข้าสู่ระบบใหม่' } },
};

/** A promise with its resolve function, to hold an answer until the test lets it go. */
export function deferred<T = void>(): { promise: Promise<T>; resolve: (value: T) => void } {
  let resolve!: (value: T) => void;
  const promise = new Promise<T>((done) => {
    resolve = done;
  });
  return { promise, resolve };
}
