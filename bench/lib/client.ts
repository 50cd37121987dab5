// A JSON client of the API for benches: Bearer token, Idempotency-Key on request, and the answer's
// status and body (an unexpected status is an error: a bench measures what works). Requests go
// over a pool of keep-alive connections (undici, no pipelining): as many requests are in flight at
// once as the pool has connections, and the client costs the shared cores little.
import { Pool } from 'undici';

export interface Answer<Body> {
  status: number;
  body: Body;
}

export interface CallOptions {
  token?: string;
  body?: unknown;
  /** Sends an Idempotency-Key (money-moving POSTs need one). */
  key?: string;
  /** Statuses that are answers, not errors (default: any 2xx). */
  expect?: readonly number[];
}

/** A status the caller did not expect: the request was answered, and refused. */
export class Refused extends Error {
  readonly status: number;
  /** The error envelope's code (`{"error":{"code"}}`), when the answer is the API's envelope. */
  readonly code: string | undefined;

  constructor(method: string, path: string, status: number, text: string) {
    super(`${method} ${path}: ${status} ${text}`);
    this.name = 'Refused';
    this.status = status;
    try {
      this.code = (JSON.parse(text) as { error?: { code?: string } }).error?.code;
    } catch {
      this.code = undefined;
    }
  }
}

let keys = 0;
export const freshKey = () => `bench-${process.pid}-${++keys}`;

/** The longest a bench waits for an answer: settling a round of a million items over HTTP. */
const ANSWER_TIMEOUT_MS = 15 * 60_000;

export type ApiCall = <Body = unknown>(method: string, path: string, options?: CallOptions) => Promise<Answer<Body>>;

export interface ApiClient {
  call: ApiCall;
  /** Closes the connections once their requests are answered. */
  close(): Promise<void>;
}

/** A client of the API at `baseUrl` with `connections` keep-alive connections. */
export function apiClient(baseUrl: string, connections = 16): ApiClient {
  const pool = new Pool(baseUrl, { connections, pipelining: 1, headersTimeout: ANSWER_TIMEOUT_MS, bodyTimeout: ANSWER_TIMEOUT_MS });
  const call: ApiCall = async <Body>(method: string, path: string, options: CallOptions = {}) => {
    const { token, body, key, expect } = options;
    const headers: Record<string, string> = {};
    if (token) headers.authorization = `Bearer ${token}`;
    if (key) headers['idempotency-key'] = key;
    if (body !== undefined) headers['content-type'] = 'application/json';
    const response = await pool.request({
      method,
      path,
      headers,
      ...(body !== undefined && { body: JSON.stringify(body) }),
    });
    const text = await response.body.text();
    const status = response.statusCode;
    const ok = expect ? expect.includes(status) : status >= 200 && status < 300;
    if (!ok) throw new Refused(method, path, status, text);
    return { status, body: (text ? JSON.parse(text) : null) as Body };
  };
  return { call, close: () => pool.close() };
}
