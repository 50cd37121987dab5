// The demo pages' data is answered inside the browser, by this in-module fake: the template's
// endpoints (GET /apps/todo/tasks, GET /pages/pricing, …) as plain functions over data kept in the
// page (docs/architecture.md, "The demo remote"). It makes no network request and intercepts none,
// so it never sees the product's /api or /ws calls; it exists only once a demo page's chunk has
// loaded. Each feature declares its own endpoints.

export type FakeMethod = 'GET' | 'POST' | 'PATCH' | 'DELETE';

export interface FakeRequest {
  query: URLSearchParams;
  /** The values of the pattern's `:name` segments. */
  params: Record<string, string>;
  body: unknown;
}

/** A refusal of the fake, as a server's would be: a status and a message. */
export class FakeApiError extends Error {
  readonly status: number;

  constructor(status: number, message: string) {
    super(message);
    this.name = 'FakeApiError';
    this.status = status;
  }
}

export interface FakeEndpoint {
  method: FakeMethod;
  /** A path such as `/apps/todo/tasks/:id`. */
  pattern: string;
  /** The answer's body; throw FakeApiError to refuse. */
  answer(request: FakeRequest): unknown;
}

function match(pattern: string, path: string): Record<string, string> | undefined {
  const want = pattern.split('/');
  const got = path.split('/');
  if (want.length !== got.length) return undefined;
  const params: Record<string, string> = {};
  for (const [index, part] of want.entries()) {
    const value = got[index] ?? '';
    if (part.startsWith(':')) params[part.slice(1)] = decodeURIComponent(value);
    else if (part !== value) return undefined;
  }
  return params;
}

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** How long the fake takes to answer, as a server on a good link would; the unit tests make it 0 (src/testing/setup.ts). */
export const fakeLatency = { ms: 150 };

/**
 * A fake API over `endpoints`: `request('GET', '/apps/todo/tasks?filter=important')` answers a copy
 * of the endpoint's answer after `latencyMs` (default: fakeLatency; a page shows its loading state as it would for a server),
 * or rejects with FakeApiError (404 for an address no endpoint has).
 */
export function fakeApi(endpoints: readonly FakeEndpoint[], { latencyMs }: { latencyMs?: number } = {}) {
  return async function request<Answer>(method: FakeMethod, url: string, body?: unknown): Promise<Answer> {
    const [path = '', search = ''] = url.split('?');
    await wait(latencyMs ?? fakeLatency.ms);
    for (const endpoint of endpoints) {
      const params = endpoint.method === method ? match(endpoint.pattern, path) : undefined;
      // Through JSON, as a server's answer would come: a copy, never the fake's own data.
      if (params) return JSON.parse(JSON.stringify(endpoint.answer({ query: new URLSearchParams(search), params, body }) ?? null)) as Answer;
    }
    throw new FakeApiError(404, `${method} ${path}: no such demo endpoint`);
  };
}
