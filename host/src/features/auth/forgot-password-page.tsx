// /forgot-password: how a member gets a new password (a one-time code from their agent or support).
import { LOGIN_PATH, useMessages } from '@tanghuay/shared-auth';
import { Button, Typography } from 'antd';
import { useNavigate } from 'react-router-dom';
import { type AuthVariant, AuthFrame } from './components/auth-frame.tsx';
import { TextLink } from './components/text-link.tsx';
import { messages } from './messages.ts';

export function ForgotPasswordPage({ variant }: { variant: AuthVariant }) {
  const t = useMessages(messages).forgot;
  const navigate = useNavigate();
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
      <Button type="primary" size="large" block onClick={() => void navigate('/reset-password')}>
        {t.haveCode}
      </Button>
      <Typography.Paragraph style={{ textAlign: 'center', marginTop: 16, marginBottom: 0 }}>
        <TextLink to={LOGIN_PATH}>{t.back}</TextLink>
      </Typography.Paragraph>
    </AuthFrame>
  );
}
