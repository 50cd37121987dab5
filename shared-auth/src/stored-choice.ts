// A choice of the member's that outlives the page (language, skin): one of a fixed list, kept in
// localStorage, observable by every app on the page. Storage that is missing or blocked only
// means the choice lasts for this page.
import { BehaviorSubject } from 'rxjs';
import { useObservable } from './hooks.ts';
import { readPreference, writePreference } from './storage.ts';

export interface StoredChoice<T extends string> {
  readonly value$: BehaviorSubject<T>;
  set(value: T): void;
}

/**
 * @param apply runs with the starting value and after every change (e.g. a class on <body>).
 */
export function storedChoice<T extends string>(
  key: string,
  choices: readonly T[],
  fallback: T,
  apply: (value: T) => void = () => undefined,
): StoredChoice<T> {
  const stored = readPreference(key);
  const value$ = new BehaviorSubject<T>((choices as readonly string[]).includes(stored ?? '') ? (stored as T) : fallback);
  apply(value$.value);
  return {
    value$,
    set(value) {
      writePreference(key, value);
      apply(value);
      value$.next(value);
    },
  };
}

/** The current value of a stored choice, re-rendering when it changes. */
export function useStoredChoice<T extends string>(choice: StoredChoice<T>): T {
  return useObservable(choice.value$, choice.value$.value);
}
