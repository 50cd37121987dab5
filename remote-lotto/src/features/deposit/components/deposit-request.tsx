// One deposit request after asking: its status in the API's words (followed while it waits), the
// amount and reference large and copyable, and where to pay: the PromptPay QR drawn from the API's
// payload and the bank account. A request credited at once (demo mode) says it is play money; one
// approved or rejected later no longer shows where to pay, and a rejection shows its reason.
import { QRCodeSVG } from '@rc-component/qrcode';
import { moneyInWords, plainMoney, useLanguage, useMessages } from '@tanghuay/shared-auth';
import { Alert, Button, Card, Flex, Tag } from 'antd';
import { type ReactNode, useEffect, useRef } from 'react';
import { formatDateTime } from '../../../lib/dates.ts';
import type { Deposit } from '../deposit.ts';
import { useFollowedDeposit } from '../hooks/use-followed-deposit.ts';
import { DEPOSIT_STATUS } from '../statuses.ts';
import { CopyButton } from './copy-button.tsx';

const messages = {
  th: {
    title: (id: string) => `รายการฝากเงิน #${id}`,
    instantTitle: 'เติมเงินทดลองเข้ากระเป๋าแล้ว',
    instant: 'โหมดทดลอง: ยอดนี้เป็นเงินทดลอง เข้ากระเป๋าของคุณทันทีและใช้เล่นได้เลย ไม่ต้องโอนเงินจริง ช่องทางชำระด้านล่างเป็นเพียงตัวอย่าง',
    pendingTitle: 'โอนเงินตามยอดนี้ให้ตรงทุกสตางค์',
    pending: 'สแกน QR พร้อมเพย์ หรือโอนเข้าบัญชีด้านล่าง เมื่อได้รับเงินแล้วระบบจะเติมเงินเข้ากระเป๋าให้ หน้านี้อัปเดตสถานะเอง',
    approved: 'เติมเงินสำเร็จ ยอดเงินของคุณอัปเดตแล้ว',
    rejected: 'รายการฝากเงินนี้ไม่ได้รับการอนุมัติ',
    noReason: 'ไม่ได้ระบุเหตุผล',
    amount: 'ยอดที่ต้องโอน',
    credited: 'ยอดที่เติม',
    reference: 'เลขอ้างอิง',
    status: 'สถานะ',
    requestedAt: 'ทำรายการเมื่อ',
    qr: (amount: string) => `QR พร้อมเพย์ ยอด ${amount}`,
    promptpay: { phone: 'พร้อมเพย์ เบอร์โทร', nationalId: 'พร้อมเพย์ เลขประจำตัว' },
    bank: 'ธนาคาร',
    accountNo: 'เลขบัญชี',
    accountName: 'ชื่อบัญชี',
    again: 'ฝากเงินรายการใหม่',
  },
  en: {
    title: (id: string) => `Deposit #${id}`,
    instantTitle: 'Play money credited',
    instant: 'Demo mode: this is play money, credited to your wallet at once and ready to play. No real transfer is needed; the payment details below are only an example.',
    pendingTitle: 'Transfer exactly this amount',
    pending: 'Scan the PromptPay QR or transfer to the bank account below. Once the money arrives your wallet is credited; this page updates by itself.',
    approved: 'Credited: your balance is up to date.',
    rejected: 'This deposit was rejected',
    noReason: 'No reason given',
    amount: 'Amount to transfer',
    credited: 'Amount credited',
    reference: 'Reference',
    status: 'Status',
    requestedAt: 'Requested',
    qr: (amount: string) => `PromptPay QR for ${amount}`,
    promptpay: { phone: 'PromptPay phone', nationalId: 'PromptPay ID' },
    bank: 'Bank',
    accountNo: 'Account no.',
    accountName: 'Account name',
    again: 'New deposit',
  },
};

/** The amount as a banking app takes it: two decimals, no separators. */

function Fact({ label, big = false, copy, children }: { label: string; big?: boolean; copy?: string; children: ReactNode }) {
  return (
    <div className="deposit-fact">
      <dt>{label}</dt>
      <dd>
        <span className={big ? 'deposit-fact__value deposit-fact__value--big' : 'deposit-fact__value'}>{children}</span>
        {copy !== undefined && <CopyButton value={copy} what={label} />}
      </dd>
    </div>
  );
}

function StatusNote({ deposit, instant }: { deposit: Deposit; instant: boolean }) {
  const text = useMessages(messages);
  if (instant) return <Alert type="success" showIcon title={text.instantTitle} description={text.instant} />;
  switch (deposit.status) {
    case 'pending':
      return <Alert type="info" showIcon title={text.pendingTitle} description={text.pending} />;
    case 'approved':
      return <Alert type="success" showIcon title={text.approved} />;
    case 'rejected':
      return <Alert type="error" showIcon title={text.rejected} description={deposit.reason ?? text.noReason} />;
  }
}

interface Props {
  deposit: Deposit;
  /** Approved in the POST's own answer: demo mode's play money. */
  instant: boolean;
  onDecided: (deposit: Deposit) => void;
  onNew: () => void;
}

/** Key it by the deposit's id: it follows one request. */
export function DepositRequest({ deposit: asked, instant, onDecided, onNew }: Props) {
  const text = useMessages(messages);
  const language = useLanguage();
  const deposit = useFollowedDeposit(asked, onDecided);
  const { payment } = deposit;
  const status = DEPOSIT_STATUS[deposit.status];
  const showPayment = instant || deposit.status === 'pending';
  // It takes the place of the form (or is opened from the list below): bring it into view and move
  // the keyboard's focus to it, which would otherwise be lost with the button pressed.
  const card = useRef<HTMLElement>(null);
  useEffect(() => card.current?.focus(), []);

  const facts = (
    <dl className="deposit-facts">
      <Fact label={deposit.status === 'approved' ? text.credited : text.amount} big copy={plainMoney(deposit.amount)}>
        {moneyInWords(deposit.amount, language)}
      </Fact>
      <Fact label={text.reference} big copy={deposit.id}>
        {deposit.id}
      </Fact>
      <Fact label={text.status}>
        <Tag color={status.color}>{status.label[language]}</Tag>
      </Fact>
      <Fact label={text.requestedAt}>{formatDateTime(deposit.createdAt, language)}</Fact>
      {showPayment && (
        <>
          <Fact label={text.bank}>{payment.bank.code}</Fact>
          <Fact label={text.accountNo} copy={payment.bank.accountNo}>
            {payment.bank.accountNo}
          </Fact>
          <Fact label={text.accountName} copy={payment.bank.accountName}>
            {payment.bank.accountName}
          </Fact>
        </>
      )}
    </dl>
  );

  return (
    <section ref={card} tabIndex={-1} aria-label={text.title(deposit.id)} style={{ outline: 'none' }}>
      <Card title={text.title(deposit.id)}>
        <Flex vertical gap={16}>
          <div aria-live="polite">
            <StatusNote deposit={deposit} instant={instant} />
          </div>
          {showPayment ? (
            <div className="deposit-payment">
              <figure className="deposit-qr" style={{ margin: 0 }}>
                <QRCodeSVG
                  value={payment.promptpayPayload}
                  size={232}
                  level="M"
                  marginSize={4}
                  aria-label={text.qr(moneyInWords(deposit.amount, language))}
                  data-payload={payment.promptpayPayload}
                />
                <figcaption>
                  {text.promptpay[payment.promptpay.type]} {payment.promptpay.value}
                </figcaption>
              </figure>
              {facts}
            </div>
          ) : (
            facts
          )}
          <Button onClick={onNew} style={{ alignSelf: 'flex-start' }}>
            {text.again}
          </Button>
        </Flex>
      </Card>
    </section>
  );
}
