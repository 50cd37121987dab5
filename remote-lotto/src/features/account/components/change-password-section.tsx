// เปลี่ยนรหัสผ่าน: the current password, the new one twice, with the autocomplete names password
// managers know (and the username beside them, hidden, so a manager saves the new one for the
// right account). What is easy to check is checked here (model/password.ts) once the member has
// tried to send; the rest the API answers in Thai. A change signs every other browser and device
// out (said beforehand); this tab stays signed in with the new session the API answers. On success
// the boxes are emptied and it says so.
import { useLanguage, useMessages, useUserData } from '@tanghuay/shared-auth';
import { Alert, Button, Flex, Input, Typography } from 'antd';
import { type FormEvent, useId, useState } from 'react';
import { useChangePassword } from '../hooks/use-change-password.ts';
import { type PasswordField, type PasswordFields, passwordProblems } from '../model/password.ts';
import { refusalText } from '../model/refusals.ts';
import { Section } from './section.tsx';

const messages = {
  th: {
    title: 'เปลี่ยนรหัสผ่าน',
    labels: { current: 'รหัสผ่านปัจจุบัน', next: 'รหัสผ่านใหม่', confirm: 'ยืนยันรหัสผ่านใหม่' },
    rule: 'อย่างน้อย 8 ตัวอักษร มีทั้งตัวอักษรและตัวเลข',
    note: 'เมื่อเปลี่ยนรหัสผ่าน อุปกรณ์อื่นที่เข้าสู่ระบบอยู่จะถูกออกจากระบบทันที',
    change: 'เปลี่ยนรหัสผ่าน',
    done: 'เปลี่ยนรหัสผ่านแล้ว อุปกรณ์อื่นถูกออกจากระบบแล้ว ครั้งต่อไปให้เข้าสู่ระบบด้วยรหัสผ่านใหม่',
  },
  en: {
    title: 'Change password',
    labels: { current: 'Current password', next: 'New password', confirm: 'Confirm new password' },
    rule: 'At least 8 characters, with letters and digits.',
    note: 'Changing the password signs every other device out at once.',
    change: 'Change password',
    done: 'Password changed, and every other device signed out. Sign in with the new password from now on.',
  },
};

const EMPTY: PasswordFields = { current: '', next: '', confirm: '' };
const FIELDS: readonly { field: PasswordField; autoComplete: string }[] = [
  { field: 'current', autoComplete: 'current-password' },
  { field: 'next', autoComplete: 'new-password' },
  { field: 'confirm', autoComplete: 'new-password' },
];

export function ChangePasswordSection() {
  const text = useMessages(messages);
  const language = useLanguage();
  const username = useUserData()?.username ?? '';
  const changing = useChangePassword();
  const baseId = useId();
  const [fields, setFields] = useState<PasswordFields>(EMPTY);
  const [submitted, setSubmitted] = useState(false);
  const [done, setDone] = useState(false);
  const problems = passwordProblems(fields, language);
  const shown = submitted ? problems : {};

  const change = (field: PasswordField, value: string) => {
    setFields((before) => ({ ...before, [field]: value }));
    setDone(false);
    changing.clearError();
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setSubmitted(true);
    setDone(false);
    if (Object.keys(problems).length > 0) return;
    if (!(await changing.change(fields.current, fields.next))) return;
    setFields(EMPTY);
    setSubmitted(false);
    setDone(true);
  };

  return (
    <Section title={text.title}>
      <form onSubmit={submit} noValidate>
        <Flex vertical gap={8}>
          <Typography.Paragraph style={{ margin: 0 }}>{text.note}</Typography.Paragraph>
          {/* For password managers: whose password this is. */}
          <input type="text" name="username" autoComplete="username" value={username} readOnly hidden />
          {FIELDS.map(({ field, autoComplete }) => {
            const id = `${baseId}-${field}`;
            const problem = shown[field];
            const described = [problem ? `${id}-problem` : null, field === 'next' ? `${id}-rule` : null].filter(Boolean).join(' ');
            return (
              <Flex key={field} vertical gap={4}>
                <label htmlFor={id}>{text.labels[field]}</label>
                <Input.Password
                  id={id}
                  size="large"
                  autoComplete={autoComplete}
                  value={fields[field]}
                  onChange={(event) => change(field, event.target.value)}
                  status={problem ? 'error' : undefined}
                  aria-invalid={problem ? true : undefined}
                  aria-describedby={described || undefined}
                />
                {problem && (
                  <Typography.Text id={`${id}-problem`} type="danger" role="alert">
                    {problem}
                  </Typography.Text>
                )}
                {field === 'next' && (
                  <Typography.Text id={`${id}-rule`} type="secondary" style={{ fontSize: 13 }}>
                    {text.rule}
                  </Typography.Text>
                )}
              </Flex>
            );
          })}
          {Boolean(changing.error) && <Alert type="error" showIcon title={refusalText(changing.error, language)} />}
          {done && <Alert type="success" showIcon title={text.done} />}
          <Button type="primary" size="large" htmlType="submit" block loading={changing.sending} style={{ marginTop: 4 }}>
            {text.change}
          </Button>
        </Flex>
      </form>
    </Section>
  );
}
