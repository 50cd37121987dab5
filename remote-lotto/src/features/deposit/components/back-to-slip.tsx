// The way back to the slip being built when bet entry sent the member here to top up (its
// "ฝากเงิน" on a slip costing more than the balance): the slip is kept in the browser, so going
// back finds it as it was. Before the top-up it is a quiet link; once the money is in, the main way on.
import { useMessages } from '@tanghuay/shared-auth';
import { Alert } from 'antd';
import { Link } from 'react-router-dom';

const messages = {
  th: {
    waiting: 'โพยที่ยังไม่ได้แทงรออยู่ ฝากเงินแล้วกลับไปแทงต่อได้เลย',
    toppedUp: 'เติมเงินแล้ว กลับไปยืนยันโพยได้เลย',
    back: 'กลับไปที่โพย',
  },
  en: {
    waiting: 'Your slip is waiting: top up, then go back to place it',
    toppedUp: 'Topped up: go back and confirm your slip',
    back: 'Back to my slip',
  },
};

export function BackToSlip({ to, toppedUp }: { to: string; toppedUp: boolean }) {
  const text = useMessages(messages);
  return (
    <Alert
      type={toppedUp ? 'success' : 'info'}
      showIcon
      role={toppedUp ? 'status' : undefined}
      title={toppedUp ? text.toppedUp : text.waiting}
      action={
        <Link to={to} className={`lotto-action${toppedUp ? ' lotto-action--primary' : ''}`}>
          {text.back}
        </Link>
      }
      data-testid="back-to-slip"
    />
  );
}
