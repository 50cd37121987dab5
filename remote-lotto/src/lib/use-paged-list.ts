// How every list the API pages by cursor is read: a TanStack infinite query under a key that
// begins with the API path, the first page like every read (use-api.ts), older pages added by
// "load more", and a reload that starts again from the top.
import { type InfiniteData, type QueryKey, useInfiniteQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import type { ApiState } from './use-api.ts';

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

/** Reads the list `read` answers a page at a time under `queryKey`. */
export function usePagedList<T>(
  queryKey: QueryKey,
  read: (cursor: string | undefined, signal?: AbortSignal) => Promise<CursorPage<T>>,
): PagedList<T> {
  const client = useQueryClient();
  const query = useInfiniteQuery({
    queryKey,
    queryFn: ({ pageParam, signal }) => read(pageParam, signal),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last) => last.nextCursor ?? undefined,
  });
  const { data, error, isFetching, isFetchingNextPage, isFetchNextPageError, hasNextPage, fetchNextPage, refetch } = query;
  const readingFirst = isFetching && !isFetchingNextPage;

  const reload = useCallback(() => {
    // From the top: the older pages are dropped, the first is shown until it is read again.
    client.setQueryData<InfiniteData<CursorPage<T>, string | undefined>>(queryKey, (loaded) =>
      loaded && { pages: loaded.pages.slice(0, 1), pageParams: loaded.pageParams.slice(0, 1) },
    );
    void refetch();
  }, [client, queryKey, refetch]);

  const loadMore = useCallback(async () => {
    if (hasNextPage) await fetchNextPage();
  }, [hasNextPage, fetchNextPage]);

  return {
    first: {
      data: data?.pages[0],
      error: readingFirst || isFetchNextPageError ? undefined : (error ?? undefined),
      loading: readingFirst,
      reload,
    },
    items: data?.pages.flatMap((page) => page.items) ?? [],
    hasMore: hasNextPage,
    more: { loading: isFetchingNextPage, error: isFetchNextPageError && !isFetching ? error : undefined },
    loadMore,
    reload,
  };
}
