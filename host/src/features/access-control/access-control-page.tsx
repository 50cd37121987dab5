// /access-control (needs read ACL; the client role's home): who is signed in, and which areas of
// the product this account may view or manage, as the shared CASL ability says.
import { ability, ROLE_NAMES, useMessages, useUserData } from '@tanghuay/shared-auth';
import { Card, Tag, theme, Typography } from 'antd';
import { messages } from './messages.ts';
import { ACTIONS, type AreaAccess, accessOf } from './model/areas.ts';

export function AccessControlPage() {
  const t = useMessages(messages);
  const roleNames = useMessages(ROLE_NAMES);
  // Re-rendered when the session changes; the ability follows the same change.
  const userData = useUserData();

  const { token } = theme.useToken();
  const cell = { padding: '8px 12px', borderTop: `1px solid ${token.colorBorderSecondary}`, textAlign: 'start' } as const;
  const centred = { ...cell, textAlign: 'center' } as const;

  return (
    <Card style={{ maxWidth: 720, margin: '0 auto' }}>
      <Typography.Title level={1} style={{ fontSize: 24, marginTop: 0 }}>
        {t.title}
      </Typography.Title>
      <Typography.Paragraph type="secondary">{t.subtitle}</Typography.Paragraph>
      {userData && (
        <section style={{ marginBottom: 24 }}>
          <Typography.Title level={2} style={{ fontSize: 16 }}>
            {t.account}
          </Typography.Title>
          <dl style={{ display: 'grid', gridTemplateColumns: 'max-content 1fr', gap: '4px 12px', margin: 0 }}>
            <dt style={{ color: token.colorTextSecondary }}>{t.username}</dt>
            <dd style={{ margin: 0 }}>{userData.username}</dd>
            <dt style={{ color: token.colorTextSecondary }}>{t.role}</dt>
            <dd style={{ margin: 0 }}>{`${roleNames[userData.role]} (${userData.role})`}</dd>
          </dl>
        </section>
      )}
      {/* A plain table: antd's Table would join the shared antd every member downloads (docs/lottery.md, "Page weight"). */}
      <table style={{ width: '100%', borderCollapse: 'collapse' }}>
        <thead style={{ background: token.colorFillAlter }}>
          <tr>
            <th scope="col" style={cell}>
              {t.area}
            </th>
            {ACTIONS.map((action) => (
              <th key={action} scope="col" style={centred}>
                {t[action]}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {accessOf(ability).map((line: AreaAccess) => (
            <tr key={line.area}>
              <td style={cell}>{t.areas[line.area]}</td>
              {ACTIONS.map((action) => (
                <td key={action} style={centred}>
                  {line[action] ? <Tag color="success">{t.yes}</Tag> : <Tag>{t.no}</Tag>}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </Card>
  );
}
