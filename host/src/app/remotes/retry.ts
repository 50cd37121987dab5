const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/** Tries `work` once more after each delay, until it succeeds or the delays run out. */
export async function retryAfterFailure<T>(work: () => Promise<T>, delaysMs: readonly number[]): Promise<T> {
  let lastError: unknown;
  for (const delay of delaysMs) {
    await sleep(delay);
    try {
      return await work();
    } catch (error) {
      lastError = error;
    }
  }
  throw lastError;
}

/** Tries `work` now, then once more after each delay. */
export async function retry<T>(work: () => Promise<T>, delaysMs: readonly number[]): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (delaysMs.length === 0) throw error;
    return retryAfterFailure(work, delaysMs);
  }
}
