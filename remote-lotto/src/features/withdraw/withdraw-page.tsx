// /tanghuay-withdraw: the member asks to be paid out to their registered bank account, then follows
// their requests. The API gives a member's bank account (masked) only inside their withdrawals, so
// the account is shown from the newest request; before the first one the page names "the account
// registered at sign-up", and a refusal for having none (NO_BANK_ACCOUNT) turns the form into how to
// get one (docs/lottery.md, "Withdraw").
import { sessionBus, useMessages, useObservable } from '@tanghuay/shared-auth';
import { Link } from 'react-router-dom';
import { LottoPage } from '../../components/lotto-page.tsx';
import { NoBankAccount } from './components/no-bank-account.tsx';
import { WithdrawForm } from './components/withdraw-form.tsx';
import { WithdrawalList } from './components/withdrawal-list.tsx';
import { useRequestWithdrawal } from './hooks/use-request-withdrawal.ts';
import { useWithdrawalList } from './hooks/use-withdrawal-list.ts';

const messages = {
  th: { title: 'ถอนเงิน', deposit: 'ฝากเงิน' },
  en: { title: 'Withdraw', deposit: 'Deposit' },
};

export function WithdrawPage() {
  const text = useMessages(messages);
  // The balance the header shows (null until the wallet first answers).
  const balance = useObservable(sessionBus.displayBalance$, null);
  const list = useWithdrawalList();
  const requesting = useRequestWithdrawal();
  return (
    <LottoPage title={text.title} beside={<Link to="/tanghuay-deposit">{text.deposit}</Link>}>
      {requesting.noBankAccount ? (
        <NoBankAccount refusal={requesting.error} />
      ) : (
        <WithdrawForm balance={balance} bank={list.items[0]?.bank} requesting={requesting} onRequested={list.add} />
      )}
      <WithdrawalList list={list} />
    </LottoPage>
  );
}
