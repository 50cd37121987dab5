// A round's limit items while the operator edits them. The list in force comes live: from the
// round's terms at first, then from the session bus, which watches the round for this page and
// pushes every change (this operator's saves and anyone else's), or from the answer to a save. An
// edit starts a draft of the whole list, kept until it is saved (PUT …/limits, the whole list) or
// dropped; if the list in force changes meanwhile, the page says so before the draft replaces it.
import { errorMessage, type LimitItem, sessionBus, useLanguage } from '@tanghuay/shared-auth';
import { useEffect, useState } from 'react';
import { useSubmission } from '../../../lib/use-submission.ts';
import { saveLimits } from '../api/limits.ts';
import { type Limit, limitsBody, limitsOf, sameLimits, sameTarget, withLimits } from '../model/limits.ts';

export interface RoundLimits {
  /** The list shown: the draft while there is one, else the list in force. */
  items: Limit[];
  /** The list in force. */
  inForce: Limit[];
  editing: boolean;
  /** The list in force changed since the draft began. */
  changedElsewhere: boolean;
  add(limits: readonly Limit[]): void;
  remove(limit: Pick<Limit, 'type' | 'number'>): void;
  /** Drops the draft. */
  discard(): void;
  save(): Promise<void>;
  saving: boolean;
  /** Why the last save was refused, in the API's words (several lines for several items). */
  saveError: string | null;
}

export function useRoundLimits(roundId: string, answered: readonly LimitItem[] | undefined): RoundLimits {
  const language = useLanguage();
  const [latest, setLatest] = useState<{ roundId: string; items: LimitItem[] } | null>(null);
  const [draft, setDraft] = useState<{ base: Limit[]; items: Limit[] } | null>(null);

  useEffect(() => sessionBus.watchRound(roundId), [roundId]);
  useEffect(() => {
    const subscription = sessionBus.limits$.subscribe((pushed) => {
      if (pushed?.roundId === roundId) setLatest(pushed);
    });
    return () => subscription.unsubscribe();
  }, [roundId]);

  const inForce = limitsOf(latest?.roundId === roundId ? latest.items : (answered ?? []));
  const submission = useSubmission((items: Limit[]) => saveLimits(roundId, limitsBody(items)));

  const edit = (change: (items: Limit[]) => Limit[]) => {
    submission.clearError();
    setDraft((current) => ({ base: current?.base ?? inForce, items: change(current?.items ?? inForce) }));
  };

  return {
    items: draft?.items ?? inForce,
    inForce,
    editing: draft !== null,
    changedElsewhere: draft !== null && !sameLimits(draft.base, inForce),
    add: (limits) => edit((items) => withLimits(items, limits)),
    remove: (limit) => edit((items) => items.filter((item) => !sameTarget(item, limit))),
    discard: () => {
      submission.clearError();
      setDraft(null);
    },
    async save() {
      if (!draft) return;
      const saved = await submission.submit(draft.items);
      if (!saved) return;
      setLatest({ roundId, items: saved });
      setDraft(null);
    },
    saving: submission.sending,
    saveError: submission.error ? errorMessage(submission.error, language) : null,
  };
}
