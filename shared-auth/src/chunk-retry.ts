// Code split inside an app (a route's page loaded with import()) can fail on a flaky network:
// webpack rejects with a ChunkLoadError ("Loading chunk … failed"), or CSS_CHUNK_LOAD_FAILED for a
// style chunk, and forgets the failed chunk, so importing again fetches it again. Routes load their
// pages through importWithRetry; what still fails reaches the host's error boundary and its Thai
// fallback with a retry button.

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
