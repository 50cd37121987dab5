// One way every list that the API pages by cursor is read: the first page like every page reads
// the API (useApi), older pages added by "load more", and a reload that starts again from the top.
// Other inputs start a new list; pages loaded for the old ones are dropped.
import { useCallback, useState } from 'react';
import { type ApiState, type Input, useApi } from './use-api.ts';

/** One page of a list, newest first; `nextCursor` asks for the next one (null: the last page). */
export interface CursorPage<T> {
  items: T[];
  nextCursor: string | null;
}

export interface PagedList<T> {
  first: ApiState<CursorPage<T>>;
  /** Every item loaded so far, in the API's order. */
  items: T[];
  hasMore: boolean;
  /** The state of the latest "load more". */
  more: { loading: boolean; error?: unknown };
  loadMore: () => Promise<void>;
  reload: () => void;
}

/** Reads the list `read` answers a page at a time; `inputs` as useApi's. */
export function usePagedList<T>(
  read: (cursor: string | undefined, signal?: AbortSignal) => Promise<CursorPage<T>>,
  inputs: readonly Input[],
): PagedList<T> {
  const key = JSON.stringify(inputs);
  const first = useApi((signal) => read(undefined, signal), inputs);
  const [older, setOlder] = useState<{ key: string; pages: CursorPage<T>[] }>({ key, pages: [] });
  const [more, setMore] = useState<{ loading: boolean; error?: unknown }>({ loading: false });

  const pages = first.data ? [first.data, ...(older.key === key ? older.pages : [])] : [];
  const nextCursor = pages.at(-1)?.nextCursor ?? null;

  const loadMore = useCallback(async () => {
    if (nextCursor === null) return;
    setMore({ loading: true });
    try {
      const page = await read(nextCursor);
      setOlder((loaded) => ({ key, pages: loaded.key === key ? [...loaded.pages, page] : [page] }));
      setMore({ loading: false });
    } catch (error) {
      setMore({ loading: false, error });
    }
    // `read` is the caller's function of `inputs`, which `key` stands for.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key, nextCursor]);

  const { reload: reloadFirst } = first;
  const reload = useCallback(() => {
    setOlder({ key, pages: [] });
    setMore({ loading: false });
    reloadFirst();
  }, [key, reloadFirst]);

  return { first, items: pages.flatMap((page) => page.items), hasMore: nextCursor !== null, more, loadMore, reload };
}
