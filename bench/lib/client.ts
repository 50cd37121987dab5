// A JSON client of the API for benches: Bearer token, Idempotency-Key on request, and the answer's
// status and body (an unexpected status is an error: a bench measures what works).
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

let keys = 0;
export const freshKey = () => `bench-${process.pid}-${++keys}`;

export function apiClient(baseUrl: string) {
  return async function call<Body = unknown>(method: string, path: string, options: CallOptions = {}): Promise<Answer<Body>> {
    const { token, body, key, expect } = options;
    const headers: Record<string, string> = {};
    if (token) headers.authorization = `Bearer ${token}`;
    if (key) headers['idempotency-key'] = key;
    if (body !== undefined) headers['content-type'] = 'application/json';
    const response = await fetch(`${baseUrl}${path}`, {
      method,
      headers,
      ...(body !== undefined && { body: JSON.stringify(body) }),
    });
    const text = await response.text();
    const ok = expect ? expect.includes(response.status) : response.ok;
    if (!ok) throw new Error(`${method} ${path}: ${response.status} ${text}`);
    return { status: response.status, body: (text ? JSON.parse(text) : null) as Body };
  };
}

export type ApiCall = ReturnType<typeof apiClient>;
