// What staff need to know of a member at a glance: balance, agent (its page, for those who manage
// agents), status (and until when a self-exclusion lasts), phone, the bank account withdrawals are
// paid into, discount, joined.
import { useLanguage, useMessages } from '@tanghuay/shared-auth';
import { Card, Tag } from 'antd';
import { Link } from 'react-router-dom';
import { useCan } from '../../../components/backoffice/use-can.ts';
import { Figures } from '../../../components/figures.tsx';
import { Money } from '../../../components/money.tsx';
import { formatDateTime } from '../../../lib/dates.ts';
import { agentPagePath } from '../../../lib/paths.ts';
import type { MemberWithMaxDiscount } from '../api/members.ts';
import { MEMBER_STATUS } from '../model/member-status.ts';

const messages = {
  th: {
    facts: 'ข้อมูลสมาชิก',
    balance: 'ยอดเงินคงเหลือ',
    agent: 'เอเย่นต์',
    status: 'สถานะ',
    until: (when: string) => `ถึง ${when}`,
    phone: 'เบอร์โทร',
    bank: 'บัญชีรับเงินถอน',
    noBank: 'ยังไม่ได้ลงทะเบียน',
    discount: 'ส่วนลด',
    joined: 'สมัครเมื่อ',
    none: '—',
  },
  en: {
    facts: 'Member',
    balance: 'Balance',
    agent: 'Agent',
    status: 'Status',
    until: (when: string) => `until ${when}`,
    phone: 'Phone',
    bank: 'Withdrawals paid to',
    noBank: 'Not registered',
    discount: 'Discount',
    joined: 'Joined',
    none: '—',
  },
};

export function MemberFacts({ member }: { member: MemberWithMaxDiscount }) {
  const text = useMessages(messages);
  const language = useLanguage();
  const status = MEMBER_STATUS[member.status];
  const { bank, agent } = member;
  const agentsOpen = useCan('manage', 'Agent');
  return (
    <Card size="small" title={<h2 className="bo-section-title">{text.facts}</h2>}>
      <Figures
        wide
        items={[
          { label: text.balance, value: <Money baht={member.balance} strong /> },
          { label: text.agent, value: agent ? agentsOpen ? <Link to={agentPagePath(agent.id)}>{agent.username}</Link> : agent.username : text.none },
          {
            label: text.status,
            value: (
              <>
                <Tag color={status.color}>{status.label[language]}</Tag>
                {member.selfExcludedUntil && <span className="lotto-muted">{text.until(formatDateTime(member.selfExcludedUntil, language))}</span>}
              </>
            ),
          },
          { label: text.phone, value: member.phone ?? text.none },
          {
            label: text.bank,
            value: bank ? (
              <>
                {bank.code} <span className="lotto-digits">{bank.accountNo}</span>
                <div className="lotto-muted">{bank.accountName}</div>
              </>
            ) : (
              text.noBank
            ),
          },
          { label: text.discount, value: `${member.discount}%` },
          { label: text.joined, value: formatDateTime(member.createdAt, language) },
        ]}
      />
    </Card>
  );
}
