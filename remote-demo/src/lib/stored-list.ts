// What a visitor changes on a demo page lasts for the visit and, where the page keeps it, across
// reloads: in this browser's localStorage, never on a server. Unreadable or unavailable storage
// falls back to the seed data, kept in memory.

const PREFIX = 'tanghuay-demo:';

export interface StoredList<Item> {
  read(): Item[];
  write(items: Item[]): void;
}

/** A list kept under `tanghuay-demo:<name>`, starting as `seed` (again after the storage is cleared). */
export function storedList<Item>(name: string, seed: () => Item[]): StoredList<Item> {
  const key = `${PREFIX}${name}`;
  /** Only when localStorage cannot be used: the list for this visit. */
  let inMemory: Item[] | undefined;
  return {
    read() {
      try {
        const text = localStorage.getItem(key);
        return text ? (JSON.parse(text) as Item[]) : seed();
      } catch {
        inMemory ??= seed();
        return inMemory;
      }
    },
    write(items) {
      try {
        localStorage.setItem(key, JSON.stringify(items));
      } catch {
        inMemory = items;
      }
    },
  };
}
