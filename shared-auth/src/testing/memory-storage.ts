// A Storage kept in memory, for test files running in the node environment (no localStorage).
export class MemoryStorage implements Storage {
  readonly #items = new Map<string, string>();
  get length(): number {
    return this.#items.size;
  }
  clear(): void {
    this.#items.clear();
  }
  getItem(key: string): string | null {
    return this.#items.get(key) ?? null;
  }
  key(index: number): string | null {
    return [...this.#items.keys()][index] ?? null;
  }
  removeItem(key: string): void {
    this.#items.delete(key);
  }
  setItem(key: string, value: string): void {
    this.#items.set(key, String(value));
  }
}

/** Gives globalThis a localStorage and a sessionStorage where the environment has none; answers the localStorage. */
export function installMemoryStorage(): Storage {
  for (const name of ['localStorage', 'sessionStorage'] as const) {
    if (!globalThis[name]) Object.defineProperty(globalThis, name, { value: new MemoryStorage(), configurable: true });
  }
  return globalThis.localStorage;
}
