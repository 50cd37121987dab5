// A `fetch` for the page in tests (jsdom has none): records every call and answers with `answer`.

export interface FetchCall {
  url: string;
  init: RequestInit | undefined;
}

export interface FakeFetch {
  calls: FetchCall[];
  /** The JSON bodies of the calls to `url`. */
  bodiesTo(url: string): unknown[];
}

export function installFakeFetch(answer: (call: FetchCall) => Promise<unknown> = async () => ({ ok: true, status: 204 })): FakeFetch {
  const calls: FetchCall[] = [];
  globalThis.fetch = ((url: string, init?: RequestInit) => {
    const call = { url, init };
    calls.push(call);
    return answer(call);
  }) as typeof fetch;
  return {
    calls,
    bodiesTo: (url) => calls.filter((call) => call.url === url).map((call) => JSON.parse(String(call.init?.body)) as unknown),
  };
}
