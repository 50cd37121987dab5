// Asking for a withdrawal: what can be withdrawn (the header's balance), the account it is paid to,
// the amount (checked by model/amount.ts as it is typed), then a dialog saying what happens next
// before anything is sent. The dialog's confirm shows it is sending and asks only once; a refusal
// stays in the dialog in the API's words.
import { errorMessage, formatBalance, useLanguage, useMessages } from '@tanghuay/shared-auth';
import { Alert, App, Button, Card, Flex, Input, Modal, Typography } from 'antd';
import { type FormEvent, useId, useState } from 'react';
import { Figures } from '../../../components/figures.tsx';
import { Money } from '../../../components/money.tsx';
import type { BankAccount as Account, Withdrawal } from '../api/withdrawal.ts';
import type { Requesting } from '../hooks/use-request-withdrawal.ts';
import { MAX_BAHT } from '../../../lib/amount.ts';
import { type AmountProblem, checkAmount } from '../model/amount.ts';
import { BankAccount } from './bank-account.tsx';

const messages = {
  th: {
    available: 'ยอดเงินที่ถอนได้',
    unknown: 'กำลังโหลด',
    payTo: 'บัญชีรับเงิน',
    registered: 'บัญชีธนาคารที่ลงทะเบียนไว้ตอนสมัคร',
    amount: 'จำนวนเงินที่ต้องการถอน (บาท)',
    baht: 'บาท',
    withdraw: 'ถอนเงิน',
    problems: {
      empty: () => 'กรุณากรอกจำนวนเงินที่ต้องการถอน',
      notANumber: () => 'กรุณากรอกจำนวนเงินเป็นตัวเลข เช่น 500 หรือ 500.50',
      tooManyDecimals: () => 'จำนวนเงินมีทศนิยมได้ไม่เกิน 2 ตำแหน่ง',
      notPositive: () => 'จำนวนเงินต้องมากกว่า 0 บาท',
      aboveMaximum: () => `ถอนเงินได้สูงสุดครั้งละ ${formatBalance(MAX_BAHT)} บาท`,
      aboveBalance: (balance: number) => `ยอดเงินไม่เพียงพอ ถอนได้ไม่เกิน ${formatBalance(balance)} บาท`,
    },
    title: 'ยืนยันการถอนเงิน',
    willHold: 'ระบบจะหักเงินจำนวนนี้ออกจากยอดคงเหลือทันทีเพื่อรอการอนุมัติ',
    willPay: 'เมื่อได้รับการอนุมัติ เงินจะโอนเข้าบัญชี',
    ifRejected: 'หากไม่อนุมัติ เงินจะคืนเข้ากระเป๋าเงินของคุณ',
    confirm: 'ยืนยันถอนเงิน',
    back: 'กลับไปแก้ไข',
    sent: (amount: string) => `ส่งคำขอถอนเงิน ${amount} บาทแล้ว รอการอนุมัติ`,
  },
  en: {
    available: 'Available to withdraw',
    unknown: 'Loading',
    payTo: 'Paid to',
    registered: 'The bank account registered when you signed up',
    amount: 'Amount to withdraw (baht)',
    baht: 'baht',
    withdraw: 'Withdraw',
    problems: {
      empty: () => 'Please enter the amount to withdraw.',
      notANumber: () => 'Please enter the amount as a number, e.g. 500 or 500.50.',
      tooManyDecimals: () => 'The amount can have at most 2 decimals.',
      notPositive: () => 'The amount must be more than 0 baht.',
      aboveMaximum: () => `At most ${formatBalance(MAX_BAHT)} baht per request.`,
      aboveBalance: (balance: number) => `Not enough money: you can withdraw up to ${formatBalance(balance)} baht.`,
    },
    title: 'Confirm the withdrawal',
    willHold: 'This amount is taken from your balance at once and held until it is approved.',
    willPay: 'Once approved, it is paid to',
    ifRejected: 'If it is rejected, the money comes back to your wallet.',
    confirm: 'Withdraw now',
    back: 'Back',
    sent: (amount: string) => `Withdrawal of ${amount} baht requested; awaiting approval.`,
  },
};

type Problems = (typeof messages)['th']['problems'];
const problemText = (problems: Problems, problem: AmountProblem, balance: number | null) => problems[problem](balance ?? 0);

interface Props {
  /** The wallet balance in baht; null until the header has it. */
  balance: number | null;
  /** The account withdrawals are paid to, when a past request shows it. */
  bank: Account | undefined;
  requesting: Requesting;
  onRequested: (withdrawal: Withdrawal) => void;
}

export function WithdrawForm({ balance, bank, requesting, onRequested }: Props) {
  const text = useMessages(messages);
  const language = useLanguage();
  const { message } = App.useApp();
  const inputId = useId();
  const problemId = useId();
  const [amount, setAmount] = useState('');
  const [submitted, setSubmitted] = useState(false);
  const [confirming, setConfirming] = useState<number | null>(null);
  const check = checkAmount(amount, balance);
  // An empty box is a problem only once the member has tried to go on.
  const problem = !check.ok && (submitted || check.problem !== 'empty') ? problemText(text.problems, check.problem, balance) : null;
  const payTo = bank ? <BankAccount bank={bank} /> : text.registered;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setSubmitted(true);
    if (!check.ok) return;
    requesting.clearError();
    setConfirming(check.baht);
  };

  const confirm = async () => {
    if (confirming === null) return;
    const withdrawal = await requesting.request(confirming);
    if (!withdrawal) return;
    setConfirming(null);
    setAmount('');
    setSubmitted(false);
    onRequested(withdrawal);
    void message.success(text.sent(formatBalance(withdrawal.amount)));
  };

  return (
    <Card>
      <form onSubmit={submit} noValidate>
        <Flex vertical gap={12}>
          <Figures
            wide
            items={[
              { label: text.available, value: balance === null ? text.unknown : <Money baht={balance} strong /> },
              { label: text.payTo, value: payTo },
            ]}
          />
          <label htmlFor={inputId}>{text.amount}</label>
          <Input
            id={inputId}
            size="large"
            inputMode="decimal"
            autoComplete="off"
            value={amount}
            onChange={(event) => setAmount(event.target.value)}
            suffix={text.baht}
            status={problem ? 'error' : undefined}
            aria-invalid={problem ? true : undefined}
            aria-describedby={problem ? problemId : undefined}
          />
          {problem && (
            <Typography.Text id={problemId} type="danger" role="alert">
              {problem}
            </Typography.Text>
          )}
          <Button type="primary" size="large" htmlType="submit" block>
            {text.withdraw}
          </Button>
        </Flex>
      </form>
      <Modal
        open={confirming !== null}
        title={text.title}
        okText={text.confirm}
        cancelText={text.back}
        confirmLoading={requesting.sending}
        onOk={confirm}
        onCancel={() => setConfirming(null)}
        destroyOnHidden
      >
        <Typography.Paragraph strong style={{ fontSize: 18 }}>
          {text.withdraw} <Money baht={confirming ?? 0} /> {text.baht}
        </Typography.Paragraph>
        <Typography.Paragraph>{text.willHold}</Typography.Paragraph>
        <Typography.Paragraph>
          {text.willPay} {payTo}
        </Typography.Paragraph>
        <Typography.Paragraph type="secondary">{text.ifRejected}</Typography.Paragraph>
        {Boolean(requesting.error) && <Alert type="error" showIcon title={errorMessage(requesting.error, language)} />}
      </Modal>
    </Card>
  );
}
