// The round being bet on, kept live while the page is open: its terms from the API, its limit
// items from the session bus (the host's websocket watches the round for this page), its status
// from round events and from the server's clock — at close the page knows without asking. The
// status follows the API's rule (@tanghuay/lottery-rules' roundStatus), from timers set for the
// opening and close instants.
import { roundStatus } from '@tanghuay/lottery-rules';
import { type LimitItem, type RoundStatus, sessionBus, useObservable } from '@tanghuay/shared-auth';
import { useEffect, useState } from 'react';
import { serverOffset, useServerTimeReached } from '../../../lib/server-clock.ts';
import { useApi } from '../../../lib/use-api.ts';
import { getRound, type RoundWithTerms } from '../api/get-round.ts';

export interface BetRound {
  round: RoundWithTerms | undefined;
  error: unknown;
  reload: () => void;
  /** The limit items as last pushed (or as the round answered). */
  limits: LimitItem[];
  /** The status now: an event's, or the server clock's when the close time passes. */
  status: RoundStatus | undefined;
  /** Milliseconds to add to the device clock to get the server's. */
  offset: number;
}

async function loadRound(roundId: string, signal: AbortSignal) {
  const round = await getRound(roundId, signal);
  return { round, offset: serverOffset(round.serverTime, Date.now()) };
}

export function useBetRound(roundId: string): BetRound {
  const { data, error, reload } = useApi(['/lotto/rounds/{roundId}', roundId, 'with the server offset'], (signal) => loadRound(roundId, signal));
  const offset = data?.offset ?? 0;
  const opened = useServerTimeReached(data?.round.opensAt, offset);
  const closed = useServerTimeReached(data?.round.closesAt, offset);
  const live = useObservable(sessionBus.limits$, null);
  const [pushedStatus, setPushedStatus] = useState<{ roundId: string; status: RoundStatus } | null>(null);

  useEffect(() => sessionBus.watchRound(roundId), [roundId]);
  useEffect(() => {
    const subscription = sessionBus.roundStatus$.subscribe((event) => {
      if (event.roundId !== roundId) return;
      setPushedStatus(event);
    });
    return () => subscription.unsubscribe();
  }, [roundId]);

  const round = data?.round;
  const known = pushedStatus?.roundId === roundId ? pushedStatus.status : round?.status;
  const status = round && known ? roundStatus(known, { opened, closed }) : undefined;
  return {
    round,
    error,
    reload,
    limits: live?.roundId === roundId ? live.items : (round?.limits ?? []),
    status,
    offset,
  };
}
