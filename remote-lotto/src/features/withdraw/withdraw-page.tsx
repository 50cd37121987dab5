// /tanghuay-withdraw: the member asks to be paid out to their registered bank account (masked, from
// the payment terms), then follows their requests. A member without one is told how to get one and
// offered no form (docs/lottery.md, "Withdraw"). It is a self-excluded member's home: it then says
// first until when the break lasts and what the session allows.
import { apiErrorOf, sessionBus, useMessages, useObservable, useUserData } from '@tanghuay/shared-auth';
import { LottoPage } from '../../components/lotto-page.tsx';
import { MemberLink } from '../../components/member-link.tsx';
import { LoadError, Loading } from '../../components/page-state.tsx';
import { getPaymentTerms } from '../../lib/payment-terms.ts';
import { useApi } from '../../lib/use-api.ts';
import { useConfirmedRequest } from '../../lib/use-confirmed-request.ts';
import { requestWithdrawal } from './api/request-withdrawal.ts';
import { ExclusionNotice } from './components/exclusion-notice.tsx';
import { NoBankAccount } from './components/no-bank-account.tsx';
import { WithdrawForm } from './components/withdraw-form.tsx';
import { WithdrawalList } from './components/withdrawal-list.tsx';
import { useWithdrawalList } from './hooks/use-withdrawal-list.ts';

const messages = {
  th: { title: 'ถอนเงิน', deposit: 'ฝากเงิน' },
  en: { title: 'Withdraw', deposit: 'Deposit' },
};

export function WithdrawPage() {
  const text = useMessages(messages);
  // The balance the header shows (null until the wallet first answers).
  const balance = useObservable(sessionBus.displayBalance$, null);
  const excludedUntil = useUserData()?.selfExcludedUntil ?? null;
  const terms = useApi(['/wallet/payment-terms'], getPaymentTerms);
  const list = useWithdrawalList();
  const requesting = useConfirmedRequest(requestWithdrawal);
  // The account may have gone since the terms were read: the API's refusal says so.
  const refusedForNoAccount = apiErrorOf(requesting.error)?.code === 'NO_BANK_ACCOUNT';

  let form;
  if (!terms.data) form = terms.error ? <LoadError error={terms.error} onRetry={terms.reload} /> : <Loading rows={3} />;
  else if (terms.data.bankAccount === null || refusedForNoAccount) form = <NoBankAccount refusal={refusedForNoAccount ? requesting.error : undefined} />;
  else {
    form = (
      <WithdrawForm
        balance={balance}
        bounds={terms.data.withdrawal}
        bank={terms.data.bankAccount}
        requesting={requesting}
        onRequested={list.add}
      />
    );
  }
  return (
    <LottoPage title={text.title} beside={<MemberLink to="/tanghuay-deposit" className="lotto-link">{text.deposit}</MemberLink>}>
      {excludedUntil && <ExclusionNotice until={excludedUntil} />}
      {form}
      <WithdrawalList list={list} />
    </LottoPage>
  );
}
