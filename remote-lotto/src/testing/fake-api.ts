// The API as page tests see it: `http`'s adapter answers each `METHOD /path` (the path under /api,
// without the query) from the test's handlers and keeps every request, so a test renders a whole
// page, reads what it shows and what it sent. Unknown routes answer 404 in the API's envelope.
import { act } from '@testing-library/react';
import { http } from '@tanghuay/shared-auth';
import { AxiosError, type AxiosAdapter, type AxiosResponse } from 'axios';

export interface FakeRequest {
  method: string;
  path: string;
  params: Record<string, unknown>;
  body: unknown;
  idempotencyKey: string | undefined;
}

export interface FakeAnswer {
  status?: number;
  body: unknown;
}

export type FakeHandler = (request: FakeRequest) => FakeAnswer;

export interface FakeApi {
  /** Answers `METHOD /path` (e.g. `GET /backoffice/members`) with the handler from now on. */
  on(route: string, handler: FakeHandler): void;
  /** The requests made to one route, oldest first. */
  calls(route: string): FakeRequest[];
  /** Waits until every request made so far is answered and what it changed is rendered. */
  settled(): Promise<void>;
  /** Gives `http` its own adapter back. */
  restore(): void;
}

/** An error body as the API sends it. */
export const apiError = (status: number, code: string, message: string): FakeAnswer => ({ status, body: { error: { code, message } } });

export function fakeApi(): FakeApi {
  const handlers = new Map<string, FakeHandler>();
  const requests: (FakeRequest & { route: string })[] = [];
  const answers: Promise<unknown>[] = [];
  const own = http.defaults.adapter;
  const answer: AxiosAdapter = async (config) => {
    const method = (config.method ?? 'get').toUpperCase();
    const path = (config.url ?? '').split('?')[0] ?? '';
    const route = `${method} ${path}`;
    const key = config.headers.get('Idempotency-Key');
    const request = {
      route,
      method,
      path,
      params: (config.params ?? {}) as Record<string, unknown>,
      body: typeof config.data === 'string' ? (JSON.parse(config.data) as unknown) : config.data,
      idempotencyKey: typeof key === 'string' ? key : undefined,
    };
    requests.push(request);
    const { status = 200, body } = handlers.get(route)?.(request) ?? apiError(404, 'NOT_FOUND', `ไม่พบ ${route}`);
    const response: AxiosResponse = { data: body, status, statusText: String(status), headers: {}, config };
    if (status >= 400) throw new AxiosError(`status ${status}`, AxiosError.ERR_BAD_REQUEST, config, undefined, response);
    return response;
  };
  http.defaults.adapter = (config) => {
    const answered = answer(config);
    answers.push(answered.catch(() => undefined));
    return answered;
  };
  return {
    on: (route, handler) => void handlers.set(route, handler),
    calls: (route) => requests.filter((request) => request.route === route),
    settled: () =>
      act(async () => {
        await Promise.all(answers);
      }),
    restore: () => {
      http.defaults.adapter = own;
    },
  };
}
