// An in-memory Web Locks manager (exclusive locks only) standing in for navigator.locks in tests:
// the clients of one test share it as the tabs of a browser share the real one.
export class MemoryLocks {
  readonly #queues = new Map<string, Promise<unknown>>();
  #held = 0;
  /** The names asked for, in order. */
  readonly requested: string[] = [];
  /** The most callbacks that held a lock at once. */
  mostHeld = 0;

  request<T>(name: string, callback: (lock: Lock | null) => T | PromiseLike<T>): Promise<T> {
    this.requested.push(name);
    const granted = (this.#queues.get(name) ?? Promise.resolve()).then(async () => {
      this.#held += 1;
      this.mostHeld = Math.max(this.mostHeld, this.#held);
      try {
        return await callback({ name, mode: 'exclusive' });
      } finally {
        this.#held -= 1;
      }
    });
    // The next request waits for this one to end, however it ends.
    this.#queues.set(name, granted.catch(() => undefined));
    return granted;
  }
}

/**
 * Puts `locks` on navigator.locks (undefined: a browser without the API) until the returned
 * function puts back what the environment had (node has a real one, jsdom none).
 */
export function installLocks(locks: Pick<LockManager, 'request'> | MemoryLocks | undefined): () => void {
  const navigator = globalThis.navigator as Navigator | undefined;
  if (!navigator) {
    Object.defineProperty(globalThis, 'navigator', { value: { locks }, configurable: true });
    return () => void Reflect.deleteProperty(globalThis, 'navigator');
  }
  const own = Object.getOwnPropertyDescriptor(navigator, 'locks');
  Object.defineProperty(navigator, 'locks', { value: locks, configurable: true });
  return () => {
    if (own) Object.defineProperty(navigator, 'locks', own);
    else Reflect.deleteProperty(navigator, 'locks');
  };
}
