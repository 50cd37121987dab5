// A lock held across the tabs of the browser (Web Locks API, one lock manager per origin), for
// work that only one tab at a time may do. A closed or crashed tab's locks are released by the
// browser, so a tab gone mid-work never blocks the others.

type LockRequester = Pick<LockManager, 'request'>;

/** navigator.locks, or undefined where there is none: old browsers, pages not served securely, jsdom. */
function lockManager(): LockRequester | undefined {
  const { navigator } = globalThis as { navigator?: { locks?: LockRequester } };
  return navigator?.locks ?? undefined;
}

/**
 * Runs `work` while holding the exclusive lock `name` of the origin; a tab asking meanwhile waits
 * until it ends. `work` is told whether it waited for another holder (whose writes to shared
 * storage may reach this tab a moment after the lock does). Without a lock manager, or when it
 * refuses (an opaque origin), `work` runs at once, unlocked: callers must stay correct, if less
 * economical, without the lock.
 */
export async function withCrossTabLock<T>(name: string, work: (waited: boolean) => Promise<T>): Promise<T> {
  const locks = lockManager();
  if (!locks) return work(false);
  let started = false;
  const run = (waited: boolean) => {
    started = true;
    return work(waited);
  };
  try {
    const free = await locks.request(name, { ifAvailable: true }, async (lock) => (lock ? { answer: await run(false) } : null));
    return free ? free.answer : await locks.request(name, () => run(true));
  } catch (error) {
    if (started) throw error;
    return work(false);
  }
}
