// The template's account settings page (/pages/account-setting): the account's details, a change of
// password (a demo: nothing stored) and notifications; data from account-settings-api.ts.
import { useMessages } from '@tanghuay/shared-auth';
import { App, Button, Card, Flex, Form, Input, Segmented, Switch, Typography } from 'antd';
import { useCallback, useState } from 'react';
import { ReadView } from '../../components/read-view.tsx';
import { useFakeRead } from '../../lib/use-fake-read.ts';
import { accountSettingsApi } from './account-settings-api.ts';
import {
  type AccountDetails,
  type AccountSettings,
  NOTIFICATION_KEYS,
  type NotificationKey,
  PASSWORD_MIN_LENGTH,
  SETTINGS_TABS,
  type SettingsChange,
  type SettingsTab,
  USERNAME_PATTERN,
} from './account-settings-model.ts';
import { messages } from './messages.ts';

export function AccountSettingsPage() {
  const t = useMessages(messages);
  const [tab, setTab] = useState<SettingsTab>('account');
  const [reloads, setReloads] = useState(0);
  const reload = useCallback(() => setReloads((n) => n + 1), []);
  const loaded = useFakeRead<AccountSettings>(accountSettingsApi, '/pages/account-setting', reloads);

  return (
    <Card>
      <Typography.Title level={3}>{t.title}</Typography.Title>
      <Typography.Paragraph type="secondary">{t.demoNote}</Typography.Paragraph>
      <Segmented<SettingsTab>
        value={tab}
        onChange={setTab}
        options={SETTINGS_TABS.map((one) => ({ value: one, label: t.tabs[one] }))}
        style={{ marginBottom: 24, maxWidth: '100%', overflowX: 'auto' }}
      />
      {tab === 'security' ? (
        <PasswordForm />
      ) : (
        <ReadView read={loaded} failed={t.loadFailed} rows={5}>
          {(settings) => (tab === 'account' ? <AccountForm account={settings.account} onSaved={reload} /> : <NotificationList settings={settings} onSaved={reload} />)}
        </ReadView>
      )}
    </Card>
  );
}

function useSave() {
  const t = useMessages(messages);
  const { message } = App.useApp();
  return (change: SettingsChange, saved: string) =>
    accountSettingsApi<AccountSettings>('PATCH', '/pages/account-setting', change).then(
      () => void message.success(saved),
      () => void message.error(t.saveFailed),
    );
}

function AccountForm({ account, onSaved }: { account: AccountDetails; onSaved: () => void }) {
  const t = useMessages(messages);
  const save = useSave();
  const [saving, setSaving] = useState(false);
  const submit = (values: AccountDetails) => {
    setSaving(true);
    void save({ account: values }, t.saved).then(() => {
      setSaving(false);
      onSaved();
    });
  };
  return (
    <Form layout="vertical" initialValues={account} onFinish={submit} style={{ maxWidth: 560 }}>
      <Form.Item name="fullName" label={t.fields.fullName} rules={[{ required: true, whitespace: true, message: t.nameRequired }]}>
        <Input autoComplete="name" />
      </Form.Item>
      <Form.Item name="username" label={t.fields.username} rules={[{ required: true, pattern: USERNAME_PATTERN, message: t.usernameInvalid }]}>
        <Input autoComplete="username" />
      </Form.Item>
      <Form.Item name="email" label={t.fields.email} rules={[{ required: true, type: 'email', message: t.emailInvalid }]}>
        <Input inputMode="email" autoComplete="email" />
      </Form.Item>
      <Form.Item name="company" label={t.fields.company}>
        <Input autoComplete="organization" />
      </Form.Item>
      <Button type="primary" htmlType="submit" loading={saving}>
        {t.save}
      </Button>
    </Form>
  );
}

interface PasswordChange {
  current: string;
  next: string;
  confirm: string;
}

function PasswordForm() {
  const t = useMessages(messages);
  const { message } = App.useApp();
  const [form] = Form.useForm<PasswordChange>();
  const changed = () => {
    void message.success(t.passwordChanged);
    form.resetFields();
  };
  return (
    <Form form={form} layout="vertical" onFinish={changed} style={{ maxWidth: 560 }}>
      <Form.Item name="current" label={t.password.current} rules={[{ required: true, message: t.currentRequired }]}>
        <Input.Password autoComplete="current-password" />
      </Form.Item>
      <Form.Item name="next" label={t.password.next} rules={[{ required: true, min: PASSWORD_MIN_LENGTH, message: t.tooShort(PASSWORD_MIN_LENGTH) }]}>
        <Input.Password autoComplete="new-password" />
      </Form.Item>
      <Form.Item
        name="confirm"
        label={t.password.confirm}
        dependencies={['next']}
        rules={[
          ({ getFieldValue }) => ({
            validator: (_, value: string | undefined) => (value && value === getFieldValue('next') ? Promise.resolve() : Promise.reject(new Error(t.mismatch))),
          }),
        ]}
      >
        <Input.Password autoComplete="new-password" />
      </Form.Item>
      <Button type="primary" htmlType="submit">
        {t.changePassword}
      </Button>
    </Form>
  );
}

function NotificationList({ settings, onSaved }: { settings: AccountSettings; onSaved: () => void }) {
  const t = useMessages(messages);
  const save = useSave();
  const toggle = (key: NotificationKey, on: boolean) => void save({ notifications: { [key]: on } }, t.notificationsSaved).then(onSaved);
  return (
    <ul aria-label={t.tabs.notifications} style={{ listStyle: 'none', margin: 0, padding: 0, maxWidth: 560 }}>
      {NOTIFICATION_KEYS.map((key) => (
        <li key={key} style={{ borderTop: '1px solid rgba(128,128,128,0.2)', padding: '12px 0' }}>
          <Flex align="center" justify="space-between" gap={16}>
            <label htmlFor={`notification-${key}`}>{t.notifications[key]}</label>
            <Switch id={`notification-${key}`} checked={settings.notifications[key]} onChange={(on) => toggle(key, on)} />
          </Flex>
        </li>
      ))}
    </ul>
  );
}
