// How a page sends what the member asked for (a slip, a deposit, a withdrawal, new limits, a new
// password, a self-exclusion): a TanStack mutation, one call at a time, so a double tap sends one
// request even before the button shows it is busy, and the refusal kept for the page to show in
// the API's words until the member tries again.
import { useMutation } from '@tanstack/react-query';
import { useCallback, useEffect, useRef } from 'react';

export interface Submission<Args extends unknown[], Answer> {
  sending: boolean;
  error: unknown;
  /** The answer, or null when the call failed (see error) or another one is still on its way. */
  submit(...args: Args): Promise<Answer | null>;
  clearError(): void;
}

export function useSubmission<Args extends unknown[], Answer>(call: (...args: Args) => Promise<Answer>): Submission<Args, Answer> {
  const onItsWay = useRef(false);
  const latestCall = useRef(call);
  useEffect(() => {
    latestCall.current = call;
  });
  const { mutateAsync, isPending, error, reset } = useMutation({ mutationFn: (args: Args) => latestCall.current(...args) });

  const submit = useCallback(
    async (...args: Args) => {
      if (onItsWay.current) return null;
      onItsWay.current = true;
      try {
        return await mutateAsync(args);
      } catch {
        return null;
      } finally {
        onItsWay.current = false;
      }
    },
    [mutateAsync],
  );

  const clearError = useCallback(() => {
    if (!onItsWay.current) reset();
  }, [reset]);

  return { sending: isPending, error, submit, clearError };
}
