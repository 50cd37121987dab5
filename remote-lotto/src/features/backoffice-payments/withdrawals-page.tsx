// /backoffice/withdrawals: the withdrawal queue (components/queue-page.tsx), each with the member's
// bank account in full, where the money is paid.
import { QueuePage } from './components/queue-page.tsx';

export function WithdrawalsPage() {
  return <QueuePage kind="withdrawals" />;
}
