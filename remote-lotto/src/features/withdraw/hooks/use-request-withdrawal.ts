// Confirming a withdrawal: one Idempotency-Key per confirmation of one amount. Confirming the same
// amount again (after a timeout or a lost answer) sends the same key, so the API answers the request
// it already holds instead of holding the money twice; another amount is a new confirmation. While
// one is on its way, another confirm asks nothing.
import { apiErrorOf, sessionBus } from '@tanghuay/shared-auth';
import { useCallback, useRef, useState } from 'react';
import { newIdempotencyKey } from '../../../lib/idempotency-key.ts';
import { requestWithdrawal } from '../api/request-withdrawal.ts';
import type { Withdrawal } from '../api/withdrawal.ts';

export interface Requesting {
  sending: boolean;
  error: unknown;
  /** The API refused because the member has no registered bank account. */
  noBankAccount: boolean;
  request(amount: number): Promise<Withdrawal | null>;
  clearError(): void;
}

export function useRequestWithdrawal(): Requesting {
  const [sending, setSending] = useState(false);
  const [error, setError] = useState<unknown>(null);
  const [noBankAccount, setNoBankAccount] = useState(false);
  const confirmation = useRef<{ key: string; amount: number } | null>(null);
  const inFlight = useRef(false);

  const request = useCallback(async (amount: number) => {
    if (inFlight.current) return null;
    inFlight.current = true;
    if (confirmation.current?.amount !== amount) confirmation.current = { key: newIdempotencyKey(), amount };
    setSending(true);
    setError(null);
    try {
      const withdrawal = await requestWithdrawal(amount, confirmation.current.key);
      confirmation.current = null;
      // The header shows the lower balance now; the websocket's push confirms it.
      void sessionBus.refreshBalance();
      return withdrawal;
    } catch (failure) {
      setError(failure);
      if (apiErrorOf(failure)?.code === 'NO_BANK_ACCOUNT') setNoBankAccount(true);
      return null;
    } finally {
      inFlight.current = false;
      setSending(false);
    }
  }, []);

  return { sending, error, noBankAccount, request, clearError: useCallback(() => setError(null), []) };
}
