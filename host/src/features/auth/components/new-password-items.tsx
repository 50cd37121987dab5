// The fields of a password being set (registration, reset): the password, named `password`, and
// `confirm`, which must repeat it.
import { useMessages } from '@tanghuay/shared-auth';
import { Form, Input } from 'antd';
import { useFieldItem } from '../hooks/use-field-item.ts';
import { messages } from '../messages.ts';
import { confirmProblem } from '../model/account-rules.ts';

export function NewPasswordItems() {
  const t = useMessages(messages);
  const { item, refuse } = useFieldItem();
  return (
    <>
      <Form.Item {...item('newPassword', 'password')} extra={t.hints.newPassword}>
        <Input.Password autoComplete="new-password" />
      </Form.Item>
      <Form.Item
        name="confirm"
        label={t.confirm.label}
        dependencies={['password']}
        rules={[
          ({ getFieldValue }) => ({
            validator: (_rule, value) => refuse(confirmProblem(getFieldValue('password'), value), t.confirm),
          }),
        ]}
      >
        <Input.Password autoComplete="new-password" />
      </Form.Item>
    </>
  );
}
