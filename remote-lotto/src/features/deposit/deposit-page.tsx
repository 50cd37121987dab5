// /tanghuay-deposit: the member tops up (docs/lottery.md, "Deposit"). An amount (quick picks or
// typed, within what the member's own deposit limits leave) is asked for once per confirmation;
// the answer shows where to pay (the PromptPay QR and the bank account) and follows the request
// until it is approved, which updates the header's balance, or rejected. In demo mode the API
// credits play money at once and the page says so. Below, the member's requests, a page at a time.
import { useMessages } from '@tanghuay/shared-auth';
import { useCallback, useState } from 'react';
import { LottoPage } from '../../components/lotto-page.tsx';
import { useApi } from '../../lib/use-api.ts';
import { getDemoMode } from './api/get-demo-mode.ts';
import { getLimits } from './api/get-limits.ts';
import { AmountForm } from './components/amount-form.tsx';
import { DepositList } from './components/deposit-list.tsx';
import { DepositRequest } from './components/deposit-request.tsx';
import type { Deposit } from './deposit.ts';
import { useDepositStyles } from './deposit-styles.ts';
import { useDepositList } from './hooks/use-deposit-list.ts';
import { useRequestDeposit } from './hooks/use-request-deposit.ts';

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
  // Without an answer the page says nothing of demo mode; the request's own answer still tells.
  const demoMode = useApi((signal) => getDemoMode(signal).catch(() => false), []);
  const limits = useApi(getLimits, []);
  const list = useDepositList();
  const requesting = useRequestDeposit();
  const [shown, setShown] = useState<Shown | null>(null);

  const { reload: reloadLimits } = limits;
  const { reload: reloadList } = list;
  // What was asked for counts against the limits at once; the list shows it, then its decision.
  const changed = useCallback(() => {
    reloadLimits();
    reloadList();
  }, [reloadLimits, reloadList]);

  const requested = (deposit: Deposit) => {
    setShown({ deposit, instant: deposit.status === 'approved' });
    changed();
  };

  return (
    <LottoPage title={text.title}>
      {shown ? (
        <DepositRequest
          key={shown.deposit.id}
          deposit={shown.deposit}
          instant={shown.instant}
          onDecided={changed}
          onNew={() => setShown(null)}
        />
      ) : (
        <AmountForm demoMode={demoMode.data === true} limits={limits} requesting={requesting} onRequested={requested} />
      )}
      <DepositList list={list} onOpen={(deposit) => setShown({ deposit, instant: false })} />
    </LottoPage>
  );
}
