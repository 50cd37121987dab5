// The interface language, shared by the host and every remote: Thai first, English available.
// Kept in localStorage under `language`; each app holds its own messages and picks them with
// useMessages({ th, en }).
import { useSyncExternalStore } from 'react';
import { BehaviorSubject } from 'rxjs';

export const LANGUAGES = ['th', 'en'] as const;
export type Language = (typeof LANGUAGES)[number];

export const LANGUAGE_STORAGE_KEY = 'language';

function storedLanguage(): Language {
  const stored = globalThis.localStorage?.getItem(LANGUAGE_STORAGE_KEY);
  return stored === 'en' ? 'en' : 'th';
}

export const language$ = new BehaviorSubject<Language>(storedLanguage());

export function setLanguage(language: Language): void {
  globalThis.localStorage?.setItem(LANGUAGE_STORAGE_KEY, language);
  if (typeof document !== 'undefined') document.documentElement.lang = language;
  language$.next(language);
}

const subscribe = (onChange: () => void) => {
  const subscription = language$.subscribe(onChange);
  return () => subscription.unsubscribe();
};

export function useLanguage(): Language {
  return useSyncExternalStore(subscribe, () => language$.value);
}

/** The messages of the current language. */
export function useMessages<Messages>(messages: Record<Language, Messages>): Messages {
  return messages[useLanguage()];
}
