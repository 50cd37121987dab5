// Sign-in for members (/login-next), the back office (/manage-login) and the demo (/demo-login).
import { forgetSessionEndNotice, readSessionEndNotice, SESSION_REVOKED, useMessages } from '@tanghuay/shared-auth';
import { Alert, Button, Divider, Form, Input, Typography } from 'antd';
import { useEffect, useState } from 'react';
import { login, type LoginRequest } from './api/login.ts';
import { type AuthVariant, AuthFrame } from './components/auth-frame.tsx';
import { DemoAccounts } from './components/demo-accounts.tsx';
import { FormError } from './components/form-error.tsx';
import { ButtonLink, TextLink } from '../../components/links.tsx';
import { useSiteConfig } from '../../lib/site-config.ts';
import { useFieldItem } from './hooks/use-field-item.ts';
import { useSignIn } from './hooks/use-submit.ts';
import { messages } from './messages.ts';

export type Audience = 'member' | 'manage' | 'demo';

export function LoginPage({ variant, audience }: { variant: AuthVariant; audience: Audience }) {
  const t = useMessages(messages).login;
  const { item } = useFieldItem();
  const { submit, sending, error } = useSignIn(login);
  const { demoMode } = useSiteConfig();
  // Why the last session ended: said on this visit of the page, forgotten when it is left.
  const [sessionEnd] = useState(readSessionEndNotice);
  useEffect(() => forgetSessionEndNotice, []);

  return (
    <AuthFrame variant={variant} title={t.titles[audience]} subtitle={t.subtitles[audience]}>
      {sessionEnd && (
        <Alert
          type="warning"
          showIcon
          title={sessionEnd === SESSION_REVOKED ? t.sessionRevoked : t.sessionExpired}
          style={{ marginBottom: 16 }}
        />
      )}
      <Form<LoginRequest> layout="vertical" requiredMark={false} onFinish={submit}>
        <Form.Item {...item('username')}>
          <Input autoComplete="username" autoCapitalize="none" spellCheck={false} size="large" />
        </Form.Item>
        <Form.Item {...item('password')}>
          <Input.Password autoComplete="current-password" size="large" />
        </Form.Item>
        <div style={{ textAlign: 'right', marginTop: -8, marginBottom: 16 }}>
          <TextLink to="/forgot-password">{t.forgot}</TextLink>
        </div>
        <FormError error={error} />
        <Button type="primary" htmlType="submit" size="large" block loading={sending !== null}>
          {t.submit}
        </Button>
      </Form>
      {audience !== 'manage' && (
        <Typography.Paragraph style={{ textAlign: 'center', marginTop: 16, marginBottom: 0 }}>
          {t.noAccount} <TextLink to="/register">{t.register}</TextLink>
        </Typography.Paragraph>
      )}
      {audience === 'member' && demoMode && (
        <ButtonLink to="/demo-login" block style={{ marginTop: 16 }}>
          {t.tryDemo}
        </ButtonLink>
      )}
      {audience === 'demo' && (
        <>
          <Divider />
          <DemoAccounts />
        </>
      )}
    </AuthFrame>
  );
}
