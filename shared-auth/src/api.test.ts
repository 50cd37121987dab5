import { afterEach, expect, test } from '@jest/globals';
import type { AxiosResponse, InternalAxiosRequestConfig } from 'axios';
import { api } from './api.ts';
import { http } from './http.ts';

const own = http.defaults.adapter;
afterEach(() => {
  http.defaults.adapter = own;
});

/** Answers every request with `body` and keeps what was sent. */
function answerWith(body: unknown): InternalAxiosRequestConfig[] {
  const sent: InternalAxiosRequestConfig[] = [];
  http.defaults.adapter = async (config) => {
    sent.push(config);
    return { data: body, status: 200, statusText: 'OK', headers: {}, config } satisfies AxiosResponse;
  };
  return sent;
}

test('a call by path sends its query and answers the body', async () => {
  const sent = answerWith({ serverTime: '2026-11-27T00:00:00.000Z', rounds: [] });
  await expect(api.get('/lotto/rounds', { params: { status: 'closed' } })).resolves.toEqual({ serverTime: '2026-11-27T00:00:00.000Z', rounds: [] });
  expect(sent.map(({ method, url, params }) => ({ method, url, params }))).toEqual([{ method: 'get', url: '/lotto/rounds', params: { status: 'closed' } }]);
});

test("a path's parameters are filled in encoded, and a body and headers are sent", async () => {
  const sent = answerWith({});
  await api.post('/lotto/slips/{id}/cancel', undefined, { path: { id: 'a/b c' }, headers: { 'Idempotency-Key': 'k1' } });
  await api.put('/backoffice/members/{id}/discount', { discount: 1.5 }, { path: { id: '7' } });
  await api.delete('/lotto/number-sets/{id}', { path: { id: '9' } });
  expect(sent.map(({ method, url, data, headers }) => [method, url, data ?? null, headers.get('Idempotency-Key') ?? null])).toEqual([
    ['post', '/lotto/slips/a%2Fb%20c/cancel', null, 'k1'],
    ['put', '/backoffice/members/7/discount', JSON.stringify({ discount: 1.5 }), null],
    ['delete', '/lotto/number-sets/9', null, null],
  ]);
});
