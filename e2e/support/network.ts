// What a page's loads moved over the network, as Chromium's DevTools protocol reports each answer:
// taken from the HTTP cache (nothing sent), revalidated (304, no body), or fetched with its body.
// Playwright's own events do not say whether an answer came from the cache.
import type { BrowserContext, Page } from '@playwright/test';

/** Where an answer came from: the HTTP cache (memory, disk, prefetch), a service worker, or the server. */
export type Source = 'memory cache' | 'disk cache' | 'prefetch cache' | 'service worker' | 'network';

export interface Answer {
  /** The address's path, e.g. `/remotes/lotto/1.4.3/remoteEntry.js`. */
  path: string;
  /** The DevTools resource type: `Document`, `Script`, `Fetch`, `Stylesheet`, … */
  type: string;
  status: number;
  source: Source;
  /** Bytes that came over the wire for it, headers included (0 from the cache). */
  bytes: number;
}

/** Whether the answer's body came over the network again: not from the cache, and not a 304. */
export const movedBody = ({ source, status }: Answer): boolean => !source.endsWith('cache') && status !== 304;

/** One line naming an answer, for a failure message: `200 network 48213 B Script /main.1a2b3c4d.js`. */
export const describeAnswer = ({ path, type, status, source, bytes }: Answer): string => `${status} ${source} ${bytes} B ${type} ${path}`;

export interface NetworkLog {
  /** The answers the page has finished receiving since the recording started or was last cleared. */
  answers(): Answer[];
  clear(): void;
}

/** Starts recording every answer `page` receives in full (to be called before the loads it is about). */
export async function recordNetwork(context: BrowserContext, page: Page): Promise<NetworkLog> {
  const session = await context.newCDPSession(page);
  const received = new Map<string, Omit<Answer, 'bytes'>>();
  /** The status that came over the wire: a revalidated answer's is 304, while `responseReceived` gives the cached 200. */
  const wireStatus = new Map<string, number>();
  const fromMemory = new Set<string>();
  let finished: { requestId: string; bytes: number }[] = [];
  session.on('Network.requestServedFromCache', ({ requestId }) => fromMemory.add(requestId));
  session.on('Network.responseReceivedExtraInfo', ({ requestId, statusCode }) => wireStatus.set(requestId, statusCode));
  session.on('Network.responseReceived', ({ requestId, type, response }) => {
    const source: Source = fromMemory.has(requestId)
      ? 'memory cache'
      : response.fromDiskCache
        ? 'disk cache'
        : response.fromPrefetchCache
          ? 'prefetch cache'
          : response.fromServiceWorker
            ? 'service worker'
            : 'network';
    received.set(requestId, { path: new URL(response.url).pathname, type, status: response.status, source });
  });
  session.on('Network.loadingFinished', ({ requestId, encodedDataLength }) => finished.push({ requestId, bytes: encodedDataLength }));
  await session.send('Network.enable');
  return {
    // Put together when asked: Chromium reports the wire's status apart, before or after the rest.
    answers: () =>
      finished.flatMap(({ requestId, bytes }) => {
        const answer = received.get(requestId);
        return answer ? [{ ...answer, status: wireStatus.get(requestId) ?? answer.status, bytes }] : [];
      }),
    clear: () => {
      finished = [];
    },
  };
}
