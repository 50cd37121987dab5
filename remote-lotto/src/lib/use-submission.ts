// One way a page sends what the member asked for (a slip, a deposit, a withdrawal, new limits, a
// new password, a self-exclusion): one call at a time, so a double tap sends one request even
// before the button shows it is busy, and the refusal kept for the page to show in the API's
// words until the member tries again.
import { useCallback, useEffect, useRef, useState } from 'react';

export interface Submission<Args extends unknown[], Answer> {
  sending: boolean;
  error: unknown;
  /** The answer, or null when the call failed (see error) or another one is still on its way. */
  submit(...args: Args): Promise<Answer | null>;
  clearError(): void;
}

export function useSubmission<Args extends unknown[], Answer>(call: (...args: Args) => Promise<Answer>): Submission<Args, Answer> {
  const [sending, setSending] = useState(false);
  const [error, setError] = useState<unknown>(null);
  const onItsWay = useRef(false);
  const latestCall = useRef(call);
  useEffect(() => {
    latestCall.current = call;
  });

  const submit = useCallback(async (...args: Args) => {
    if (onItsWay.current) return null;
    onItsWay.current = true;
    setSending(true);
    setError(null);
    try {
      return await latestCall.current(...args);
    } catch (failure) {
      setError(failure);
      return null;
    } finally {
      onItsWay.current = false;
      setSending(false);
    }
  }, []);

  return { sending, error, submit, clearError: useCallback(() => setError(null), []) };
}
