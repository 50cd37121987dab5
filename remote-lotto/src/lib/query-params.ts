// Screens keep their filters in the address (?status=…&from=…), so a filtered list can be linked to,
// reloaded and come back to. These read such values safely and write changes to them.
import { useCallback } from 'react';
import { useSearchParams } from 'react-router-dom';

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

/** Changes to the address's values: each named value set, or removed where it is undefined or empty. */
export type AddressChanges = Record<string, string | undefined>;

/** A copy of `params` with each named value set, or removed where it is undefined or empty. */
export function changedParams(params: URLSearchParams, changes: AddressChanges): URLSearchParams {
  const next = new URLSearchParams(params);
  for (const [name, value] of Object.entries(changes)) {
    if (value === undefined || value === '') next.delete(name);
    else next.set(name, value);
  }
  return next;
}

/**
 * The address's values as the page renders them, and a way to change some of them (replacing the
 * entry in the history, or adding one with `push`). A remote's pages render under the host's routes
 * as descendant routes, where react-router moves to a new address in a React transition: on a slow
 * phone the page goes on showing the previous address for a moment after it changed. A change
 * therefore builds on the address as it is now (window.location), never on the values the page last
 * rendered, so a tap or keystroke meanwhile cannot put an earlier choice back.
 */
export function useAddressParams(): [URLSearchParams, (changes: AddressChanges, options?: { push?: boolean }) => void] {
  const [params, setParams] = useSearchParams();
  const change = useCallback(
    (changes: AddressChanges, { push = false } = {}) => setParams(changedParams(new URLSearchParams(window.location.search), changes), { replace: !push }),
    [setParams],
  );
  return [params, change];
}
