// React views of the shared session: any observable of the bus, and the stored user data.
import { useMemo, useSyncExternalStore } from 'react';
import type { Observable } from 'rxjs';
import { authChange$, parseUserData, readUserDataRaw, STORAGE_KEYS } from './storage.ts';
import type { UserData } from './user-data.ts';

interface ObservableStore<T> {
  subscribe: (onChange: () => void) => () => void;
  /** The last value seen, or `fallback` before the first one. */
  read: (fallback: T) => T;
}

function observableStore<T>(observable$: Observable<T>): ObservableStore<T> {
  let latest: { value: T } | null = null;
  return {
    subscribe(onChange) {
      const subscription = observable$.subscribe((value) => {
        latest = { value };
        onChange();
      });
      return () => subscription.unsubscribe();
    },
    read: (fallback) => (latest ? latest.value : fallback),
  };
}

/** The latest value of an observable (`initial` until it emits); a BehaviorSubject gives its value at once. */
export function useObservable<T>(observable$: Observable<T>, initial: T): T {
  const store = useMemo(() => observableStore(observable$), [observable$]);
  const snapshot = () => store.read(initial);
  return useSyncExternalStore(store.subscribe, snapshot, snapshot);
}

// One parsed copy per stored text, so the snapshot stays the same object until the storage changes.
let cached: { raw: string | null; userData: UserData | null } = { raw: null, userData: null };

function userDataSnapshot(): UserData | null {
  const raw = readUserDataRaw();
  if (raw !== cached.raw) cached = { raw, userData: parseUserData(raw) };
  return cached.userData;
}

function subscribeToUserData(onChange: () => void): () => void {
  const subscription = authChange$.subscribe(onChange);
  // Another tab signing in or out.
  const onStorage = (event: StorageEvent) => {
    if (event.key === null || event.key === STORAGE_KEYS.userData) onChange();
  };
  globalThis.addEventListener?.('storage', onStorage);
  return () => {
    subscription.unsubscribe();
    globalThis.removeEventListener?.('storage', onStorage);
  };
}

/** The stored user data (null when signed out), re-read whenever the session is saved or cleared. */
export function useUserData(): UserData | null {
  return useSyncExternalStore(subscribeToUserData, userDataSnapshot, userDataSnapshot);
}
