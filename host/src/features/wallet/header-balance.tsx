// The header's balance (docs/architecture.md#session-bus): "ยอดเงินของคุณ", the amount and the
// user's currency, "1,500.00 THB" (docs/lottery.md#how-money-reads). It shows the bus's
// display copy (every 500 ms, and at once when the websocket pushes a new balance), and a
// placeholder until the wallet has first answered.
import { balanceWithCurrency, sessionBus, useMessages, useObservable } from '@tanghuay/shared-auth';
import { Skeleton } from 'antd';

const messages = {
  th: { label: 'ยอดเงินของคุณ', loading: 'กำลังโหลดยอดเงิน', refresh: 'แตะเพื่อรีเฟรชยอดเงิน' },
  en: { label: 'Your balance', loading: 'Loading your balance', refresh: 'Tap to refresh your balance' },
};

export function HeaderBalance({ currency }: { currency: string }) {
  const text = useMessages(messages);
  const balance = useObservable(sessionBus.displayBalance$, null);
  return (
    <button
      type="button"
      className="header-balance"
      title={text.refresh}
      onClick={() => void sessionBus.refreshBalance()}
      data-testid="header-balance"
    >
      <span className="header-balance__label">{text.label}</span>
      {balance === null ? (
        <span role="status" aria-label={text.loading}>
          <Skeleton.Input active size="small" style={{ width: 96, minWidth: 96, height: 18 }} />
        </span>
      ) : (
        <span className="header-balance__amount" data-testid="balance-amount">
          {balanceWithCurrency(balance, currency)}
        </span>
      )}
    </button>
  );
}
