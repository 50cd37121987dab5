// Code split inside an app (a route's page loaded with import()) can fail on a flaky network:
// webpack rejects with a ChunkLoadError ("Loading chunk … failed"), or CSS_CHUNK_LOAD_FAILED for a
// style chunk, and forgets the failed chunk, so importing again fetches it again. Remotes load
// their pages with lazyWithRetry; what still fails reaches the host's error boundary and its Thai
// fallback, whose "try again" raises the mount attempt so the page's chunk is fetched anew.
import { type ComponentType, createContext, lazy, type LazyExoticComponent, useContext } from 'react';

export const CHUNK_RETRY_DELAYS_MS = [300, 1_000] as const;

/** Whether an error is a failed chunk (script or style), as webpack reports them. */
export function isChunkLoadFailure(error: unknown): boolean {
  if (!(error instanceof Error)) return false;
  const { name, code } = error as Error & { code?: unknown };
  return name === 'ChunkLoadError' || code === 'CSS_CHUNK_LOAD_FAILED' || /Loading (CSS )?chunk .* failed/i.test(error.message);
}

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/** Runs `load` and, when a chunk fails to load, again after each delay; other errors are not retried. */
export async function importWithRetry<Module>(
  load: () => Promise<Module>,
  delaysMs: readonly number[] = CHUNK_RETRY_DELAYS_MS,
): Promise<Module> {
  for (const delay of delaysMs) {
    try {
      return await load();
    } catch (error) {
      if (!isChunkLoadFailure(error)) throw error;
      await sleep(delay);
    }
  }
  return load();
}

/** Which try of mounting a remote's pages this is; the host provides it and raises it on "try again". */
export const MountAttemptContext = createContext(0);

/**
 * A page component loaded on first render from its own chunk, retried when the chunk fails to
 * load: `lazyWithRetry(() => import('./rounds-page.tsx').then((m) => m.RoundsPage))`. Render it
 * inside a Suspense boundary and an error boundary (the host's remote mount has both). A load that
 * failed for good stays failed until the mount attempt changes, then starts over.
 */
export function lazyWithRetry<Props extends object>(
  load: () => Promise<ComponentType<Props>>,
  delaysMs: readonly number[] = CHUNK_RETRY_DELAYS_MS,
): ComponentType<Props> {
  const byAttempt = new Map<number, LazyExoticComponent<ComponentType<Props>>>();
  const pageFor = (attempt: number) => {
    let page = byAttempt.get(attempt);
    if (!page) {
      page = lazy(async () => ({ default: await importWithRetry(load, delaysMs) }));
      byAttempt.set(attempt, page);
    }
    return page;
  };
  return function LazyPage(props: Props) {
    const Page = pageFor(useContext(MountAttemptContext));
    return <Page {...props} />;
  };
}
