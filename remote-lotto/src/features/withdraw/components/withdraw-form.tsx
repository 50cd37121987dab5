// Asking for a withdrawal: what can be withdrawn (the header's balance), the account it is paid to,
// the amount (components/amount-field.tsx checks it against the operator's bounds and the balance
// as it is typed), then a dialog saying what happens next before anything is sent. The dialog's
// confirm shows it is sending and asks only once (lib/use-confirmed-request.ts); a refusal stays in
// the dialog in the API's words.
import { errorMessage, moneyInWords, sessionBus, useLanguage, useMessages } from '@tanghuay/shared-auth';
import { Alert, App, Button, Card, Flex, Modal, Typography } from 'antd';
import { type FormEvent, useState } from 'react';
import { AmountField } from '../../../components/amount-field.tsx';
import { Figures } from '../../../components/figures.tsx';
import { Money } from '../../../components/money.tsx';
import { checkMoneyRequest } from '../../../lib/money-request.ts';
import type { BankAccount as Account, Bounds } from '../../../lib/payment-terms.ts';
import type { ConfirmedRequest } from '../../../lib/use-confirmed-request.ts';
import type { WithdrawalRequest } from '../api/request-withdrawal.ts';
import type { Withdrawal } from '../api/withdrawal.ts';
import { BankAccount } from './bank-account.tsx';

const messages = {
  th: {
    available: 'ยอดเงินที่ถอนได้',
    unknown: 'กำลังโหลด',
    payTo: 'บัญชีรับเงิน',
    withdraw: 'ถอนเงิน',
    title: 'ยืนยันการถอนเงิน',
    willHold: 'ระบบจะหักเงินจำนวนนี้ออกจากยอดคงเหลือทันทีเพื่อรอการอนุมัติ',
    willPay: 'เมื่อได้รับการอนุมัติ เงินจะโอนเข้าบัญชี',
    ifRejected: 'หากไม่อนุมัติ เงินจะคืนเข้ากระเป๋าเงินของคุณ',
    confirm: 'ยืนยันถอนเงิน',
    back: 'กลับไปแก้ไข',
    sent: (amount: string) => `ส่งคำขอถอนเงิน ${amount}แล้ว รอการอนุมัติ`,
  },
  en: {
    available: 'Available to withdraw',
    unknown: 'Loading',
    payTo: 'Paid to',
    withdraw: 'Withdraw',
    title: 'Confirm the withdrawal',
    willHold: 'This amount is taken from your balance at once and held until it is approved.',
    willPay: 'Once approved, it is paid to',
    ifRejected: 'If it is rejected, the money comes back to your wallet.',
    confirm: 'Withdraw now',
    back: 'Back',
    sent: (amount: string) => `Withdrawal of ${amount} requested; awaiting approval.`,
  },
};

interface Props {
  /** The wallet balance in baht; null until the header has it. */
  balance: number | null;
  /** The operator's minimum and maximum per request. */
  bounds: Bounds;
  /** The registered account withdrawals are paid to. */
  bank: Account;
  requesting: ConfirmedRequest<WithdrawalRequest, Withdrawal>;
  onRequested: (withdrawal: Withdrawal) => void;
}

export function WithdrawForm({ balance, bounds, bank, requesting, onRequested }: Props) {
  const text = useMessages(messages);
  const language = useLanguage();
  const { message } = App.useApp();
  const [amount, setAmount] = useState('');
  const [submitted, setSubmitted] = useState(false);
  const [confirming, setConfirming] = useState<number | null>(null);
  const check = checkMoneyRequest(amount, bounds, balance === null ? null : { satang: Math.round(balance * 100), because: 'balance' });
  const payTo = <BankAccount bank={bank} />;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setSubmitted(true);
    if (check.satang === undefined) return;
    requesting.clearError();
    setConfirming(check.satang / 100);
  };

  const confirm = async () => {
    if (confirming === null) return;
    const withdrawal = await requesting.send({ amount: confirming });
    // The header shows the lower balance now; the websocket's push confirms it.
    if (withdrawal) void sessionBus.refreshBalance();
    if (!withdrawal) return;
    setConfirming(null);
    setAmount('');
    setSubmitted(false);
    onRequested(withdrawal);
    void message.success(text.sent(moneyInWords(withdrawal.amount, language)));
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
          <AmountField action="withdraw" value={amount} onChange={setAmount} check={check} submitted={submitted} bounds={bounds} />
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
          {text.withdraw} {moneyInWords(confirming ?? 0, language)}
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
