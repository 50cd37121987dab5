// /backoffice/members/:id (docs/backoffice.md, "Pages"): one member the caller reaches — the facts,
// a password-reset code, the discount — and, a tab each (in the address), their money history,
// slips and win/lose. A member out of reach answers 404 like one that does not exist: the
// not-found page.
import { backofficePage, NOT_FOUND_PATH, useLanguage, useMessages } from '@tanghuay/shared-auth';
import { Card, Segmented } from 'antd';
import axios from 'axios';
import { type ReactNode, useState } from 'react';
import { Link, Navigate, useParams } from 'react-router-dom';
import { BackofficeFrame } from '../../components/backoffice/backoffice-frame.tsx';
import { LoadError, Loading } from '../../components/page-state.tsx';
import { paramOf, useAddressParams } from '../../lib/query-params.ts';
import { useApi } from '../../lib/use-api.ts';
import { getMember, type MemberWithMaxDiscount } from './api/members.ts';
import { DiscountForm } from './components/discount-form.tsx';
import { MemberFacts } from './components/member-facts.tsx';
import { MemberSlips } from './components/member-slips.tsx';
import { MemberWinLose } from './components/member-winlose.tsx';
import { MoneyHistory } from './components/money-history.tsx';
import { ResetCodeButton } from './components/reset-code.tsx';

const TABS = ['money', 'slips', 'winlose'] as const;
type Tab = (typeof TABS)[number];
const isTab = (value: string): value is Tab => (TABS as readonly string[]).includes(value);

const messages = {
  th: {
    back: 'สมาชิกทั้งหมด',
    manage: 'จัดการ',
    history: 'ประวัติ',
    tabs: { money: 'ประวัติการเงิน', slips: 'โพย', winlose: 'ได้เสีย' },
  },
  en: {
    back: 'All members',
    manage: 'Manage',
    history: 'History',
    tabs: { money: 'Money history', slips: 'Slips', winlose: 'Win / lose' },
  },
};

function Member({ member, onChange }: { member: MemberWithMaxDiscount; onChange: (member: MemberWithMaxDiscount) => void }) {
  const text = useMessages(messages);
  const [params, change] = useAddressParams();
  const tab = paramOf(params, 'tab', isTab) ?? 'money';
  const sections: Record<Tab, ReactNode> = {
    money: <MoneyHistory memberId={member.id} />,
    slips: <MemberSlips memberId={member.id} />,
    winlose: <MemberWinLose memberId={member.id} />,
  };
  return (
    <>
      <div className="bo-split">
        <MemberFacts member={member} />
        <Card size="small" title={<h2 className="bo-section-title">{text.manage}</h2>}>
          <div className="bo-page" style={{ gap: 16 }}>
            <DiscountForm key={member.id} member={member} onSaved={onChange} />
            <div>
              <ResetCodeButton memberId={member.id} username={member.username} />
            </div>
          </div>
        </Card>
      </div>
      <section aria-label={text.history} className="bo-page" style={{ gap: 12 }}>
        <Segmented<Tab>
          aria-label={text.history}
          value={tab}
          onChange={(value) => change({ tab: value === 'money' ? undefined : value })}
          options={TABS.map((value) => ({ value, label: text.tabs[value] }))}
        />
        {sections[tab]}
      </section>
    </>
  );
}

export function MemberPage() {
  const text = useMessages(messages);
  const language = useLanguage();
  const id = useParams().id ?? '';
  const loaded = useApi(['/backoffice/members/{id}', id], (signal) => getMember(id, signal));
  const [changed, setChanged] = useState<MemberWithMaxDiscount | null>(null);
  const member = changed?.id === id ? changed : loaded.data;

  if (axios.isAxiosError(loaded.error) && loaded.error.response?.status === 404) return <Navigate to={NOT_FOUND_PATH} replace />;

  let body: ReactNode;
  if (member) body = <Member member={member} onChange={setChanged} />;
  else if (loaded.error) body = <LoadError error={loaded.error} onRetry={loaded.reload} />;
  else body = <Loading rows={8} />;

  return (
    <BackofficeFrame
      title={member?.username ?? backofficePage('member').label[language]}
      subtitle={member ? `${backofficePage('member').label[language]} #${member.id}` : undefined}
      actions={
        <Link className="lotto-action" to={backofficePage('members').path}>
          ← {text.back}
        </Link>
      }
    >
      {body}
    </BackofficeFrame>
  );
}
