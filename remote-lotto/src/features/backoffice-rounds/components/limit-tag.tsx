// A limit item in words: closed, paying a reduced percent, or capped at an amount.
import { formatBalance, useMessages } from '@tanghuay/shared-auth';
import { Tag } from 'antd';
import type { Limit } from '../model/limits.ts';

const messages = {
  th: { closed: 'ปิดรับ', reduced: (percent: number) => `จ่าย ${percent}%`, cap: (baht: string) => `รับไม่เกิน ${baht} บาท` },
  en: { closed: 'Closed', reduced: (percent: number) => `Pays ${percent}%`, cap: (baht: string) => `Up to ${baht} baht` },
};

const COLORS = { closed: 'red', reduced: 'orange', cap: 'purple' } as const;

/** The words of a limit, for a tag or a button. */
export function useLimitWords(): (limit: Pick<Limit, 'kind' | 'value'>) => string {
  const text = useMessages(messages);
  return ({ kind, value }) => {
    if (kind === 'closed' || value === null) return text.closed;
    return kind === 'reduced' ? text.reduced(value) : text.cap(formatBalance(value));
  };
}

export function LimitTag({ limit }: { limit: Pick<Limit, 'kind' | 'value'> }) {
  const words = useLimitWords();
  return <Tag color={COLORS[limit.kind]}>{words(limit)}</Tag>;
}
