// Screens keep their filters in the address (?status=…&from=…), so a filtered list can be linked to,
// reloaded and come back to. These read such values safely and write changes to them.
import { useCallback } from 'react';
import { type NavigateOptions, useSearchParams } from 'react-router-dom';

const DAY = /^[0-9]{4}-[0-9]{2}-[0-9]{2}$/;

/** Whether `value` is a YYYY-MM-DD day (as date inputs and the API write them). */
export const isDay = (value: string): boolean => DAY.test(value);

/** The value of `name` when it passes `valid`; otherwise undefined (absent, empty or malformed). */
export function paramOf<T extends string>(params: URLSearchParams, name: string, valid: (value: string) => value is T): T | undefined;
export function paramOf(params: URLSearchParams, name: string, valid: (value: string) => boolean): string | undefined;
export function paramOf(params: URLSearchParams, name: string, valid: (value: string) => boolean): string | undefined {
  const value = params.get(name);
  return value !== null && value !== '' && valid(value) ? value : undefined;
}

/** A copy of `params` with each named value set, or removed where it is undefined or empty. */
export function changedParams(params: URLSearchParams, changes: Record<string, string | undefined>): URLSearchParams {
  const next = new URLSearchParams(params);
  for (const [name, value] of Object.entries(changes)) {
    if (value === undefined || value === '') next.delete(name);
    else next.set(name, value);
  }
  return next;
}

/**
 * useSearchParams whose changes render at once (flushSync) instead of in a React transition. The
 * address moves as soon as a filter is chosen; were the page to render the change later, a tap or
 * keystroke meanwhile would build on the filters as they were and put the earlier choice back.
 */
export function useAddressParams(): [URLSearchParams, (next: URLSearchParams, options?: NavigateOptions) => void] {
  const [params, setParams] = useSearchParams();
  const set = useCallback((next: URLSearchParams, options?: NavigateOptions) => setParams(next, { ...options, flushSync: true }), [setParams]);
  return [params, set];
}
