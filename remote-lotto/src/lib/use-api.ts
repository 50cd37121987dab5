// How a page reads the API: a TanStack Query (lib/query-client.tsx) under a key that begins with
// the API path it reads, so an answer read before is shown at once while a newer one is read. The
// state pages show — the answer, the error with "ลองใหม่", loading — in one shape for every page.
import { type QueryKey, useQuery } from '@tanstack/react-query';
import { useCallback } from 'react';

export interface ApiState<T> {
  /** The last answer for this key (kept while it is read again). */
  data: T | undefined;
  /** Why the latest read failed; undefined while reading again. */
  error: unknown;
  /** A read for this key is on its way. */
  loading: boolean;
  reload: () => void;
}

/** Reads `load` under `queryKey` (e.g. `['/lotto/slips/{id}', id]`): now, when the key changes, and on reload. */
export function useApi<T>(queryKey: QueryKey, load: (signal: AbortSignal) => Promise<T>): ApiState<T> {
  const { data, error, isFetching, refetch } = useQuery({ queryKey, queryFn: ({ signal }) => load(signal) });
  const reload = useCallback(() => void refetch(), [refetch]);
  return { data, error: isFetching ? undefined : (error ?? undefined), loading: isFetching, reload };
}
