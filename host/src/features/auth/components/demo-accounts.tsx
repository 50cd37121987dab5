// The demo accounts the API seeds in demo mode (as the site config lists them), each signing in
// at once (docs/domain.md#accounts-and-roles).
import { ROLE_NAMES, useMessages } from '@tanghuay/shared-auth';
import { Alert, Button, Card, Flex, Typography } from 'antd';
import { useSiteConfig } from '../../../lib/site-config.ts';
import { login } from '../api/login.ts';
import { useSignIn } from '../hooks/use-submit.ts';
import { messages } from '../messages.ts';
import { FormError } from './form-error.tsx';

export function DemoAccounts() {
  const t = useMessages(messages).demo;
  const roleNames: Record<string, string> = useMessages(ROLE_NAMES);
  const { demoMode, demoAccounts } = useSiteConfig();
  const { submit, sending, error } = useSignIn(login);
  if (!demoMode) return <Alert type="info" showIcon title={t.off} />;

  return (
    <Card size="small" title={<h2 style={{ font: 'inherit', margin: 0 }}>{t.title}</h2>}>
      <FormError error={error} />
      <Flex vertical gap={8} role="list">
        {demoAccounts.map(({ username, password, role }) => (
          <Flex key={username} role="listitem" align="center" justify="space-between" gap={8}>
            <span>
              <Typography.Text strong>{roleNames[role] ?? role}</Typography.Text>
              <br />
              <Typography.Text type="secondary">
                {username} / {password}
              </Typography.Text>
            </span>
            <Button
              aria-label={`${t.signInAs} ${username}`}
              loading={sending?.username === username}
              disabled={sending !== null}
              onClick={() => void submit({ username, password })}
            >
              {t.signInAs}
            </Button>
          </Flex>
        ))}
      </Flex>
    </Card>
  );
}
