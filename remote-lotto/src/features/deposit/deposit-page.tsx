// /tanghuay-deposit: the member tops up (docs/lottery.md, "Deposit"). An amount (quick picks or
// typed, within the operator's bounds per request and what the member's own deposit limits leave,
// both from the API) is asked for once per confirmation; the answer shows where to pay (the
// PromptPay QR and the bank account) and follows the request until it is approved, which updates
// the header's balance, or rejected. In demo mode the API credits play money at once (unless the
// member chose to wait for approval) and the page says so. Below, the member's requests, a page at
// a time. Opened from bet entry (?back= its address, lib/round.ts betReturnPath), the page leads
// back to the slip, most plainly once a request is approved.
import { sessionBus, useMessages } from '@tanghuay/shared-auth';
import { useCallback, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { LottoPage } from '../../components/lotto-page.tsx';
import { getDepositLimits } from '../../lib/deposit-limits.ts';
import { getPaymentTerms } from '../../lib/payment-terms.ts';
import { betReturnPath } from '../../lib/round.ts';
import { useApi } from '../../lib/use-api.ts';
import { usePagedList } from '../../lib/use-paged-list.ts';
import { getDeposits } from './api/get-deposits.ts';
import { AmountForm } from './components/amount-form.tsx';
import { BackToSlip } from './components/back-to-slip.tsx';
import { DepositList } from './components/deposit-list.tsx';
import { DepositRequest } from './components/deposit-request.tsx';
import type { Deposit } from './deposit.ts';
import { useDepositStyles } from './deposit-styles.ts';

const messages = {
  th: { title: 'ฝากเงิน' },
  en: { title: 'Deposit' },
};

/** The request on show: just asked for, or a pending one opened from the list. */
interface Shown {
  deposit: Deposit;
  /** Approved in the answer to asking: demo mode's play money. */
  instant: boolean;
}

export function DepositPage() {
  useDepositStyles();
  const text = useMessages(messages);
  const terms = useApi(['/wallet/payment-terms'], getPaymentTerms);
  const limits = useApi(['/wallet/limits'], getDepositLimits);
  const list = usePagedList(['/wallet/deposits'], getDeposits);
  const [shown, setShown] = useState<Shown | null>(null);
  const back = betReturnPath(useSearchParams()[0].get('back'));
  const [toppedUp, setToppedUp] = useState(false);

  const { reload: reloadLimits } = limits;
  const { reload: reloadList } = list;
  // What was asked for counts against the limits at once; the list shows it, then its decision.
  const changed = useCallback(() => {
    reloadLimits();
    reloadList();
  }, [reloadLimits, reloadList]);

  const requested = (deposit: Deposit) => {
    setShown({ deposit, instant: deposit.status === 'approved' });
    // Play money credited at once: the header shows it now.
    if (deposit.status === 'approved') {
      void sessionBus.refreshBalance();
      setToppedUp(true);
    }
    changed();
  };
  const decided = (deposit: Deposit) => {
    if (deposit.status === 'approved') setToppedUp(true);
    changed();
  };

  return (
    <LottoPage title={text.title}>
      {back && <BackToSlip to={back} toppedUp={toppedUp} />}
      {shown ? (
        <DepositRequest
          key={shown.deposit.id}
          deposit={shown.deposit}
          instant={shown.instant}
          onDecided={decided}
          onNew={() => setShown(null)}
        />
      ) : (
        <AmountForm terms={terms} limits={limits} onRequested={requested} />
      )}
      <DepositList list={list} onOpen={(deposit) => setShown({ deposit, instant: false })} />
    </LottoPage>
  );
}
