// /tanghuay-account/transactions: the member's money history (ประวัติการเงิน), every line of their
// wallet and of the money held for withdrawals, newest first, a page at a time: what moved the
// money, the amount signed, when, what it refers to (a slip opens its page) and the balance after.
import { useMessages } from '@tanghuay/shared-auth';
import { LottoPage } from '../../components/lotto-page.tsx';
import { usePagedList } from '../../lib/use-paged-list.ts';
import { getTransactions } from './api/get-transactions.ts';
import { TransactionList } from './components/transaction-list.tsx';
import { useTransactionsStyles } from './transactions-styles.ts';

const messages = {
  th: { title: 'ประวัติการเงิน' },
  en: { title: 'Money history' },
};

export function TransactionsPage() {
  useTransactionsStyles();
  const text = useMessages(messages);
  const list = usePagedList(['/wallet/transactions'], getTransactions);
  return (
    <LottoPage title={text.title}>
      <TransactionList list={list} />
    </LottoPage>
  );
}
