// Confirming a slip (lib/use-confirmed-request.ts): confirming the same items again (after a
// timeout or a lost answer) sends the same key, so the API answers the slip it already placed
// instead of placing a second one; changing the items makes a new confirmation. Used by the
// summary (components/slip-summary.tsx), whose chunk alone carries the sending.
import { sessionBus } from '@tanghuay/shared-auth';
import { useCallback } from 'react';
import type { Slip } from '../../../lib/slip.ts';
import { useConfirmedRequest } from '../../../lib/use-confirmed-request.ts';
import { type PlaceSlipRequest, placeSlip } from '../api/place-slip.ts';

export interface Placing {
  placing: boolean;
  error: unknown;
  place(request: PlaceSlipRequest): Promise<void>;
  clearError(): void;
}

/** `onPlaced` gets the slip the API placed. */
export function usePlaceSlip(onPlaced: (slip: Slip) => void): Placing {
  const { sending, error, send, clearError } = useConfirmedRequest(placeSlip);
  const place = useCallback(
    async (request: PlaceSlipRequest) => {
      const slip = await send(request);
      if (!slip) return;
      // The header shows the new balance now; the websocket's push confirms it.
      void sessionBus.refreshBalance();
      onPlaced(slip);
    },
    [send, onPlaced],
  );
  return { placing: sending, error, place, clearError };
}
