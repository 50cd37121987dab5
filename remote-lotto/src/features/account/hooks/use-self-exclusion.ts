// Self-exclusion: whether one is set (read as the page opens), and asking for one with the
// password — once per confirmation (a double tap sends one request, and nothing more is sent once
// it is done). On success every session of the account has ended, so this tab signs out at once.
import { type ApiState, useApi } from '../../../lib/use-api.ts';
import { useSubmission } from '../../../lib/use-submission.ts';
import { excludeSelf, getSelfExclusion, type SelfExclusion } from '../api/self-exclusion.ts';
import { exclusionEnd } from '../model/self-exclusion.ts';
import { useSignedOut } from './use-signed-out.ts';

export interface Excluding {
  current: ApiState<SelfExclusion>;
  sending: boolean;
  error: unknown;
  exclude(days: number, password: string): Promise<void>;
  clearError(): void;
}

export function useSelfExclusion(): Excluding {
  const current = useApi(['/account/self-exclusion'], getSelfExclusion);
  const signedOut = useSignedOut();
  const { sending, error, submit, clearError } = useSubmission(excludeSelf);

  const exclude = async (days: number, password: string) => {
    const answer = await submit({ days, password });
    // Done: this page's session has ended with every other; nothing more is sent from here.
    if (answer) signedOut(answer.selfExcludedUntil ?? exclusionEnd(days, Date.now(), null));
  };

  return { current, sending, error, exclude, clearError };
}
