// Asking to top up: quick amounts or one typed (checked by model/amount.ts as it is typed, against
// what the member's own deposit limits leave), the rule the API keeps per request, then one
// confirm that shows it is sending and asks only once. A refusal is shown in the API's words.
import { MAX_BAHT } from '../../../lib/amount.ts';
import { errorMessage, formatBalance, useLanguage, useMessages } from '@tanghuay/shared-auth';
import { Alert, Button, Card, Flex, Input, Typography } from 'antd';
import { type FormEvent, useId, useState } from 'react';
import { Figures } from '../../../components/figures.tsx';
import { Money } from '../../../components/money.tsx';
import { LoadError } from '../../../components/page-state.tsx';
import type { ApiState } from '../../../lib/use-api.ts';
import { type DepositLimits, LIMIT_PERIODS } from '../limits.ts';
import type { Deposit } from '../deposit.ts';
import type { Requesting } from '../hooks/use-request-deposit.ts';
import { type AmountCheck, type AmountProblem, checkAmount, type Remaining, tightestRemaining } from '../model/amount.ts';

/** The amounts offered at one tap, in baht. */
const QUICK_AMOUNTS = [100, 300, 500, 1000, 5000];

const messages = {
  th: {
    demo: 'โหมดทดลอง: ยอดที่ฝากเป็นเงินทดลอง เข้ากระเป๋าทันที ไม่ต้องโอนเงินจริง',
    quick: 'เลือกจำนวนเงิน',
    amount: 'จำนวนเงินที่ต้องการฝาก (บาท)',
    baht: 'บาท',
    rule: 'ใส่ทศนิยมได้ไม่เกิน 2 ตำแหน่ง ยอดฝากขั้นต่ำและสูงสุดต่อครั้งเป็นไปตามที่เว็บกำหนด หากไม่อยู่ในเกณฑ์ ระบบจะแจ้งเหตุผลให้ทราบ',
    left: { day: 'วันนี้ฝากได้อีก', week: 'สัปดาห์นี้ฝากได้อีก', month: 'เดือนนี้ฝากได้อีก' },
    confirm: 'ยืนยันฝากเงิน',
    problems: {
      empty: () => 'กรุณากรอกจำนวนเงินที่ต้องการฝาก',
      notANumber: () => 'กรุณากรอกจำนวนเงินเป็นตัวเลข เช่น 500 หรือ 500.50',
      notPositive: () => 'จำนวนเงินต้องมากกว่า 0 บาท',
      tooManyDecimals: () => 'จำนวนเงินมีทศนิยมได้ไม่เกิน 2 ตำแหน่ง',
      aboveMaximum: () => `จำนวนเงินต้องไม่เกิน ${formatBalance(MAX_BAHT)} บาท`,
      aboveRemaining: ({ period, satang }: Remaining) => {
        const name = { day: 'วัน', week: 'สัปดาห์', month: 'เดือน' }[period];
        return `ยอดฝากนี้เกินวงเงินฝากต่อ${name}ที่คุณตั้งไว้ ${name}นี้ฝากได้อีก ${formatBalance(satang / 100)} บาท`;
      },
    },
  },
  en: {
    demo: 'Demo mode: deposits are play money, credited at once. No real transfer is needed.',
    quick: 'Choose an amount',
    amount: 'Amount to deposit (baht)',
    baht: 'baht',
    rule: 'At most 2 decimals. The minimum and maximum per deposit are set by the site; an amount outside them is refused with the reason.',
    left: { day: 'Left today', week: 'Left this week', month: 'Left this month' },
    confirm: 'Deposit',
    problems: {
      empty: () => 'Please enter the amount to deposit.',
      notANumber: () => 'Please enter the amount as a number, e.g. 500 or 500.50.',
      notPositive: () => 'The amount must be more than 0 baht.',
      tooManyDecimals: () => 'The amount can have at most 2 decimals.',
      aboveMaximum: () => `The amount can be at most ${formatBalance(MAX_BAHT)} baht.`,
      aboveRemaining: ({ period, satang }: Remaining) => {
        const [limit, left] = { day: ['daily', 'today'], week: ['weekly', 'this week'], month: ['monthly', 'this month'] }[period];
        return `This goes over the ${limit} deposit limit you set: ${formatBalance(satang / 100)} baht left ${left}.`;
      },
    },
  },
};

type Problems = (typeof messages)['th']['problems'];

function problemText(problems: Problems, check: AmountCheck & { problem: AmountProblem }): string {
  return check.problem === 'aboveRemaining' ? problems.aboveRemaining(check.remaining) : problems[check.problem]();
}

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
  demoMode: boolean;
  limits: ApiState<DepositLimits>;
  requesting: Requesting;
  onRequested: (deposit: Deposit) => void;
}

export function AmountForm({ demoMode, limits, requesting, onRequested }: Props) {
  const text = useMessages(messages);
  const language = useLanguage();
  const inputId = useId();
  const ruleId = useId();
  const problemId = useId();
  const [amount, setAmount] = useState('');
  const [submitted, setSubmitted] = useState(false);
  const remaining = limits.data ? tightestRemaining(limits.data) : null;
  const check = checkAmount(amount, remaining);
  // An empty box is a problem only once the member has tried to go on.
  const problem = check.problem && (submitted || check.problem !== 'empty') ? problemText(text.problems, check) : null;

  const change = (value: string) => {
    setAmount(value);
    requesting.clearError();
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setSubmitted(true);
    if (check.satang === undefined) return;
    const deposit = await requesting.request(check.satang);
    if (!deposit) return;
    setAmount('');
    setSubmitted(false);
    onRequested(deposit);
  };

  return (
    <Card>
      <form onSubmit={submit} noValidate>
        <Flex vertical gap={12}>
          {demoMode && <Alert type="info" showIcon title={text.demo} />}
          <LimitsLeft limits={limits} />
          <div role="group" aria-label={text.quick} className="deposit-picks">
            {QUICK_AMOUNTS.map((baht) => {
              const chosen = check.satang === baht * 100;
              return (
                <Button key={baht} size="large" type={chosen ? 'primary' : 'default'} aria-pressed={chosen} onClick={() => change(String(baht))}>
                  {formatBalance(baht)}
                </Button>
              );
            })}
          </div>
          <label htmlFor={inputId}>{text.amount}</label>
          <Input
            id={inputId}
            size="large"
            inputMode="decimal"
            autoComplete="off"
            value={amount}
            onChange={(event) => change(event.target.value)}
            suffix={text.baht}
            status={problem ? 'error' : undefined}
            aria-invalid={problem ? true : undefined}
            aria-describedby={problem ? `${problemId} ${ruleId}` : ruleId}
          />
          {problem && (
            <Typography.Text id={problemId} type="danger" role="alert">
              {problem}
            </Typography.Text>
          )}
          <Typography.Text id={ruleId} type="secondary" style={{ fontSize: 13 }}>
            {text.rule}
          </Typography.Text>
          {Boolean(requesting.error) && <Alert type="error" showIcon title={errorMessage(requesting.error, language)} />}
          <Button type="primary" size="large" htmlType="submit" block loading={requesting.sending}>
            {text.confirm}
          </Button>
        </Flex>
      </form>
    </Card>
  );
}
