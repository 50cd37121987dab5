// /access-control (needs read ACL; the client role's home): who is signed in, and which areas of
// the product this account may view or manage, as the shared CASL ability says.
import { ability, ROLE_NAMES, useMessages, useUserData } from '@tanghuay/shared-auth';
import { Card, Descriptions, Table, type TableColumnsType, Tag, Typography } from 'antd';
import { messages } from './messages.ts';
import { ACTIONS, type AreaAccess, accessOf } from './model/areas.ts';

export function AccessControlPage() {
  const t = useMessages(messages);
  const roleNames = useMessages(ROLE_NAMES);
  // Re-rendered when the session changes; the ability follows the same change.
  const userData = useUserData();

  const columns: TableColumnsType<AreaAccess> = [
    { key: 'area', title: t.area, render: (_, { area }) => t.areas[area] },
    ...ACTIONS.map((action) => ({
      key: action,
      title: t[action],
      align: 'center' as const,
      render: (_: unknown, line: AreaAccess) =>
        line[action] ? <Tag color="success">{t.yes}</Tag> : <Tag>{t.no}</Tag>,
    })),
  ];

  return (
    <Card style={{ maxWidth: 720, margin: '0 auto' }}>
      <Typography.Title level={1} style={{ fontSize: 24, marginTop: 0 }}>
        {t.title}
      </Typography.Title>
      <Typography.Paragraph type="secondary">{t.subtitle}</Typography.Paragraph>
      {userData && (
        <Descriptions
          title={t.account}
          size="small"
          column={{ xs: 1, sm: 2 }}
          items={[
            { key: 'username', label: t.username, children: userData.username },
            { key: 'role', label: t.role, children: `${roleNames[userData.role]} (${userData.role})` },
          ]}
          style={{ marginBottom: 24 }}
        />
      )}
      <Table<AreaAccess>
        rowKey="area"
        size="small"
        pagination={false}
        columns={columns}
        dataSource={accessOf(ability)}
      />
    </Card>
  );
}
