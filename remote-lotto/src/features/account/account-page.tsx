// /tanghuay-account: the member's account and responsible play (docs/lottery.md, "Account and responsible play"): their own
// deposit limits per day, week and month (a lower limit at once, a higher one or none after 24
// hours), taking a break (self-exclusion: signed out everywhere at once, no sign-in until it ends,
// never shortened), changing the password, and the responsible-play statement with where to get
// help. One column on a phone; on a wide screen the break and the password side by side.
import { useMessages } from '@tanghuay/shared-auth';
import { Link } from 'react-router-dom';
import { LottoPage } from '../../components/lotto-page.tsx';
import { useAccountStyles } from './account-styles.ts';
import { ChangePasswordSection } from './components/change-password-section.tsx';
import { DepositLimitsSection } from './components/deposit-limits-section.tsx';
import { ResponsiblePlaySection } from './components/responsible-play-section.tsx';
import { SelfExclusionSection } from './components/self-exclusion-section.tsx';

const messages = {
  th: { title: 'บัญชีของฉัน', history: 'ประวัติการเงิน' },
  en: { title: 'My account', history: 'Money history' },
};

export function AccountPage() {
  useAccountStyles();
  const text = useMessages(messages);
  return (
    <LottoPage title={text.title} beside={<Link to="/tanghuay-account/transactions" className="lotto-link">{text.history}</Link>}>
      <DepositLimitsSection />
      <div className="account-pair">
        <SelfExclusionSection />
        <ChangePasswordSection />
      </div>
      <ResponsiblePlaySection />
    </LottoPage>
  );
}
