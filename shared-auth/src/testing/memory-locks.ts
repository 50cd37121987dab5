// An in-memory Web Locks manager (exclusive locks only) standing in for navigator.locks in tests:
// the clients of one test share it as the tabs of a browser share the real one.
export class MemoryLocks {
  readonly #queues = new Map<string, Promise<unknown>>();
  /** Requests per name granted or waiting, not yet ended. */
  readonly #outstanding = new Map<string, number>();
  #held = 0;
  /** The names granted or queued for, in order (not the ifAvailable requests refused). */
  readonly requested: string[] = [];
  /** The most callbacks that held a lock at once. */
  mostHeld = 0;

  request<T>(name: string, callback: LockCallback<T>): Promise<T>;
  request<T>(name: string, options: LockOptions, callback: LockCallback<T>): Promise<T>;
  request<T>(name: string, optionsOrCallback: LockOptions | LockCallback<T>, maybeCallback?: LockCallback<T>): Promise<T> {
    const [options, callback] = typeof optionsOrCallback === 'function' ? [{}, optionsOrCallback] : [optionsOrCallback, maybeCallback];
    if (!callback) throw new TypeError('A lock request needs a callback.');
    const outstanding = this.#outstanding.get(name) ?? 0;
    if (options.ifAvailable && outstanding > 0) return Promise.resolve().then(() => callback(null));
    this.requested.push(name);
    this.#outstanding.set(name, outstanding + 1);
    const granted = (this.#queues.get(name) ?? Promise.resolve()).then(async () => {
      this.#held += 1;
      this.mostHeld = Math.max(this.mostHeld, this.#held);
      try {
        return await callback({ name, mode: 'exclusive' });
      } finally {
        this.#held -= 1;
        this.#outstanding.set(name, (this.#outstanding.get(name) ?? 1) - 1);
      }
    });
    // The next request waits for this one to end, however it ends.
    this.#queues.set(name, granted.catch(() => undefined));
    return granted;
  }
}

type LockCallback<T> = (lock: Lock | null) => T | PromiseLike<T>;

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
