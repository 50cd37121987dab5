// A one-time password-reset code for a member who cannot sign in: issued on request (voiding older
// ones), shown once, big enough to read out over the phone, with until when it works. Closing the
// window forgets it; a new one can be issued at any time.
import { useLanguage, useMessages } from '@tanghuay/shared-auth';
import { Button, Modal } from 'antd';
import { useState } from 'react';
import { LoadError } from '../../../components/page-state.tsx';
import { formatDateTime } from '../../../lib/dates.ts';
import { useSubmission } from '../../../lib/use-submission.ts';
import { issueResetCode, type ResetCode } from '../api/members.ts';

const messages = {
  th: {
    issue: 'ออกรหัสรีเซ็ตรหัสผ่าน',
    title: (username: string) => `รหัสรีเซ็ตรหัสผ่านของ ${username}`,
    code: 'รหัสรีเซ็ต',
    say: 'แจ้งรหัสนี้ให้สมาชิกเพื่อตั้งรหัสผ่านใหม่ที่หน้า “ลืมรหัสผ่าน” ใช้ได้ครั้งเดียว รหัสเดิมที่เคยออกไว้ใช้ไม่ได้แล้ว',
    until: (when: string) => `ใช้ได้ถึง ${when}`,
    once: 'รหัสนี้จะแสดงเพียงครั้งเดียว',
    close: 'ปิด',
  },
  en: {
    issue: 'Issue a password-reset code',
    title: (username: string) => `Password-reset code for ${username}`,
    code: 'Reset code',
    say: 'Give this code to the member to set a new password on the “Forgot password” page. It works once; codes issued before no longer work.',
    until: (when: string) => `Valid until ${when}`,
    once: 'This code is shown only once.',
    close: 'Close',
  },
};

export function ResetCodeButton({ memberId, username }: { memberId: string; username: string }) {
  const text = useMessages(messages);
  const language = useLanguage();
  const [issued, setIssued] = useState<ResetCode | null>(null);
  const issuing = useSubmission(() => issueResetCode(memberId));
  const issue = async () => {
    const code = await issuing.submit();
    if (code) setIssued(code);
  };
  return (
    <>
      <Button className="bo-touch" loading={issuing.sending} onClick={() => void issue()}>
        {text.issue}
      </Button>
      {issuing.error ? <LoadError error={issuing.error} /> : null}
      {issued && (
        <Modal open title={text.title(username)} onCancel={() => setIssued(null)} footer={<Button onClick={() => setIssued(null)}>{text.close}</Button>}>
          <p>{text.say}</p>
          <p aria-label={text.code} className="lotto-digits" style={{ fontSize: 40, letterSpacing: 8, textAlign: 'center', margin: '16px 0' }}>
            {issued.code}
          </p>
          <p style={{ textAlign: 'center', margin: 0 }}>
            <strong>{text.until(formatDateTime(issued.expiresAt, language))}</strong>
          </p>
          <p className="lotto-muted" style={{ textAlign: 'center' }}>
            {text.once}
          </p>
        </Modal>
      )}
    </>
  );
}
