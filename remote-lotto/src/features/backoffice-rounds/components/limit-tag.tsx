// A limit item as a tag, in words (lib/limit-words.ts): closed, paying a reduced percent, or capped at an amount.
import { useLanguage } from '@tanghuay/shared-auth';
import { Tag } from 'antd';
import { limitWords } from '../../../lib/limit-words.ts';
import type { Limit } from '../model/limits.ts';

const COLORS = { closed: 'red', reduced: 'orange', cap: 'purple' } as const;

export function LimitTag({ limit }: { limit: Pick<Limit, 'kind' | 'value'> }) {
  const language = useLanguage();
  return <Tag color={COLORS[limit.kind]}>{limitWords(limit, language)}</Tag>;
}
