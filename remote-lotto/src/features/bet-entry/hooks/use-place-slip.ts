// Confirming a slip (lib/use-confirmed-request.ts): confirming the same items again (after a
// timeout or a lost answer) sends the same key, so the API answers the slip it already placed
// instead of placing a second one; changing the items makes a new confirmation.
import { sessionBus } from '@tanghuay/shared-auth';
import { useCallback, useState } from 'react';
import type { Slip } from '../../../lib/slip.ts';
import { useConfirmedRequest } from '../../../lib/use-confirmed-request.ts';
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
  const { sending, error, send, clearError } = useConfirmedRequest(placeSlip);
  const [placed, setPlaced] = useState<Slip | null>(null);

  const place = useCallback(
    async (request: PlaceSlipRequest) => {
      const slip = await send(request);
      if (slip) {
        setPlaced(slip);
        // The header shows the new balance now; the websocket's push confirms it.
        void sessionBus.refreshBalance();
      }
      return slip;
    },
    [send],
  );

  return { placing: sending, error, placed, place, clearError, startOver: useCallback(() => setPlaced(null), []) };
}
