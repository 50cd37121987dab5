// Registration of a member (/register): account, phone, the payout bank account and the 20+ declaration.
import { LOGIN_PATH, useMessages } from '@tanghuay/shared-auth';
import { Button, Checkbox, Form, Input, Select, Typography } from 'antd';
import { register, type RegisterRequest } from './api/register.ts';
import { type AuthVariant, AuthFrame } from './components/auth-frame.tsx';
import { FormError } from './components/form-error.tsx';
import { NewPasswordItems } from './components/new-password-items.tsx';
import { TextLink } from '../../components/links.tsx';
import { useFieldItem } from './hooks/use-field-item.ts';
import { useSignIn } from './hooks/use-submit.ts';
import { messages } from './messages.ts';
import { BANK_CODES } from './model/account-rules.ts';

type RegisterForm = RegisterRequest & { confirm: string };

const requestOf = ({ confirm: _confirm, ...form }: RegisterForm): RegisterRequest => ({
  ...form,
  bankAccountName: form.bankAccountName.trim(),
});

export function RegisterPage({ variant }: { variant: AuthVariant }) {
  const t = useMessages(messages);
  const { item } = useFieldItem();
  const { submit, sending, error } = useSignIn(register);

  return (
    <AuthFrame variant={variant} title={t.register.title} subtitle={t.register.subtitle}>
      <Form<RegisterForm> layout="vertical" requiredMark={false} onFinish={(form) => submit(requestOf(form))}>
        <Form.Item {...item('username')} extra={t.hints.username}>
          <Input autoComplete="username" autoCapitalize="none" spellCheck={false} />
        </Form.Item>
        <NewPasswordItems />
        <Form.Item {...item('phone')}>
          <Input type="tel" inputMode="numeric" autoComplete="tel-national" />
        </Form.Item>
        <Form.Item {...item('bankCode')}>
          <Select
            placeholder={t.register.bankPlaceholder}
            showSearch={{ optionFilterProp: 'label' }}
            options={BANK_CODES.map((code) => ({ value: code, label: `${t.banks[code]} (${code})` }))}
          />
        </Form.Item>
        <Form.Item {...item('bankAccountNo')}>
          <Input inputMode="numeric" autoComplete="off" />
        </Form.Item>
        <Form.Item {...item('bankAccountName')} extra={t.hints.bankAccountName}>
          <Input autoComplete="name" maxLength={100} />
        </Form.Item>
        <Form.Item {...item('acceptAge20')} label={undefined} valuePropName="checked">
          <Checkbox>{t.fields.acceptAge20.label}</Checkbox>
        </Form.Item>
        <FormError error={error} />
        <Button type="primary" htmlType="submit" size="large" block loading={sending !== null}>
          {t.register.submit}
        </Button>
      </Form>
      <Typography.Paragraph style={{ textAlign: 'center', marginTop: 16, marginBottom: 0 }}>
        {t.register.haveAccount} <TextLink to={LOGIN_PATH}>{t.register.signIn}</TextLink>
      </Typography.Paragraph>
    </AuthFrame>
  );
}
