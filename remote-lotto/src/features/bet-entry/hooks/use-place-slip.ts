// Confirming a slip: one Idempotency-Key per confirmation of one content. Confirming the same
// items again (after a timeout or a lost answer) sends the same key, so the API answers the slip it
// already placed instead of placing a second one; changing the items makes a new confirmation.
import { sessionBus } from '@tanghuay/shared-auth';
import { useCallback, useRef, useState } from 'react';
import { newIdempotencyKey } from '../../../lib/idempotency-key.ts';
import type { Slip } from '../../../lib/slip.ts';
import { type PlaceSlipRequest, placeSlip } from '../api/place-slip.ts';

export interface Placing {
  placing: boolean;
  error: unknown;
  placed: Slip | null;
  place(request: PlaceSlipRequest): Promise<Slip | null>;
  clearError(): void;
  startOver(): void;
}

export function usePlaceSlip(): Placing {
  const [placing, setPlacing] = useState(false);
  const [error, setError] = useState<unknown>(null);
  const [placed, setPlaced] = useState<Slip | null>(null);
  const confirmation = useRef<{ key: string; content: string } | null>(null);

  const place = useCallback(async (request: PlaceSlipRequest) => {
    const content = JSON.stringify(request);
    if (confirmation.current?.content !== content) confirmation.current = { key: newIdempotencyKey(), content };
    setPlacing(true);
    setError(null);
    try {
      const slip = await placeSlip(request, confirmation.current.key);
      confirmation.current = null;
      setPlaced(slip);
      // The header shows the new balance now; the websocket's push confirms it.
      void sessionBus.refreshBalance();
      return slip;
    } catch (failure) {
      setError(failure);
      return null;
    } finally {
      setPlacing(false);
    }
  }, []);

  return {
    placing,
    error,
    placed,
    place,
    clearError: useCallback(() => setError(null), []),
    startOver: useCallback(() => setPlaced(null), []),
  };
}
