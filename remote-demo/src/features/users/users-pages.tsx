// The template's users app: /apps/users/list (search, filters, paging), /apps/users/view/{id} and
// /apps/users/edit/{id}; an unknown id is the host's 404 page. Data from users-api.ts.
import { NOT_FOUND_PATH, useMessages } from '@tanghuay/shared-auth';
import { App, Button, Card, Flex, Form, Input, Select, Tag, Typography } from 'antd';
import { useState } from 'react';
import { Link, Navigate, useNavigate, useParams } from 'react-router-dom';
import { Pager } from '../../components/pager.tsx';
import { ReadStatus, ReadView } from '../../components/read-view.tsx';
import { DemoTable } from '../../components/demo-table.tsx';
import { useFakeRead } from '../../lib/use-fake-read.ts';
import { messages } from './messages.ts';
import { usersApi } from './users-api.ts';
import { type DemoUser, USER_ROLES, USER_STATUSES, type UserChange, type UserPage, type UserRole, type UserStatus, USERS_PAGE_SIZE } from './users-model.ts';

const STATUS_COLOURS: Record<UserStatus, string> = { active: 'green', pending: 'gold', inactive: 'default' };

export function UsersListPage() {
  const t = useMessages(messages);
  const [q, setQ] = useState('');
  const [role, setRole] = useState<UserRole | ''>('');
  const [status, setStatus] = useState<UserStatus | ''>('');
  const [page, setPage] = useState(1);
  const query = new URLSearchParams({ page: String(page), perPage: String(USERS_PAGE_SIZE), ...(q && { q }), ...(role && { role }), ...(status && { status }) });
  const loaded = useFakeRead<UserPage>(usersApi, `/apps/users/list?${query}`);
  const pages = loaded.state === 'ready' ? Math.max(1, Math.ceil(loaded.value.total / USERS_PAGE_SIZE)) : 1;
  const refilter = <Value,>(set: (value: Value) => void) => (value: Value) => {
    set(value);
    setPage(1);
  };

  return (
    <Card>
      <Typography.Title level={3}>{t.title}</Typography.Title>
      <Flex wrap gap={8} style={{ marginBottom: 16 }}>
        <Input.Search allowClear aria-label={t.search} placeholder={t.search} onSearch={refilter(setQ)} style={{ flex: '2 1 220px' }} />
        <Select<UserRole | ''>
          aria-label={t.allRoles}
          value={role}
          onChange={refilter(setRole)}
          options={[{ value: '', label: t.allRoles }, ...USER_ROLES.map((one) => ({ value: one, label: t.roles[one] }))]}
          style={{ flex: '1 1 150px' }}
        />
        <Select<UserStatus | ''>
          aria-label={t.allStatuses}
          value={status}
          onChange={refilter(setStatus)}
          options={[{ value: '', label: t.allStatuses }, ...USER_STATUSES.map((one) => ({ value: one, label: t.statuses[one] }))]}
          style={{ flex: '1 1 150px' }}
        />
      </Flex>
      <ReadView read={loaded} failed={t.loadFailed} empty={{ text: t.empty, isEmpty: (value) => value.users.length === 0 }}>
        {({ users }) => (
          <DemoTable
            label={t.title}
            rows={users}
            columns={[
              {
                title: t.columns.name,
                cell: (user) => (
                  <>
                    <Link to={`/apps/users/view/${user.id}`} style={{ fontWeight: 600 }}>
                      {user.fullName}
                    </Link>
                    <br />
                    <Typography.Text type="secondary">@{user.username}</Typography.Text>
                    <br />
                    <Typography.Text type="secondary" style={{ overflowWrap: 'anywhere' }}>
                      {user.email}
                    </Typography.Text>
                  </>
                ),
              },
              {
                title: t.columns.role,
                cell: (user) => (
                  <Flex vertical gap={4} align="start">
                    {t.roles[user.role]}
                    <Tag color={STATUS_COLOURS[user.status]}>{t.statuses[user.status]}</Tag>
                  </Flex>
                ),
              },
            ]}
          />
        )}
      </ReadView>
      {loaded.state === 'ready' && <Pager page={page} pages={pages} summary={t.pageOf(page, pages, loaded.value.total)} onPage={setPage} />}
    </Card>
  );
}

function UserFields({ user }: { user: DemoUser }) {
  const t = useMessages(messages);
  const rows: [string, string][] = [
    [t.fields.username, `@${user.username}`],
    [t.fields.email, user.email],
    [t.fields.role, t.roles[user.role]],
    [t.fields.status, t.statuses[user.status]],
    [t.fields.country, user.country],
    [t.fields.contact, user.contact],
  ];
  return (
    <dl style={{ display: 'grid', gridTemplateColumns: 'minmax(100px, max-content) 1fr', gap: '8px 16px', margin: 0 }}>
      {rows.map(([term, value]) => (
        <div key={term} style={{ display: 'contents' }}>
          <dt>
            <Typography.Text type="secondary">{term}</Typography.Text>
          </dt>
          <dd style={{ margin: 0 }}>{value}</dd>
        </div>
      ))}
    </dl>
  );
}

export function UserViewPage() {
  const t = useMessages(messages);
  const navigate = useNavigate();
  const { id = '' } = useParams();
  const loaded = useFakeRead<DemoUser>(usersApi, `/apps/users/${encodeURIComponent(id)}`);
  if (loaded.state === 'missing') return <Navigate to={NOT_FOUND_PATH} replace />;
  return (
    <Card>
      <ReadStatus read={loaded} failed={t.loadFailed} rows={5} />
      {loaded.state === 'ready' && (
        <>
          <Typography.Title level={3}>{loaded.value.fullName}</Typography.Title>
          <UserFields user={loaded.value} />
          <Flex wrap gap={8} style={{ marginTop: 24 }}>
            <Button type="primary" onClick={() => navigate(`/apps/users/edit/${loaded.value.id}`)}>
              {t.edit}
            </Button>
            <Button onClick={() => navigate('/apps/users/list')}>{t.backToList}</Button>
          </Flex>
        </>
      )}
    </Card>
  );
}

export function UserEditPage() {
  const t = useMessages(messages);
  const { message } = App.useApp();
  const navigate = useNavigate();
  const { id = '' } = useParams();
  const loaded = useFakeRead<DemoUser>(usersApi, `/apps/users/${encodeURIComponent(id)}`);
  const [saving, setSaving] = useState(false);
  if (loaded.state === 'missing') return <Navigate to={NOT_FOUND_PATH} replace />;

  const save = (change: UserChange) => {
    setSaving(true);
    usersApi<DemoUser>('PATCH', `/apps/users/${encodeURIComponent(id)}`, change).then(
      (user) => {
        void message.success(t.saved);
        navigate(`/apps/users/view/${user.id}`);
      },
      () => {
        setSaving(false);
        void message.error(t.saveFailed);
      },
    );
  };

  return (
    <Card>
      <ReadStatus read={loaded} failed={t.loadFailed} />
      {loaded.state === 'ready' && (
        <>
          <Typography.Title level={3}>
            {t.edit}: {loaded.value.fullName}
          </Typography.Title>
          <Form layout="vertical" initialValues={loaded.value} onFinish={save} style={{ maxWidth: 560 }}>
            <Form.Item name="fullName" label={t.fields.fullName} rules={[{ required: true, whitespace: true, message: t.nameRequired }]}>
              <Input />
            </Form.Item>
            <Form.Item name="email" label={t.fields.email} rules={[{ required: true, type: 'email', message: t.emailInvalid }]}>
              <Input inputMode="email" />
            </Form.Item>
            <Form.Item name="role" label={t.fields.role}>
              <Select options={USER_ROLES.map((one) => ({ value: one, label: t.roles[one] }))} />
            </Form.Item>
            <Form.Item name="status" label={t.fields.status}>
              <Select options={USER_STATUSES.map((one) => ({ value: one, label: t.statuses[one] }))} />
            </Form.Item>
            <Form.Item name="country" label={t.fields.country}>
              <Input />
            </Form.Item>
            <Form.Item name="contact" label={t.fields.contact}>
              <Input inputMode="tel" />
            </Form.Item>
            <Flex wrap gap={8}>
              <Button type="primary" htmlType="submit" loading={saving}>
                {t.save}
              </Button>
              <Button onClick={() => navigate(`/apps/users/view/${loaded.value.id}`)}>{t.cancel}</Button>
            </Flex>
          </Form>
        </>
      )}
    </Card>
  );
}
