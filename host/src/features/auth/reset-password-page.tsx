// /reset-password: a new password with the one-time code; every session of the account ends.
import { LOGIN_PATH, useMessages } from '@tanghuay/shared-auth';
import { Button, Form, Input, Result, Typography } from 'antd';
import { useState } from 'react';
import { ButtonLink, TextLink } from '../../components/links.tsx';
import { resetPassword, type ResetPasswordRequest } from './api/reset-password.ts';
import { type AuthVariant, AuthFrame } from './components/auth-frame.tsx';
import { FormError } from './components/form-error.tsx';
import { NewPasswordItems } from './components/new-password-items.tsx';
import { useFieldItem } from './hooks/use-field-item.ts';
import { useSubmit } from './hooks/use-submit.ts';
import { messages } from './messages.ts';
import { RESET_CODE_LENGTH } from './model/account-rules.ts';

type ResetForm = ResetPasswordRequest & { confirm: string };

export function ResetPasswordPage({ variant }: { variant: AuthVariant }) {
  const t = useMessages(messages).reset;
  const { item } = useFieldItem();
  const [done, setDone] = useState(false);
  const { submit, sending, error } = useSubmit(resetPassword, () => setDone(true));

  return (
    <AuthFrame variant={variant} title={t.title} subtitle={done ? undefined : t.subtitle}>
      {done ? (
        <Result
          status="success"
          title={t.done}
          subTitle={t.doneNote}
          extra={
            <ButtonLink to={LOGIN_PATH} type="primary" size="large">
              {t.signIn}
            </ButtonLink>
          }
        />
      ) : (
        <>
          <Form<ResetForm>
            layout="vertical"
            requiredMark={false}
            onFinish={({ username, code, password }) => submit({ username, code, password })}
          >
            <Form.Item {...item('username')}>
              <Input autoComplete="username" autoCapitalize="none" spellCheck={false} />
            </Form.Item>
            <Form.Item {...item('resetCode', 'code')} normalize={(value: string) => value.toUpperCase()}>
              <Input
                autoComplete="one-time-code"
                autoCapitalize="characters"
                spellCheck={false}
                maxLength={RESET_CODE_LENGTH}
                style={{ fontFamily: 'monospace', letterSpacing: 4 }}
              />
            </Form.Item>
            <NewPasswordItems />
            <FormError error={error} />
            <Button type="primary" htmlType="submit" size="large" block loading={sending !== null}>
              {t.submit}
            </Button>
          </Form>
          <Typography.Paragraph style={{ textAlign: 'center', marginTop: 16, marginBottom: 0 }}>
            {t.noCode} <TextLink to="/forgot-password">{t.howToGet}</TextLink>
          </Typography.Paragraph>
          <Typography.Paragraph style={{ textAlign: 'center', marginBottom: 0 }}>
            <TextLink to={LOGIN_PATH}>{t.back}</TextLink>
          </Typography.Paragraph>
        </>
      )}
    </AuthFrame>
  );
}
