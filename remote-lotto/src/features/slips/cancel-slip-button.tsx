// Cancelling a slip while its window lasts (cancelUntil set) — never offered to a self-excluded
// member, whose session does not bet or undo bets: a button, then a dialog saying what comes back to
// the wallet. On success the header's balance is asked for again and the screen gets
// the cancelled slip; a refusal is shown as the API words it, and closing the dialog then reads the
// slip again, so the screen stops offering what can no longer be done.
import { errorMessage, moneyInWords, sessionBus, useLanguage, useMessages, useUserData } from '@tanghuay/shared-auth';
import { Alert, Button, Modal, Typography } from 'antd';
import { useState } from 'react';
import { formatDay, formatTime } from '../../lib/dates.ts';
import { newIdempotencyKey } from '../../lib/idempotency-key.ts';
import type { Slip, SlipHead } from '../../lib/slip.ts';
import { cancelSlip } from './api/cancel-slip.ts';
import { getSlip } from './api/get-slip.ts';

const messages = {
  th: {
    cancel: 'ยกเลิกโพย',
    until: 'ยกเลิกได้ถึง',
    title: (id: string) => `ยกเลิกโพยเลขที่ ${id}?`,
    draw: 'งวด',
    refund: (amount: string) => `ระบบจะคืนเงิน ${amount} เข้ากระเป๋าเงินของคุณทันที`,
    confirm: 'ยืนยันยกเลิกโพย',
    keep: 'ไม่ยกเลิก',
  },
  en: {
    cancel: 'Cancel slip',
    until: 'Can be cancelled until',
    title: (id: string) => `Cancel slip no. ${id}?`,
    draw: 'draw',
    refund: (amount: string) => `Your wallet gets ${amount} back at once.`,
    confirm: 'Yes, cancel the slip',
    keep: 'Keep it',
  },
};

export function CancelSlipButton({ slip, onChange }: { slip: SlipHead; onChange: (slip: Slip) => void }) {
  const text = useMessages(messages);
  const language = useLanguage();
  /** The open dialog's Idempotency-Key: one per decision, kept when the same request is retried. */
  const [decision, setDecision] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<unknown>(null);
  const selfExcluded = Boolean(useUserData()?.selfExcludedUntil);
  if (!slip.cancelUntil || selfExcluded) return null;

  const open = () => {
    setError(null);
    setDecision(newIdempotencyKey());
  };
  const close = () => {
    setDecision(null);
    if (error) getSlip(slip.id).then(onChange, () => undefined);
  };
  const confirm = async () => {
    if (!decision) return;
    setBusy(true);
    setError(null);
    try {
      const cancelled = await cancelSlip(slip.id, decision);
      setDecision(null);
      onChange(cancelled);
      void sessionBus.refreshBalance();
    } catch (failure) {
      setError(failure);
    } finally {
      setBusy(false);
    }
  };

  return (
    <>
      <Button danger onClick={open}>
        {text.cancel}
      </Button>
      <Typography.Text type="secondary" style={{ fontSize: 13 }}>
        {text.until} {formatTime(slip.cancelUntil, language)}
      </Typography.Text>
      <Modal
        open={decision !== null}
        title={text.title(slip.id)}
        okText={text.confirm}
        cancelText={text.keep}
        okButtonProps={{ danger: true }}
        confirmLoading={busy}
        onOk={confirm}
        onCancel={close}
        destroyOnHidden
      >
        <Typography.Paragraph>
          {slip.lottoName} {text.draw} {formatDay(slip.closeDate, language)}
        </Typography.Paragraph>
        <Typography.Paragraph strong>
          {text.refund(moneyInWords(slip.charged, language))}
        </Typography.Paragraph>
        {Boolean(error) && <Alert type="error" showIcon title={errorMessage(error, language)} />}
      </Modal>
    </>
  );
}
