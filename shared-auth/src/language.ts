// The interface language, shared by the host and every remote: Thai first, English available.
// Kept in localStorage under `language`; each app holds its own messages and picks them with
// useMessages({ th, en }).
import { storedChoice, useStoredChoice } from './stored-choice.ts';

export const LANGUAGES = ['th', 'en'] as const;
export type Language = (typeof LANGUAGES)[number];

export const LANGUAGE_STORAGE_KEY = 'language';

const language = storedChoice<Language>(LANGUAGE_STORAGE_KEY, LANGUAGES, 'th', (value) => {
  if (typeof document !== 'undefined') document.documentElement.lang = value;
});

export const language$ = language.value$;
export const setLanguage = language.set;

export function useLanguage(): Language {
  return useStoredChoice(language);
}

/** The messages of the current language. */
export function useMessages<Messages>(messages: Record<Language, Messages>): Messages {
  return messages[useLanguage()];
}
