// Asks why, before a refusal or a cancellation is sent (a deposit or a withdrawal rejected, a
// round cancelled): one line of plain words, at most 200 characters (what the API takes), required.
// The API's refusal is shown in the prompt, which stays open so the reason can be sent again.
import { useMessages } from '@tanghuay/shared-auth';
import { Flex, Input, Modal, Typography } from 'antd';
import { type ReactNode, useId, useState } from 'react';
import { LoadError } from '../page-state.tsx';

const messages = {
  th: { reason: 'เหตุผล', cancel: 'ยกเลิก', required: 'กรุณาระบุเหตุผล' },
  en: { reason: 'Reason', cancel: 'Cancel', required: 'Please give a reason' },
};

export const REASON_MAX_LENGTH = 200;

export function ReasonPrompt({
  title,
  children,
  okText,
  dismissText,
  sending,
  error,
  onSubmit,
  onCancel,
}: {
  title: string;
  /** What is being refused, shown above the reason. */
  children?: ReactNode;
  okText: string;
  /** The button that closes the prompt without sending, when "cancel" would read like the action itself. */
  dismissText?: string;
  sending: boolean;
  error: unknown;
  onSubmit: (reason: string) => void;
  onCancel: () => void;
}) {
  const text = useMessages(messages);
  const id = useId();
  const [reason, setReason] = useState('');
  const [tried, setTried] = useState(false);
  const trimmed = reason.trim();
  const submit = () => {
    setTried(true);
    if (trimmed !== '') onSubmit(trimmed);
  };
  return (
    <Modal
      open
      title={title}
      okText={okText}
      cancelText={dismissText ?? text.cancel}
      okButtonProps={{ danger: true, loading: sending }}
      onOk={submit}
      onCancel={onCancel}
    >
      <Flex vertical gap={12}>
        {children}
        <label htmlFor={id}>{text.reason}</label>
        <Input
          id={id}
          value={reason}
          maxLength={REASON_MAX_LENGTH}
          showCount
          autoFocus
          status={tried && trimmed === '' ? 'error' : undefined}
          onChange={(event) => setReason(event.target.value)}
          onPressEnter={submit}
        />
        {tried && trimmed === '' && (
          <Typography.Text type="danger" role="alert">
            {text.required}
          </Typography.Text>
        )}
        {error ? <LoadError error={error} /> : null}
      </Flex>
    </Modal>
  );
}
