// One section of the settings page: its settings read from the API, a form of them the
// administrator edits, checked by the section's reader before it is sent, and the answer kept as
// the settings in force (an answer may say more than what is sent: `Answer`). Each section saves on
// its own.
import { useState } from 'react';
import { type ApiState, useApi } from '../../../lib/use-api.ts';
import { useSubmission } from '../../../lib/use-submission.ts';
import type { Reading, SettingsProblem } from '../model/settings-form.ts';

export interface SettingsSection<Settings, Form, Field extends string, Answer extends Settings = Settings> {
  loaded: ApiState<Answer>;
  /** The settings in force: the last save's answer, or as loaded. */
  inForce: Answer | undefined;
  /** The form: as edited, or the settings in force. */
  form: Form | undefined;
  change(changes: Partial<Form>): void;
  /** The problems to show: after a first attempt to save. */
  problems: Partial<Record<Field, SettingsProblem>>;
  save(): Promise<void>;
  sending: boolean;
  /** The API's refusal of the last save. */
  error: unknown;
  /** The last save went through and nothing changed since. */
  saved: boolean;
}

export function useSettingsSection<Settings, Form, Field extends string, Answer extends Settings = Settings>(
  /** The API path `load` reads, its query key. */
  path: string,
  load: (signal: AbortSignal) => Promise<Answer>,
  store: (settings: Settings) => Promise<Answer>,
  formOf: (settings: Answer) => Form,
  read: (form: Form) => Reading<Settings, Field>,
): SettingsSection<Settings, Form, Field, Answer> {
  const loaded = useApi([path], load);
  const [stored, setStored] = useState<Answer | null>(null);
  const [edited, setEdited] = useState<Form | null>(null);
  const [tried, setTried] = useState(false);
  const [saved, setSaved] = useState(false);
  const submission = useSubmission(store);
  const inForce = stored ?? loaded.data;
  const form = edited ?? (inForce === undefined ? undefined : formOf(inForce));
  const reading = form === undefined ? undefined : read(form);

  return {
    loaded,
    inForce,
    form,
    change(changes) {
      if (form === undefined) return;
      setEdited({ ...form, ...changes });
      setSaved(false);
      submission.clearError();
    },
    problems: tried ? (reading?.problems ?? {}) : {},
    async save() {
      setTried(true);
      if (!reading?.value) return;
      const answer = await submission.submit(reading.value);
      if (!answer) return;
      setStored(answer);
      setEdited(null);
      setTried(false);
      setSaved(true);
    },
    sending: submission.sending,
    error: submission.error,
    saved,
  };
}
