// The round's limited numbers (เลขอั้น, docs/domain.md#number-limits) at the top of bet entry,
// before the member types one: grouped by kind (closed, paying a reduced percent, capped with what
// is still open under the cap), as the session bus last pushed them, so an operator's change shows
// at once. Collapsed it is one line with the count of each kind; the toggle opens the lists.
import { type LimitItem, moneyInWords, useLanguage, useMessages } from '@tanghuay/shared-auth';
import { BET_TYPE_LABELS, BET_TYPES, isBetType } from '@tanghuay/lottery-rules';
import { useId, useState } from 'react';
import { limitWords } from '../../../lib/limit-words.ts';
import { messages } from '../messages.ts';

const KINDS: readonly LimitItem['kind'][] = ['closed', 'reduced', 'cap'];

const typeOrder = (type: string) => (isBetType(type) ? BET_TYPES.indexOf(type) : BET_TYPES.length);
const byTypeThenNumber = (a: LimitItem, b: LimitItem) => typeOrder(a.type) - typeOrder(b.type) || a.number.localeCompare(b.number);

export function LimitsPanel({ limits }: { limits: LimitItem[] }) {
  const text = useMessages(messages);
  const language = useLanguage();
  const [open, setOpen] = useState(false);
  const listId = useId();
  if (limits.length === 0) return null;
  const groups = KINDS.map((kind) => ({ kind, items: limits.filter((limit) => limit.kind === kind).sort(byTypeThenNumber) })).filter((group) => group.items.length > 0);
  const typeLabel = (type: string) => (isBetType(type) ? BET_TYPE_LABELS[type][language] : type);
  const detail = (limit: LimitItem) => {
    if (limit.kind === 'closed') return null;
    if (limit.kind === 'cap' && limit.remaining !== undefined) return limit.remaining > 0 ? text.capLeft(moneyInWords(limit.remaining, language)) : text.capFull;
    return limitWords(limit, language);
  };

  return (
    <section className="bet-limits" aria-label={text.limitsTitle} data-testid="limits-panel">
      <button type="button" className="bet-limits__toggle" aria-expanded={open} aria-controls={listId} onClick={() => setOpen(!open)}>
        <strong>{text.limitsShort}</strong>
        <span className="bet-limits__counts">{groups.map((group) => `${text.limitKinds[group.kind]} ${group.items.length}`).join(' · ')}</span>
        <span aria-hidden="true" className="bet-limits__chevron">
          {open ? '▴' : '▾'}
        </span>
      </button>
      {open && (
        <div id={listId} className="bet-limits__groups">
          {groups.map((group) => (
            <section key={group.kind} aria-label={text.limitKinds[group.kind]} data-limit-kind={group.kind}>
              <h3 className="draft-group__title">{`${text.limitKinds[group.kind]} (${group.items.length})`}</h3>
              <ul className="bet-limits__list">
                {group.items.map((limit) => (
                  <li key={`${limit.type}:${limit.number}`} className={`bet-limit bet-limit--${limit.kind}`}>
                    <span className="lotto-muted">{typeLabel(limit.type)}</span> <strong className="lotto-digits">{limit.number}</strong>
                    {detail(limit) && <span className="bet-limit__detail"> {detail(limit)}</span>}
                  </li>
                ))}
              </ul>
            </section>
          ))}
        </div>
      )}
    </section>
  );
}
