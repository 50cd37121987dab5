// Screens follow rounds live: the session bus announces every round's status change (opened,
// closed, resulted, cancelled), after which a slip of that round may read differently (no longer
// cancellable, won or lost, refunded) and the back office's lists of rounds change.
import { type RoundStatus, sessionBus } from '@tanghuay/shared-auth';
import { useEffect, useEffectEvent } from 'react';

/** Calls `onChange` with the round's id and new status whenever a round's status changes, while mounted. */
export function useRoundChanges(onChange: (roundId: string, status: RoundStatus) => void): void {
  const changed = useEffectEvent(onChange);
  useEffect(() => {
    const subscription = sessionBus.roundStatus$.subscribe(({ roundId, status }) => changed(roundId, status));
    return () => subscription.unsubscribe();
  }, []);
}
