// A payment queue on phones: a card per request instead of the table, so nothing is cut off at
// 360 px — number and when, amount, member (to their page), the bank account, the status with its
// approvals, and the actions as large buttons across the card (44 px at least).
import { useStyleRegister } from '@ant-design/cssinjs';
import { useLanguage, useMessages } from '@tanghuay/shared-auth';
import { theme } from 'antd';
import { Link } from 'react-router-dom';
import { Money } from '../../../components/money.tsx';
import { formatDateTime } from '../../../lib/dates.ts';
import { memberPagePath } from '../../../lib/paths.ts';
import { BankAccountLines, bankOf, type QueueListProps, RequestActions, RequestStatus } from './request-parts.tsx';

const messages = {
  th: {
    list: { deposits: 'รายการฝากเงิน', withdrawals: 'รายการถอนเงิน' },
    request: (id: string) => `รายการ #${id}`,
    member: 'สมาชิก',
    bank: { deposits: 'บัญชีที่รับโอน', withdrawals: 'โอนเข้าบัญชี' },
  },
  en: {
    list: { deposits: 'Deposit requests', withdrawals: 'Withdrawal requests' },
    request: (id: string) => `Request #${id}`,
    member: 'Member',
    bank: { deposits: 'Paid to', withdrawals: 'Pay to account' },
  },
};

/** The smallest a control a finger taps may be. */
const TAP = 44;

function useCardStyles(): void {
  const { theme: antTheme, token } = theme.useToken();
  useStyleRegister({ theme: antTheme, token, path: ['tanghuay-request-cards'] }, () => ({
    '.bo-request-cards': { listStyle: 'none', margin: 0, padding: 0, display: 'flex', flexDirection: 'column', gap: 12 },
    '.bo-request-card': {
      display: 'flex',
      flexDirection: 'column',
      gap: 8,
      padding: 12,
      background: token.colorBgContainer,
      border: `1px solid ${token.colorBorderSecondary}`,
      borderRadius: token.borderRadiusLG,
    },
    '.bo-request-card__head': { display: 'flex', alignItems: 'baseline', justifyContent: 'space-between', gap: 8, flexWrap: 'wrap' },
    '.bo-request-card__amount': { fontSize: 20 },
    '.bo-request-card__member': { display: 'inline-flex', alignItems: 'center', minHeight: TAP, fontWeight: 600 },
    '.bo-request-card__label': { fontSize: 12, color: token.colorTextSecondary },
    '.bo-request-card__actions': { display: 'flex', gap: 8 },
    '.bo-request-card__actions .ant-btn': { flex: 1, minHeight: TAP, minWidth: TAP },
  }));
}

export function QueueCards({ kind, items, canApprove, onApprove, onReject }: QueueListProps) {
  useCardStyles();
  const text = useMessages(messages);
  const language = useLanguage();
  return (
    <ul className="bo-request-cards" aria-label={text.list[kind]}>
      {items.map((item) => (
        <li key={item.id}>
          <article className="bo-request-card" aria-label={text.request(item.id)}>
            <div className="bo-request-card__head">
              <span>
                <span className="bo-number">#{item.id}</span> <span className="lotto-muted">{formatDateTime(item.createdAt, language)}</span>
              </span>
              <span className="bo-request-card__amount">
                <Money baht={item.amount} strong />
              </span>
            </div>
            <div>
              <span className="bo-request-card__label">{text.member} </span>
              <Link className="bo-request-card__member" to={memberPagePath(item.member.id)}>
                {item.member.username}
              </Link>
            </div>
            <div>
              <div className="bo-request-card__label">{text.bank[kind]}</div>
              <BankAccountLines bank={bankOf(item)} />
            </div>
            <div>
              <RequestStatus item={item} />
            </div>
            <RequestActions item={item} canApprove={canApprove(item)} onApprove={onApprove} onReject={onReject} large />
          </article>
        </li>
      ))}
    </ul>
  );
}
