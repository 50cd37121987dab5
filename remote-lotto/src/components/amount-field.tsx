// The amount box of a money request (deposit or withdrawal): the label, the box in baht, why the
// amount cannot be asked for (lib/money-request.ts, said in the member's language) and the rule
// per request from the operator's bounds. An empty box is a problem only once the member tried to
// go on.
import { moneyInWords, useMessages } from '@tanghuay/shared-auth';
import { Input, Typography } from 'antd';
import { useId } from 'react';
import { MAX_BAHT } from '../lib/amount.ts';
import type { RequestCheck, RequestProblem } from '../lib/money-request.ts';
import type { Bounds } from '../lib/payment-terms.ts';

export type MoneyAction = 'deposit' | 'withdraw';

const VERB = { th: { deposit: 'ฝากเงิน', withdraw: 'ถอนเงิน' }, en: { deposit: 'deposit', withdraw: 'withdrawal' } };

const messages = {
  th: {
    label: { deposit: 'จำนวนเงินที่ต้องการฝาก (บาท)', withdraw: 'จำนวนเงินที่ต้องการถอน (บาท)' },
    unit: 'บาท',
    rule: (bounds: Bounds | null) =>
      bounds ? `ขั้นต่ำ ${moneyInWords(bounds.min, 'th')} สูงสุด ${moneyInWords(bounds.max, 'th')} ต่อครั้ง ทศนิยมไม่เกิน 2 ตำแหน่ง` : 'ทศนิยมไม่เกิน 2 ตำแหน่ง',
    problem: (action: MoneyAction, check: RequestProblem): string => {
      const verb = VERB.th[action];
      switch (check.problem) {
        case 'empty':
          return `กรุณากรอกจำนวนเงินที่ต้องการ${action === 'deposit' ? 'ฝาก' : 'ถอน'}`;
        case 'notANumber':
          return 'กรุณากรอกจำนวนเงินเป็นตัวเลข เช่น 500 หรือ 500.50';
        case 'tooManyDecimals':
          return 'จำนวนเงินมีทศนิยมได้ไม่เกิน 2 ตำแหน่ง';
        case 'notPositive':
          return 'จำนวนเงินต้องมากกว่า 0 บาท';
        case 'aboveMaximum':
          return `จำนวนเงินต้องไม่เกิน ${moneyInWords(MAX_BAHT, 'th')}`;
        case 'belowMinimum':
          return `${verb}ขั้นต่ำครั้งละ ${moneyInWords(check.bounds.min, 'th')}`;
        case 'aboveRequestMaximum':
          return `${verb}ได้สูงสุดครั้งละ ${moneyInWords(check.bounds.max, 'th')}`;
        case 'aboveCap': {
          const left = moneyInWords(check.cap.satang / 100, 'th');
          if (check.cap.because === 'balance') return `ยอดเงินไม่เพียงพอ ถอนได้ไม่เกิน ${left}`;
          const name = { day: 'วัน', week: 'สัปดาห์', month: 'เดือน' }[check.cap.because];
          return `ยอดฝากนี้เกินวงเงินฝากต่อ${name}ที่คุณตั้งไว้ ${name}นี้ฝากได้อีก ${left}`;
        }
      }
    },
  },
  en: {
    label: { deposit: 'Amount to deposit (baht)', withdraw: 'Amount to withdraw (baht)' },
    unit: 'baht',
    rule: (bounds: Bounds | null) =>
      bounds ? `From ${moneyInWords(bounds.min, 'en')} to ${moneyInWords(bounds.max, 'en')} per request, at most 2 decimals.` : 'At most 2 decimals.',
    problem: (action: MoneyAction, check: RequestProblem): string => {
      const verb = VERB.en[action];
      switch (check.problem) {
        case 'empty':
          return `Please enter the amount to ${action}.`;
        case 'notANumber':
          return 'Please enter the amount as a number, e.g. 500 or 500.50.';
        case 'tooManyDecimals':
          return 'The amount can have at most 2 decimals.';
        case 'notPositive':
          return 'The amount must be more than 0 baht.';
        case 'aboveMaximum':
          return `The amount can be at most ${moneyInWords(MAX_BAHT, 'en')}.`;
        case 'belowMinimum':
          return `The smallest ${verb} is ${moneyInWords(check.bounds.min, 'en')}.`;
        case 'aboveRequestMaximum':
          return `The largest ${verb} is ${moneyInWords(check.bounds.max, 'en')}.`;
        case 'aboveCap': {
          const left = moneyInWords(check.cap.satang / 100, 'en');
          if (check.cap.because === 'balance') return `Not enough money: you can withdraw up to ${left}.`;
          const [limit, period] = { day: ['daily', 'today'], week: ['weekly', 'this week'], month: ['monthly', 'this month'] }[check.cap.because];
          return `This goes over the ${limit} deposit limit you set: ${left} left ${period}.`;
        }
      }
    },
  },
};

interface Props {
  action: MoneyAction;
  value: string;
  onChange: (value: string) => void;
  check: RequestCheck;
  /** The member tried to go on: an empty box is now a problem too. */
  submitted: boolean;
  bounds: Bounds | null;
}

export function AmountField({ action, value, onChange, check, submitted, bounds }: Props) {
  const text = useMessages(messages);
  const inputId = useId();
  const ruleId = useId();
  const problemId = useId();
  const problem = check.problem !== undefined && (submitted || check.problem !== 'empty') ? text.problem(action, check) : null;
  return (
    <>
      <label htmlFor={inputId}>{text.label[action]}</label>
      <Input
        id={inputId}
        size="large"
        inputMode="decimal"
        autoComplete="off"
        value={value}
        onChange={(event) => onChange(event.target.value)}
        suffix={text.unit}
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
        {text.rule(bounds)}
      </Typography.Text>
    </>
  );
}
