// What a self-excluded member reads first on their home, the withdraw page (docs/domain.md#responsible-play):
// until when the break lasts, what the session still allows (history and withdrawing, no bets or
// deposits), and the balance that can be withdrawn now.
import { formatBalance, useLanguage, useMessages } from '@tanghuay/shared-auth';
import { Alert } from 'antd';
import { atText } from '../../../lib/dates.ts';

const messages = {
  th: {
    title: (until: string) => `บัญชีนี้พักการเล่นอยู่จนถึง ${until}`,
    allowed: 'ระหว่างนี้คุณดูประวัติการเงินและโพย และถอนเงินคงเหลือได้ แต่แทงหวยและฝากเงินไม่ได้จนกว่าจะครบกำหนด',
    balance: (baht: string) => `ยอดเงินที่ถอนได้ ${baht} บาท`,
  },
  en: {
    title: (until: string) => `This account is on a break until ${until}`,
    allowed: 'Meanwhile you can see your money history and slips and withdraw your balance, but not bet or deposit until the break is over.',
    balance: (baht: string) => `You can withdraw ${baht} baht`,
  },
};

/** `balance`: baht, null until the wallet first answers. */
export function ExclusionNotice({ until, balance }: { until: string; balance: number | null }) {
  const text = useMessages(messages);
  const language = useLanguage();
  return (
    <Alert
      type="warning"
      showIcon
      title={text.title(atText(until, language))}
      description={
        <>
          <p style={{ margin: 0 }}>{text.allowed}</p>
          {balance !== null && (
            <p style={{ margin: '4px 0 0', fontWeight: 600 }} data-testid="exclusion-balance">
              {text.balance(formatBalance(balance))}
            </p>
          )}
        </>
      }
    />
  );
}
