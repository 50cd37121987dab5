// Slips follow their rounds live: the session bus announces every round's status change (closed,
// resulted, cancelled), after which a slip of that round may read differently (no longer
// cancellable, won or lost, refunded).
import { sessionBus } from '@tanghuay/shared-auth';
import { useEffect, useEffectEvent } from 'react';

/** Calls `onChange` with the round's id whenever a round's status changes, while mounted. */
export function useRoundChanges(onChange: (roundId: string) => void): void {
  const changed = useEffectEvent(onChange);
  useEffect(() => {
    const subscription = sessionBus.roundStatus$.subscribe(({ roundId }) => changed(roundId));
    return () => subscription.unsubscribe();
  }, []);
}
