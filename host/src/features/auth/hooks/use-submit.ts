// Sending a form to the API: what is being sent (for the button's spinner) and the error to show,
// in the interface language.
import { errorMessage, homeFor, type LoginAnswer, saveLogin, useLanguage } from '@tanghuay/shared-auth';
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';

export interface Submit<Input> {
  submit: (input: Input) => Promise<void>;
  /** What is being sent, or null when nothing is. */
  sending: Input | null;
  /** Why the last call failed, or null. */
  error: string | null;
}

export function useSubmit<Input, Output>(call: (input: Input) => Promise<Output>, onDone: (output: Output) => void): Submit<Input> {
  const language = useLanguage();
  const [sending, setSending] = useState<Input | null>(null);
  const [failure, setFailure] = useState<{ error: unknown } | null>(null);

  async function submit(input: Input) {
    setSending(input);
    setFailure(null);
    try {
      onDone(await call(input));
    } catch (error) {
      setFailure({ error });
    } finally {
      setSending(null);
    }
  }

  return { submit, sending, error: failure && errorMessage(failure.error, language) };
}

/** Sends a call that signs in (login, register), then keeps the session and goes to the user's home (a self-excluded member's: withdraw). */
export function useSignIn<Input>(call: (input: Input) => Promise<LoginAnswer>): Submit<Input> {
  const navigate = useNavigate();
  return useSubmit(call, (answer) => {
    saveLogin(answer);
    void navigate(homeFor(answer.userData), { replace: true });
  });
}
