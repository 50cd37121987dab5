// The member's deposit limits: read as the page opens; a save answers the new state, shown from
// then on together with what the save did. Saving asks once at a time (a double tap sends one
// request). When a change waiting comes into force while the page is open, the limits are read
// again at that moment, so the page never shows a pending change that is already in force.
import { useEffect, useRef, useState } from 'react';
import { MAX_TIMER_MS } from '../../../lib/server-clock.ts';
import { useApi } from '../../../lib/use-api.ts';
import { useSubmission } from '../../../lib/use-submission.ts';
import { type DepositLimits, getDepositLimits, LIMIT_PERIODS } from '../../../lib/deposit-limits.ts';
import { type LimitsBody, saveLimits } from '../api/save-limits.ts';

/** A save and the state it changed. */
export interface Saved {
  before: DepositLimits;
  after: DepositLimits;
}

export interface DepositLimitsState {
  /** The limits as last answered; undefined until the first answer. */
  limits: DepositLimits | undefined;
  /** The first reading's failure, with its retry. */
  loadError: unknown;
  reload: () => void;
  saving: boolean;
  saveError: unknown;
  saved: Saved | null;
  /** Sends the decision on all three limits: the new state, or null when refused (see saveError) or another is on its way. */
  save: (body: LimitsBody) => Promise<DepositLimits | null>;
}

/** The soonest time a pending change takes effect, if any waits. */
function nextChange(limits: DepositLimits | undefined): string | null {
  const times = LIMIT_PERIODS.flatMap((period) => limits?.[period].pending?.effectiveAt ?? []).sort();
  return times[0] ?? null;
}

export function useDepositLimits(): DepositLimitsState {
  const first = useApi(['/wallet/limits'], getDepositLimits);
  const [latest, setLatest] = useState<DepositLimits | null>(null);
  const limits = latest ?? first.data;
  const [saved, setSaved] = useState<Saved | null>(null);
  // The state a save is compared with: the one on screen when it was asked.
  const shown = useRef(limits);
  useEffect(() => {
    shown.current = limits;
  });

  const saving = useSubmission(async (body: LimitsBody): Promise<DepositLimits | null> => {
    const before = shown.current;
    if (!before) return null;
    setSaved(null);
    const after = await saveLimits(body);
    setLatest(after);
    setSaved({ before, after });
    return after;
  });

  const waitsUntil = nextChange(limits);
  useEffect(() => {
    if (waitsUntil === null) return;
    const controller = new AbortController();
    // A second after the change is due, so the API's clock has surely reached it.
    const wait = Math.min(MAX_TIMER_MS, Math.max(0, Date.parse(waitsUntil) - Date.now()) + 1_000);
    const timer = setTimeout(() => {
      getDepositLimits(controller.signal).then(setLatest, () => undefined);
    }, wait);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [waitsUntil]);

  return { limits, loadError: first.error, reload: first.reload, saving: saving.sending, saveError: saving.error, saved, save: saving.submit };
}
