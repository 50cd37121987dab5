// The slip being built, grouped by bet type: each number with its stake, what it pays if it wins,
// and its warnings (reduced pay, closed number …); every line can be removed. Below them, the
// most the slip can pay on one result (pricing.ts, potentialWin).
import { useLanguage, useMessages } from '@tanghuay/shared-auth';
import { Button, Card, Tag } from 'antd';
import { Money } from '../../../components/money.tsx';
import { BET_TYPE_LABELS } from '@tanghuay/lottery-rules';
import { toBaht } from '../model/money.ts';
import { isBlocking, type SlipSummary } from '../model/pricing.ts';
import { problemText } from '../model/problem-text.ts';
import { messages } from '../messages.ts';

interface Props {
  summary: SlipSummary;
  onRemove: (id: string) => void;
  onClear: () => void;
}

export function DraftList({ summary, onRemove, onClear }: Props) {
  const text = useMessages(messages);
  const language = useLanguage();
  const types = [...new Set(summary.items.map((item) => item.type))];
  return (
    <Card
      size="small"
      title={<h2 className="bet-section-title">{`${text.draft} (${text.items(summary.items.length)})`}</h2>}
      extra={
        summary.items.length > 0 && (
          <Button danger type="text" onClick={onClear}>
            {text.clearDraft}
          </Button>
        )
      }
    >
      {summary.items.length === 0 ? (
        <p className="lotto-muted" style={{ margin: 0 }}>
          {text.draftEmpty}
        </p>
      ) : (
        types.map((type) => (
          <section key={type} className="draft-group" aria-label={BET_TYPE_LABELS[type][language]}>
            <h3 className="draft-group__title">{BET_TYPE_LABELS[type][language]}</h3>
            <ul className="draft-lines">
              {summary.items
                .filter((item) => item.type === type)
                .map((item) => (
                  <li key={item.id} className={`draft-line${item.problems.some(isBlocking) ? ' draft-line--blocked' : ''}`} data-testid="draft-line">
                    <span className="lotto-digits draft-line__number">{item.number}</span>
                    <span className="draft-line__money">
                      <Money baht={toBaht(item.stake)} /> → <Money baht={toBaht(item.winAmount)} />
                    </span>
                    <span className="draft-line__problems">
                      {item.problems.map((problem) => (
                        <Tag key={problem.kind} color={isBlocking(problem) ? 'red' : 'orange'} style={{ marginInlineEnd: 0 }}>
                          {problemText(problem, language)}
                        </Tag>
                      ))}
                    </span>
                    <Button
                      type="text"
                      aria-label={text.removeItem(BET_TYPE_LABELS[type][language], item.number)}
                      onClick={() => onRemove(item.id)}
                    >
                      ✕
                    </Button>
                  </li>
                ))}
            </ul>
          </section>
        ))
      )}
      {summary.items.length > 0 && (
        <p className="draft-best">
          {text.potentialWin} <strong data-testid="draft-potential-win"><Money baht={toBaht(summary.potentialWin)} /></strong>
          <span className="lotto-muted"> · {text.potentialWinNote}</span>
        </p>
      )}
    </Card>
  );
}
