// Asking to top up: quick amounts or one typed (components/amount-field.tsx checks it as it is
// typed against the operator's bounds per request and what the member's own deposit limits leave),
// then one confirm that shows it is sending and asks only once (lib/use-confirmed-request.ts). In
// demo mode the member may also choose to wait for staff approval, as a real deposit does. A
// refusal is shown in the API's words.
import { errorMessage, moneyInWords, useLanguage, useMessages } from '@tanghuay/shared-auth';
import { Alert, Button, Card, Flex, Switch } from 'antd';
import { type FormEvent, useId, useState } from 'react';
import { AmountField } from '../../../components/amount-field.tsx';
import { Figures } from '../../../components/figures.tsx';
import { Money } from '../../../components/money.tsx';
import { LoadError } from '../../../components/page-state.tsx';
import { type DepositLimits, LIMIT_PERIODS } from '../../../lib/deposit-limits.ts';
import { checkMoneyRequest } from '../../../lib/money-request.ts';
import type { PaymentTerms } from '../../../lib/payment-terms.ts';
import type { ApiState } from '../../../lib/use-api.ts';
import { useConfirmedRequest } from '../../../lib/use-confirmed-request.ts';
import { requestDeposit } from '../api/request-deposit.ts';
import type { Deposit } from '../deposit.ts';
import { depositCap } from '../model/cap.ts';

/** The amounts offered at one tap, in baht. */
const QUICK_AMOUNTS = [100, 300, 500, 1000, 5000];

const messages = {
  th: {
    demo: 'โหมดทดลอง: ยอดที่ฝากเป็นเงินทดลอง ไม่ต้องโอนเงินจริง',
    instant: 'เข้ากระเป๋าทันที',
    waitForApproval: 'ปิดไว้เพื่อลองขั้นตอนจริง: รายการจะรอเจ้าหน้าที่อนุมัติ',
    quick: 'เลือกจำนวนเงิน',
    left: { day: 'วันนี้ฝากได้อีก', week: 'สัปดาห์นี้ฝากได้อีก', month: 'เดือนนี้ฝากได้อีก' },
    confirm: 'ยืนยันฝากเงิน',
  },
  en: {
    demo: 'Demo mode: deposits are play money. No real transfer is needed.',
    instant: 'Credit at once',
    waitForApproval: 'Turn off to try the real flow: the request waits for staff approval.',
    quick: 'Choose an amount',
    left: { day: 'Left today', week: 'Left this week', month: 'Left this month' },
    confirm: 'Deposit',
  },
};

/** What the member's own limits leave in each period that has one. */
function LimitsLeft({ limits }: { limits: ApiState<DepositLimits> }) {
  const text = useMessages(messages);
  if (limits.error) return <LoadError error={limits.error} onRetry={limits.reload} />;
  if (!limits.data) return null;
  const { data } = limits;
  const items = LIMIT_PERIODS.flatMap((period) => {
    const { remaining } = data[period];
    return remaining === null ? [] : [{ label: text.left[period], value: <Money baht={remaining} strong /> }];
  });
  return items.length > 0 ? <Figures items={items} /> : null;
}

interface Props {
  terms: ApiState<PaymentTerms>;
  limits: ApiState<DepositLimits>;
  onRequested: (deposit: Deposit) => void;
}

export function AmountForm({ terms, limits, onRequested }: Props) {
  const text = useMessages(messages);
  const language = useLanguage();
  const hintId = useId();
  const requesting = useConfirmedRequest(requestDeposit);
  const [amount, setAmount] = useState('');
  const [submitted, setSubmitted] = useState(false);
  const [instant, setInstant] = useState(true);
  const demoMode = terms.data?.demoMode === true;
  const check = checkMoneyRequest(amount, terms.data?.deposit ?? null, limits.data ? depositCap(limits.data) : null);

  const change = (value: string) => {
    setAmount(value);
    requesting.clearError();
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setSubmitted(true);
    if (check.satang === undefined) return;
    const deposit = await requesting.send(demoMode ? { amount: check.satang / 100, demoCredit: instant } : { amount: check.satang / 100 });
    if (!deposit) return;
    setAmount('');
    setSubmitted(false);
    onRequested(deposit);
  };

  return (
    <Card>
      <form onSubmit={submit} noValidate>
        <Flex vertical gap={12}>
          {demoMode && (
            <>
              <Alert type="info" showIcon title={text.demo} />
              <label className="deposit-instant">
                <Switch checked={instant} onChange={setInstant} aria-describedby={hintId} />
                {text.instant}
              </label>
              <span id={hintId} className="lotto-muted">
                {text.waitForApproval}
              </span>
            </>
          )}
          {terms.error ? <LoadError error={terms.error} onRetry={terms.reload} /> : null}
          <LimitsLeft limits={limits} />
          <div role="group" aria-label={text.quick} className="deposit-picks">
            {QUICK_AMOUNTS.map((baht) => {
              const chosen = check.satang === baht * 100;
              return (
                <Button key={baht} size="large" type={chosen ? 'primary' : 'default'} aria-pressed={chosen} onClick={() => change(String(baht))}>
                  {moneyInWords(baht, language)}
                </Button>
              );
            })}
          </div>
          <AmountField action="deposit" value={amount} onChange={change} check={check} submitted={submitted} bounds={terms.data?.deposit ?? null} />
          {Boolean(requesting.error) && <Alert type="error" showIcon title={errorMessage(requesting.error, language)} />}
          <Button type="primary" size="large" htmlType="submit" block loading={requesting.sending}>
            {text.confirm}
          </Button>
        </Flex>
      </form>
    </Card>
  );
}
