// What a self-excluded member reads first on their home, the withdraw page (docs/domain.md#responsible-play):
// until when the break lasts, and what the session still allows — the history and withdrawing the
// balance (shown by the form below and the header), no bets or deposits.
import { useLanguage, useMessages } from '@tanghuay/shared-auth';
import { Alert } from 'antd';
import { atText } from '../../../lib/dates.ts';

const messages = {
  th: {
    title: (until: string) => `บัญชีนี้พักการเล่นอยู่จนถึง ${until}`,
    allowed: 'ระหว่างนี้คุณดูประวัติการเงินและโพย และถอนเงินคงเหลือได้ แต่แทงหวยและฝากเงินไม่ได้จนกว่าจะครบกำหนด',
  },
  en: {
    title: (until: string) => `This account is on a break until ${until}`,
    allowed: 'Meanwhile you can see your money history and slips and withdraw your balance, but not bet or deposit until the break is over.',
  },
};

export function ExclusionNotice({ until }: { until: string }) {
  const text = useMessages(messages);
  const language = useLanguage();
  return <Alert type="warning" showIcon title={text.title(atText(until, language))} description={text.allowed} />;
}
