// /backoffice/deposits: the deposit queue (components/queue-page.tsx).
import { QueuePage } from './components/queue-page.tsx';

export function DepositsPage() {
  return <QueuePage kind="deposits" />;
}
