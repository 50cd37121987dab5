// The member's deposit requests, newest first: amount, reference, when asked, status and, when
// rejected, why; a pending one can show where to pay again. "Load more" while older ones remain.
import { moneyInWords, useLanguage, useMessages } from '@tanghuay/shared-auth';
import { Button, Flex, Tag, Typography } from 'antd';
import { type ReactNode, useId } from 'react';
import { LoadMore } from '../../../components/load-more.tsx';
import { Empty, LoadError, Loading } from '../../../components/page-state.tsx';
import { formatDateTime } from '../../../lib/dates.ts';
import type { Deposit } from '../deposit.ts';
import type { PagedList } from '../../../lib/use-paged-list.ts';
import { DEPOSIT_STATUS } from '../statuses.ts';

const messages = {
  th: {
    title: 'รายการฝากเงินของฉัน',
    none: 'ยังไม่มีรายการฝากเงิน',
    reference: 'เลขอ้างอิง',
    reason: 'เหตุผล',
    howToPay: 'ดูช่องทางชำระ',
  },
  en: {
    title: 'My deposits',
    none: 'No deposits yet',
    reference: 'Reference',
    reason: 'Reason',
    howToPay: 'How to pay',
  },
};

function DepositItem({ deposit, onOpen }: { deposit: Deposit; onOpen: (deposit: Deposit) => void }) {
  const text = useMessages(messages);
  const language = useLanguage();
  const status = DEPOSIT_STATUS[deposit.status];
  return (
    <li className="deposit-item" data-deposit-id={deposit.id}>
      <div className="deposit-item__head">
        <span className="deposit-item__amount">
          {moneyInWords(deposit.amount, language)}
        </span>
        <Tag color={status.color} style={{ marginInlineEnd: 0 }}>
          {status.label[language]}
        </Tag>
      </div>
      <div className="lotto-muted">
        {text.reference} #{deposit.id} · {formatDateTime(deposit.createdAt, language)}
      </div>
      {deposit.status === 'rejected' && deposit.reason && (
        <Typography.Text type="danger">
          {text.reason}: {deposit.reason}
        </Typography.Text>
      )}
      {deposit.status === 'pending' && (
        <Button size="small" style={{ alignSelf: 'flex-start' }} onClick={() => onOpen(deposit)}>
          {text.howToPay}
        </Button>
      )}
    </li>
  );
}

export function DepositList({ list, onOpen }: { list: PagedList<Deposit>; onOpen: (deposit: Deposit) => void }) {
  const text = useMessages(messages);
  const { first, items } = list;
  const headingId = useId();

  let body: ReactNode;
  if (!first.data) {
    body = first.error ? <LoadError error={first.error} onRetry={first.reload} /> : <Loading />;
  } else if (items.length === 0) {
    body = <Empty title={text.none} />;
  } else {
    body = (
      <>
        <ul className="deposit-list" aria-labelledby={headingId}>
          {items.map((deposit) => (
            <DepositItem key={deposit.id} deposit={deposit} onOpen={onOpen} />
          ))}
        </ul>
        <LoadMore list={list} />
      </>
    );
  }
  return (
    <Flex vertical gap={8} component="section" aria-labelledby={headingId}>
      <Typography.Title level={2} id={headingId} style={{ margin: 0, fontSize: 17 }}>
        {text.title}
      </Typography.Title>
      {body}
    </Flex>
  );
}
