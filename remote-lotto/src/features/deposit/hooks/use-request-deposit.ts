// Asking to top up: one Idempotency-Key per confirmation of one amount (model/confirmation.ts), and
// never two calls at once, so a double tap asks only once even before the button shows it is busy.
// An answer credited at once (demo mode) is shown in the header's balance straight away.
import { sessionBus } from '@tanghuay/shared-auth';
import { useCallback, useRef, useState } from 'react';
import { requestDeposit } from '../api/request-deposit.ts';
import type { Deposit } from '../deposit.ts';
import { type Confirmation, confirmationFor } from '../model/confirmation.ts';

export interface Requesting {
  sending: boolean;
  error: unknown;
  /** The request made, or null when it failed (see error) or another call is still on its way. */
  request(satang: number): Promise<Deposit | null>;
  clearError(): void;
}

export function useRequestDeposit(): Requesting {
  const [sending, setSending] = useState(false);
  const [error, setError] = useState<unknown>(null);
  const unanswered = useRef<Confirmation | null>(null);
  const onItsWay = useRef(false);

  const request = useCallback(async (satang: number) => {
    if (onItsWay.current) return null;
    onItsWay.current = true;
    const confirmation = confirmationFor(unanswered.current, satang);
    unanswered.current = confirmation;
    setSending(true);
    setError(null);
    try {
      const deposit = await requestDeposit(satang / 100, confirmation.key);
      unanswered.current = null;
      if (deposit.status === 'approved') void sessionBus.refreshBalance();
      return deposit;
    } catch (failure) {
      setError(failure);
      return null;
    } finally {
      onItsWay.current = false;
      setSending(false);
    }
  }, []);

  return { sending, error, request, clearError: useCallback(() => setError(null), []) };
}
