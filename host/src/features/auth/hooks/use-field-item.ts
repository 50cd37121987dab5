// The props of a checked Form.Item: its name, its label and the rule that shows the problem of
// account-rules.ts in the interface language.
import { useMessages } from '@tanghuay/shared-auth';
import type { FormItemProps } from 'antd';
import { CHECKS, type Field, type Problem } from '../model/account-rules.ts';
import { messages } from '../messages.ts';

/** A validator's answer: refused with the problem's text, or accepted. */
const refuse = (problem: Problem | null, texts: Record<Problem, string>): Promise<void> =>
  problem ? Promise.reject(new Error(texts[problem])) : Promise.resolve();

export function useFieldItem() {
  const t = useMessages(messages);
  return {
    /** A field named after its check (or `name`). */
    item(field: Field, name: string = field): Pick<FormItemProps, 'name' | 'label' | 'rules'> {
      const texts = t.fields[field];
      return { name, label: texts.label, rules: [{ validator: (_rule, value) => refuse(CHECKS[field](value), texts) }] };
    },
    refuse,
  };
}
