// The demo accounts the API seeds in demo mode, each signing in at once (DESIGN §6).
import { useMessages } from '@tanghuay/shared-auth';
import { Alert, Button, Card, Flex, Typography } from 'antd';
import { useSiteConfig } from '../../../lib/site-config.ts';
import { login, type LoginRequest } from '../api/login.ts';
import { useSignIn } from '../hooks/use-submit.ts';
import { messages } from '../messages.ts';
import { FormError } from './form-error.tsx';

const DEMO_ACCOUNTS = [
  { username: 'admin', password: 'admin1234', role: 'admin' },
  { username: 'operator', password: 'operator1234', role: 'operator' },
  { username: 'agent', password: 'agent1234', role: 'agent' },
  { username: 'member', password: 'member1234', role: 'member' },
] as const satisfies readonly (LoginRequest & { role: string })[];

export function DemoAccounts() {
  const t = useMessages(messages).demo;
  const { demoMode } = useSiteConfig();
  const { submit, sending, error } = useSignIn(login);
  if (!demoMode) return <Alert type="info" showIcon title={t.off} />;

  return (
    <Card size="small" title={<h2 style={{ font: 'inherit', margin: 0 }}>{t.title}</h2>}>
      <FormError error={error} />
      <Flex vertical gap={8} role="list">
        {DEMO_ACCOUNTS.map(({ username, password, role }) => (
          <Flex key={username} role="listitem" align="center" justify="space-between" gap={8}>
            <span>
              <Typography.Text strong>{t.roles[role]}</Typography.Text>
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
