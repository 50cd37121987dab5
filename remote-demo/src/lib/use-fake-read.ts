// A demo page's read of the fake API: loading, then the answer, "missing" for a 404 (the page then
// shows the host's 404 page), or "failed". Read again when the address changes or `reloads` grows.
import { useEffect, useState } from 'react';
import { FakeApiError, type FakeMethod } from './fake-api.ts';

export type FakeRead<Value> = { state: 'loading' } | { state: 'missing' } | { state: 'failed' } | { state: 'ready'; value: Value };

type Request = <Answer>(method: FakeMethod, url: string, body?: unknown) => Promise<Answer>;

export function useFakeRead<Value>(request: Request, url: string, reloads = 0): FakeRead<Value> {
  const [read, setRead] = useState<{ key: string; result: FakeRead<Value> }>({ key: '', result: { state: 'loading' } });
  const key = `${url}#${reloads}`;
  useEffect(() => {
    let current = true;
    request<Value>('GET', url).then(
      (value) => current && setRead({ key, result: { state: 'ready', value } }),
      (error: unknown) => current && setRead({ key, result: { state: error instanceof FakeApiError && error.status === 404 ? 'missing' : 'failed' } }),
    );
    return () => {
      current = false;
    };
  }, [request, url, key]);
  // A new address shows loading at once; a reload of the same one keeps the last answer until the new one comes.
  if (read.key === key || (read.key.startsWith(`${url}#`) && read.result.state === 'ready')) return read.result;
  return { state: 'loading' };
}
