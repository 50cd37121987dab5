// A request while it waits for payment: asked for again every few seconds until it is approved or
// rejected, and no more once the screen showing it is gone. On approval the header's balance is
// asked for at once (the realtime push may come too; either is fine).
import { sessionBus } from '@tanghuay/shared-auth';
import { useEffect, useRef, useState } from 'react';
import { getDeposit } from '../api/get-deposit.ts';
import type { Deposit } from '../deposit.ts';

/** How long between two readings of a pending request. */
export const FOLLOW_MS = 3_000;

/** `deposit` as the API now has it; `onDecided` once it is approved or rejected. Key the caller by the deposit's id. */
export function useFollowedDeposit(deposit: Deposit, onDecided: (deposit: Deposit) => void): Deposit {
  const [latest, setLatest] = useState(deposit);
  const decided = useRef(onDecided);
  useEffect(() => {
    decided.current = onDecided;
  });

  const { id, status } = latest;
  useEffect(() => {
    if (status !== 'pending') return;
    const controller = new AbortController();
    let timer: ReturnType<typeof setTimeout> | undefined;
    const readLater = () => {
      timer = setTimeout(() => {
        // A failed reading (the network) is tried again later; an aborted one is not.
        getDeposit(id, controller.signal).then(read, () => {
          if (!controller.signal.aborted) readLater();
        });
      }, FOLLOW_MS);
    };
    const read = (now: Deposit) => {
      if (controller.signal.aborted) return;
      if (now.status === 'pending') return readLater();
      setLatest(now);
      if (now.status === 'approved') void sessionBus.refreshBalance();
      decided.current(now);
    };
    readLater();
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [id, status]);

  return latest;
}
