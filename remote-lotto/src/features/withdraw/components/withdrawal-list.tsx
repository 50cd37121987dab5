// The member's withdrawal requests, newest first: each with its amount, when it was asked, its
// status, the account it goes to and, once decided, when and any reason the handler gave; "load
// more" while older ones remain, and what to show while waiting, when there are none and when a
// call fails.
import { moneyInWords, useLanguage, useMessages } from '@tanghuay/shared-auth';
import { Card, Flex, Tag, Typography } from 'antd';
import { useId } from 'react';
import { LoadMore } from '../../../components/load-more.tsx';
import { Empty, LoadError, Loading } from '../../../components/page-state.tsx';
import { formatDateTime } from '../../../lib/dates.ts';
import type { Withdrawal } from '../api/withdrawal.ts';
import type { WithdrawalListState } from '../hooks/use-withdrawal-list.ts';
import { WITHDRAWAL_STATUS } from '../model/statuses.ts';
import { BankAccount } from './bank-account.tsx';

const messages = {
  th: {
    title: 'รายการถอนเงิน',
    none: 'ยังไม่มีรายการถอนเงิน',
    requestNo: 'รายการ',
    askedAt: 'แจ้งถอนเมื่อ',
    decidedAt: 'ดำเนินการเมื่อ',
    to: 'เข้าบัญชี',
    reason: 'เหตุผล',
    note: 'หมายเหตุ',
  },
  en: {
    title: 'Withdrawal requests',
    none: 'No withdrawals yet',
    requestNo: 'Request',
    askedAt: 'Requested',
    decidedAt: 'Decided',
    to: 'To',
    reason: 'Reason',
    note: 'Note',
  },
};

export function WithdrawalCard({ withdrawal }: { withdrawal: Withdrawal }) {
  const text = useMessages(messages);
  const language = useLanguage();
  const status = WITHDRAWAL_STATUS[withdrawal.status];
  return (
    <Card size="small" role="article" aria-label={`${text.requestNo} #${withdrawal.id}`}>
      <Flex vertical gap={4}>
        <Flex justify="space-between" align="center" gap={8}>
          <Typography.Text strong style={{ fontSize: 16 }}>
            {moneyInWords(withdrawal.amount, language)}
          </Typography.Text>
          <Tag color={status.color} style={{ marginInlineEnd: 0 }}>
            {status.label[language]}
          </Tag>
        </Flex>
        <div className="lotto-muted">
          {text.askedAt} {formatDateTime(withdrawal.createdAt, language)} · {text.requestNo} #{withdrawal.id}
        </div>
        <div className="lotto-muted">
          {text.to} <BankAccount bank={withdrawal.bank} />
        </div>
        {withdrawal.decidedAt && (
          <div className="lotto-muted">
            {text.decidedAt} {formatDateTime(withdrawal.decidedAt, language)}
          </div>
        )}
        {withdrawal.reason && (
          <Typography.Text type={withdrawal.status === 'rejected' ? 'danger' : undefined}>
            {withdrawal.status === 'rejected' ? text.reason : text.note}: {withdrawal.reason}
          </Typography.Text>
        )}
      </Flex>
    </Card>
  );
}

export function WithdrawalList({ list }: { list: WithdrawalListState }) {
  const text = useMessages(messages);
  const titleId = useId();
  const { first, items } = list;
  return (
    <section aria-labelledby={titleId}>
      <Flex vertical gap={8}>
        <Typography.Title level={2} id={titleId} style={{ margin: 0, fontSize: 17 }}>
          {text.title}
        </Typography.Title>
        {items.map((withdrawal) => (
          <WithdrawalCard key={withdrawal.id} withdrawal={withdrawal} />
        ))}
        {!first.data && (first.error ? <LoadError error={first.error} onRetry={first.reload} /> : <Loading />)}
        {first.data && items.length === 0 && <Empty title={text.none} />}
        <LoadMore list={list} />
      </Flex>
    </section>
  );
}
