// The confirmation of one release change (promote, canary, stop, roll back). What it says and any
// box of its own (a canary's share) come from the caller; it sends on confirmation. While a round
// closes soon the API answers 409 RELEASE_FROZEN: the dialog then shows the API's words and offers
// "บังคับ" with a required reason (FORCE_REASON_MIN characters), sent again with force. A refusal of
// the contract gate (RELEASE_REFUSED) goes to the caller, which keeps it on the page; any other
// refusal stays in the dialog in the API's words.
import { apiErrorOf, useMessages } from '@tanghuay/shared-auth';
import { Alert, Flex, Input, Modal, Typography } from 'antd';
import { type ReactNode, useId, useState } from 'react';
import { REASON_MAX_LENGTH } from '../../../components/backoffice/reason-prompt.tsx';
import { LoadError } from '../../../components/page-state.tsx';
import { useSubmission } from '../../../lib/use-submission.ts';
import { type Force, NOT_FORCED, type Releases } from '../api/releases.ts';
import { FORCE_REASON_MIN, readReason } from '../model/releases.ts';

const messages = {
  th: {
    back: 'กลับ',
    force: 'บังคับ',
    reason: 'เหตุผลที่ต้องเปลี่ยนตอนนี้',
    reasonHint: `อย่างน้อย ${FORCE_REASON_MIN} ตัวอักษร บันทึกไว้ในประวัติ`,
    reasonShort: `กรุณาระบุเหตุผลอย่างน้อย ${FORCE_REASON_MIN} ตัวอักษร`,
  },
  en: {
    back: 'Back',
    force: 'Force',
    reason: 'Why it must change now',
    reasonHint: `At least ${FORCE_REASON_MIN} characters; kept in the history`,
    reasonShort: `Please give a reason of at least ${FORCE_REASON_MIN} characters`,
  },
};

export const RELEASE_FROZEN = 'RELEASE_FROZEN';
export const RELEASE_REFUSED = 'RELEASE_REFUSED';

export function ReleaseDialog({
  title,
  okText,
  danger = false,
  children,
  ready = true,
  send,
  onDone,
  onRefused,
  onCancel,
}: {
  title: string;
  okText: string;
  danger?: boolean;
  /** What the change does, and any box of its own. */
  children: ReactNode;
  /** Whether the caller's own boxes may be sent; the caller says what is wrong with them. */
  ready?: boolean;
  send: (force: Force) => Promise<Releases>;
  onDone: (answer: Releases) => void;
  /** The contract gate's refusal, in the API's words. */
  onRefused: (message: string) => void;
  onCancel: () => void;
}) {
  const text = useMessages(messages);
  const reasonId = useId();
  const [frozen, setFrozen] = useState<string | null>(null);
  const [typed, setTyped] = useState('');
  const [tried, setTried] = useState(false);
  const submission = useSubmission(async (force: Force) => {
    try {
      return await send(force);
    } catch (error) {
      const refusal = apiErrorOf(error);
      if (refusal?.code === RELEASE_FROZEN) setFrozen(refusal.message);
      if (refusal?.code === RELEASE_REFUSED) onRefused(refusal.message);
      throw error;
    }
  });
  const reason = readReason(typed);
  const confirm = async () => {
    if (!ready) return;
    if (frozen !== null) {
      setTried(true);
      if (reason === null) return;
    }
    const answer = await submission.submit(frozen !== null && reason !== null ? { force: true, reason } : NOT_FORCED);
    if (answer) onDone(answer);
  };
  const shownError = apiErrorOf(submission.error)?.code === RELEASE_FROZEN ? null : submission.error;
  return (
    <Modal
      open
      title={title}
      okText={frozen === null ? okText : text.force}
      cancelText={text.back}
      okButtonProps={{ danger: danger || frozen !== null, loading: submission.sending }}
      onOk={() => void confirm()}
      onCancel={onCancel}
    >
      <Flex vertical gap={12}>
        {children}
        {frozen !== null && (
          <>
            <Alert type="warning" showIcon title={frozen} />
            <label htmlFor={reasonId}>{text.reason}</label>
            <Input
              id={reasonId}
              value={typed}
              maxLength={REASON_MAX_LENGTH}
              autoFocus
              status={tried && reason === null ? 'error' : undefined}
              onChange={(event) => {
                setTyped(event.target.value);
                setTried(false);
              }}
              onPressEnter={() => void confirm()}
            />
            {tried && reason === null ? (
              <Typography.Text type="danger" role="alert">
                {text.reasonShort}
              </Typography.Text>
            ) : (
              <Typography.Text type="secondary">{text.reasonHint}</Typography.Text>
            )}
          </>
        )}
        {shownError ? <LoadError error={shownError} /> : null}
      </Flex>
    </Modal>
  );
}
