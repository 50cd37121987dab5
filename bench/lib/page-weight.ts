// What a page costs to load, as Chromium itself counts it over the DevTools protocol: every request
// the page sends, and for every answer its type, status, content encoding, the bytes on the wire
// (Network.loadingFinished's encodedDataLength: what was read from the socket for the answer, its
// headers and its body as sent, compressed or not), the body's share of them, and the bytes of the
// body once decoded.
import type { BrowserContext, Page } from '@playwright/test';

export interface Transfer {
  url: string;
  /** Chromium's resource type: Document, Script, Stylesheet, Fetch, Image, … */
  type: string;
  status: number;
  /** The content-encoding header: br, gzip, … or 'none'. */
  encoding: string;
  /** Headers and body as they came over the network. */
  wireBytes: number;
  /** The body alone as it came (compressed when encoded): the wire bytes less the headers'. */
  bodyBytes: number;
  decodedBytes: number;
  /** Why it failed, when it did; or 'unfinished' when it had not finished when read. */
  problem?: string;
}

export interface NetworkLog {
  /** Requests sent, redirects included; data: URLs are not requests. */
  requests(): number;
  transfers(): Transfer[];
  /**
   * Resolves once no script is loading and none has started for `quietMs`, or after `timeoutMs`.
   * (Playwright's "networkidle" waits for every request, and a page that polls the API on a slow
   * link may never have 500 ms without one.)
   */
  scriptsSettled(quietMs: number, timeoutMs: number): Promise<void>;
}

interface Entry {
  url: string;
  type: string;
  status: number;
  encoding: string;
  wireBytes: number;
  headerBytes: number;
  decodedBytes: number;
  finished: boolean;
  problem?: string;
}

const headerValue = (headers: Record<string, unknown>, name: string): string | undefined => {
  const key = Object.keys(headers).find((candidate) => candidate.toLowerCase() === name);
  return key === undefined ? undefined : String(headers[key]);
};

/** Starts recording the page's network traffic; call before it navigates. */
export async function recordNetwork(context: BrowserContext, page: Page): Promise<NetworkLog> {
  const cdp = await context.newCDPSession(page);
  const entries = new Map<string, Entry>();
  let requests = 0;
  let lastScriptStart = Date.now();
  const entry = (requestId: string) => {
    let found = entries.get(requestId);
    if (!found) {
      found = { url: '', type: 'Other', status: 0, encoding: 'none', wireBytes: 0, headerBytes: 0, decodedBytes: 0, finished: false };
      entries.set(requestId, found);
    }
    return found;
  };
  cdp.on('Network.requestWillBeSent', (event) => {
    if (event.request.url.startsWith('data:')) return;
    requests += 1;
    if (event.type === 'Script') lastScriptStart = Date.now();
    Object.assign(entry(event.requestId), { url: event.request.url, type: event.type ?? 'Other' });
  });
  cdp.on('Network.responseReceived', (event) => {
    if (event.response.url.startsWith('data:')) return;
    Object.assign(entry(event.requestId), {
      url: event.response.url,
      type: event.type,
      status: event.response.status,
      encoding: headerValue(event.response.headers, 'content-encoding') ?? 'none',
      headerBytes: event.response.encodedDataLength, // what had come when the headers were read
    });
  });
  cdp.on('Network.dataReceived', (event) => {
    const found = entries.get(event.requestId);
    if (found) found.decodedBytes += event.dataLength;
  });
  cdp.on('Network.loadingFinished', (event) => {
    const found = entries.get(event.requestId);
    if (found) Object.assign(found, { wireBytes: event.encodedDataLength, finished: true });
  });
  cdp.on('Network.loadingFailed', (event) => {
    const found = entries.get(event.requestId);
    if (found) Object.assign(found, { finished: true, problem: event.errorText });
  });
  await cdp.send('Network.enable');
  const scriptsLoading = () => [...entries.values()].some(({ type, finished }) => type === 'Script' && !finished);
  return {
    requests: () => requests,
    async scriptsSettled(quietMs, timeoutMs) {
      const until = Date.now() + timeoutMs;
      while (Date.now() < until && (scriptsLoading() || Date.now() - lastScriptStart < quietMs)) {
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
    },
    transfers: () =>
      [...entries.values()].map(({ finished, problem, headerBytes, ...transfer }) => {
        const issue = problem ?? (finished ? undefined : 'unfinished');
        const bodyBytes = Math.max(0, transfer.wireBytes - headerBytes);
        return { ...transfer, bodyBytes, ...(issue !== undefined && { problem: issue }) };
      }),
  };
}

/** The URL without its origin when it is the page's own (and never its query). */
export function shortUrl(url: string, origin: string): string {
  const parsed = new URL(url);
  return parsed.origin === origin ? parsed.pathname : `${parsed.origin}${parsed.pathname}`;
}
