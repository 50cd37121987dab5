// The summary before confirm: items and money per bet type, the totals (stake, discount, amount
// charged, possible win: the most one result can pay, docs/lottery.md "Bet entry"), each item's
// possible win, and every warning. Confirm is refused while anything would be refused by the API
// or the round is not open; the API's own refusal, when it comes, is shown as it says it (one line
// per problem) with the slip kept for editing. Confirming sends the slip from here
// (hooks/use-place-slip.ts): this chunk, fetched once the slip has a line, carries the sending.
import { errorMessage, moneyInWords, useLanguage, useMessages } from '@tanghuay/shared-auth';
import { Alert, Button, Modal } from 'antd';
import { useEffect } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { Money } from '../../../components/money.tsx';
import { depositPath } from '../../../lib/paths.ts';
import type { Slip } from '../../../lib/slip.ts';
import { BET_TYPE_LABELS } from '@tanghuay/lottery-rules';
import { usePlaceSlip } from '../hooks/use-place-slip.ts';
import { toBaht } from '../model/money.ts';
import { isBlocking, type SlipSummary as Summary } from '../model/pricing.ts';
import { problemText } from '../model/problem-text.ts';
import { messages } from '../messages.ts';

interface Props {
  open: boolean;
  roundId: string;
  summary: Summary;
  /** The member's balance in baht, or null before the wallet answered. */
  balance: number | null;
  canConfirm: boolean;
  closedMessage: string | null;
  /** The API placed the slip. */
  onPlaced: (slip: Slip) => void;
  onClose: () => void;
}

export function SlipSummary({ open, roundId, summary, balance, canConfirm, closedMessage, onPlaced, onClose }: Props) {
  const text = useMessages(messages);
  const { placing, error, place, clearError } = usePlaceSlip(onPlaced);
  // Each review starts without the last one's refusal.
  useEffect(() => {
    if (open) clearError();
  }, [open, clearError]);
  const onConfirm = () =>
    void place({ roundId, items: summary.items.map((item) => ({ type: item.type, number: item.number, amount: toBaht(item.stake) })) });
  const language = useLanguage();
  const warned = summary.items.filter((item) => item.problems.length > 0);
  const overBalance = balance !== null && toBaht(summary.charged) > balance;
  const navigate = useNavigate();
  const { pathname } = useLocation();
  return (
    <Modal
      open={open}
      title={text.summaryTitle}
      onCancel={onClose}
      width={640}
      rootClassName="bet-summary-modal"
      footer={[
        <Button key="back" onClick={onClose}>
          {text.back}
        </Button>,
        // More than the balance: confirm waits; topping up comes back to this slip (docs/lottery.md).
        overBalance && (
          <Button key="deposit" type="primary" onClick={() => navigate(depositPath(pathname))}>
            {text.deposit}
          </Button>
        ),
        <Button key="confirm" type="primary" loading={placing} disabled={!canConfirm || summary.blocked || overBalance} onClick={onConfirm}>
          {text.confirm}
        </Button>,
      ]}
    >
      <div className="bet-summary" data-testid="slip-summary">
        <table className="bet-table">
          <thead>
            <tr>
              <th scope="col">{text.type}</th>
              <th scope="col">{text.count}</th>
              <th scope="col">{text.stake}</th>
              <th scope="col">{text.charged}</th>
            </tr>
          </thead>
          <tbody>
            {summary.byType.map((row) => (
              <tr key={row.type}>
                <th scope="row">{BET_TYPE_LABELS[row.type][language]}</th>
                <td>{row.count}</td>
                <td>
                  <Money baht={toBaht(row.stake)} />
                </td>
                <td>
                  <Money baht={toBaht(row.charged)} />
                </td>
              </tr>
            ))}
          </tbody>
        </table>
        <dl className="bet-totals">
          <dt>{text.stake}</dt>
          <dd data-testid="summary-stake">
            <Money baht={toBaht(summary.stake)} />
          </dd>
          <dt>{text.discount}</dt>
          <dd data-testid="summary-discount">
            <Money baht={toBaht(summary.discount)} />
          </dd>
          <dt>{text.toPay}</dt>
          <dd data-testid="summary-charged">
            <Money baht={toBaht(summary.charged)} strong />
          </dd>
          <dt>{text.potentialWin}</dt>
          <dd data-testid="summary-potential-win">
            <Money baht={toBaht(summary.potentialWin)} />
          </dd>
        </dl>
        <p className="lotto-muted bet-summary__note">{text.potentialWinNote}</p>
        <details>
          <summary>
            {text.number} · {text.rate} · {text.win} ({text.items(summary.items.length)})
          </summary>
          <table className="bet-table">
            <tbody>
              {summary.items.map((item) => (
                <tr key={item.id}>
                  <td>{BET_TYPE_LABELS[item.type][language]}</td>
                  <td className="lotto-digits">{item.number}</td>
                  <td>
                    <Money baht={toBaht(item.stake)} />
                  </td>
                  <td>×{item.rate}{item.payPercent < 100 ? ` (${item.payPercent}%)` : ''}</td>
                  <td>
                    <Money baht={toBaht(item.winAmount)} />
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </details>
        {(warned.length > 0 || overBalance) && (
          <Alert
            type={summary.blocked ? 'error' : 'warning'}
            showIcon
            title={summary.blocked ? text.blocked : text.warnings}
            description={
              <ul className="bet-warnings">
                {warned.map((item) =>
                  item.problems.map((problem) => (
                    <li key={`${item.id}:${problem.kind}`} className={isBlocking(problem) ? 'bet-warnings--blocking' : undefined}>
                      {BET_TYPE_LABELS[item.type][language]} {item.number}: {problemText(problem, language)}
                    </li>
                  )),
                )}
                {overBalance && <li>{text.overBalance(moneyInWords(toBaht(summary.charged), language), moneyInWords(balance, language))}</li>}
              </ul>
            }
          />
        )}
        {closedMessage && <Alert type="error" showIcon title={closedMessage} />}
        {error !== undefined && error !== null && (
          <Alert type="error" showIcon role="alert" title={<span style={{ whiteSpace: 'pre-line' }}>{errorMessage(error, language)}</span>} data-testid="place-error" />
        )}
      </div>
    </Modal>
  );
}
