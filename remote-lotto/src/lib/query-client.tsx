// The remote's one TanStack Query cache (docs/architecture.md, "Data fetching"): every page's reads
// go through it, so a page opened again shows what it last read at once and reads it again in the
// background once that is older than STALE_MS. The session bus's live events mark what they change
// as stale: money moved (balance$) the wallet's reads, a round's status (roundStatus$) the reads of
// rounds, slips and results (followSessionBus). A page on screen that follows these events still reloads itself.
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { sessionBus } from '@tanghuay/shared-auth';
import type { ReactNode } from 'react';
import { skip } from 'rxjs';

/** How long an answer is shown without asking again; older, it is shown and read again in the background. */
export const STALE_MS = 30_000;
/** How long an answer no page shows is kept for a page opened again. */
export const GC_MS = 10 * 60_000;

/** Query keys begin with the API path they read (`['/lotto/slips/{id}', id]`); these prefixes go stale on each event. */
const STALE_ON_BALANCE = ['/wallet/'];
const STALE_ON_ROUND = ['/lotto/rounds', '/lotto/slips', '/lotto/results', '/lotto/winlose', '/backoffice/rounds', '/backoffice/slips'];

/**
 * A cache as the remote uses it. A failed read is not retried by itself: the page says so in Thai
 * with "ลองใหม่" (an expired token is refreshed and retried by `http` already).
 */
export const createQueryClient = () =>
  new QueryClient({
    defaultOptions: {
      queries: { staleTime: STALE_MS, gcTime: GC_MS, retry: false, refetchOnWindowFocus: false },
      mutations: { retry: false },
    },
  });

function markStale(client: QueryClient, prefixes: readonly string[]): void {
  void client.invalidateQueries({
    predicate: ({ queryKey }) => typeof queryKey[0] === 'string' && prefixes.some((prefix) => (queryKey[0] as string).startsWith(prefix)),
    refetchType: 'none',
  });
}

/** Marks stale what the session bus's events change, until the returned function is called. */
export function followSessionBus(client: QueryClient): () => void {
  const balance = sessionBus.balance$.pipe(skip(1)).subscribe(() => markStale(client, STALE_ON_BALANCE));
  const rounds = sessionBus.roundStatus$.subscribe(() => markStale(client, STALE_ON_ROUND));
  return () => {
    balance.unsubscribe();
    rounds.unsubscribe();
  };
}

/** The remote's cache: one for the remote's whole life in the page, so it outlives each page and hears every event. */
const remoteQueryClient = createQueryClient();
followSessionBus(remoteQueryClient);

/** Gives `children` the cache: the remote's own, or a test's. */
export function RemoteQueries({ children, client = remoteQueryClient }: { children: ReactNode; client?: QueryClient }) {
  return <QueryClientProvider client={client}>{children}</QueryClientProvider>;
}
