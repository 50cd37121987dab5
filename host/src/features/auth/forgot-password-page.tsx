// /forgot-password: how a member gets a new password (a one-time code from their agent or support).
import { LOGIN_PATH, useMessages } from '@tanghuay/shared-auth';
import { Typography } from 'antd';
import { type AuthVariant, AuthFrame } from './components/auth-frame.tsx';
import { ButtonLink, TextLink } from '../../components/links.tsx';
import { messages } from './messages.ts';

export function ForgotPasswordPage({ variant }: { variant: AuthVariant }) {
  const t = useMessages(messages).forgot;
  return (
    <AuthFrame variant={variant} title={t.title} subtitle={t.subtitle}>
      <Typography.Paragraph>{t.why}</Typography.Paragraph>
      <Typography.Paragraph>
        <ol style={{ paddingInlineStart: 20, margin: 0 }}>
          {t.steps.map((step) => (
            <li key={step} style={{ marginBottom: 8 }}>
              {step}
            </li>
          ))}
        </ol>
      </Typography.Paragraph>
      <ButtonLink to="/reset-password" type="primary" size="large" block>
        {t.haveCode}
      </ButtonLink>
      <Typography.Paragraph style={{ textAlign: 'center', marginTop: 16, marginBottom: 0 }}>
        <TextLink to={LOGIN_PATH}>{t.back}</TextLink>
      </Typography.Paragraph>
    </AuthFrame>
  );
}
