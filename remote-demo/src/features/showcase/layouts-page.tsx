// /ui/layouts: page layout patterns as small mock-ups (antd's Layout, scaled down inside cards) and
// an inline menu that collapses to its icons.
import { useMessages } from '@tanghuay/shared-auth';
import { Button, Card, Layout, Menu } from 'antd';
import { useState } from 'react';
import { messages } from './messages.ts';
import { CardGrid, GridCard } from '../../components/card-grid.tsx';
import { ShowcasePage } from './showcase-page.tsx';

const MOCK = { height: 180, fontSize: 12, borderRadius: 8, overflow: 'hidden' } as const;
const HEADER = { height: 32, lineHeight: '32px', padding: '0 12px', color: '#fff', background: '#1677ff' } as const;
const SIDER = { color: '#fff', background: '#001529', padding: 8 } as const;
const CONTENT = { padding: 12, background: 'rgba(22,119,255,0.08)' } as const;
const FOOTER = { padding: '6px 12px', textAlign: 'center', background: 'rgba(128,128,128,0.15)' } as const;
const MENU_ICONS = ['▦', '▤', '☺', '⚙'];

export function LayoutsPage() {
  const t = useMessages(messages).layouts;
  const [collapsed, setCollapsed] = useState(false);
  return (
    <ShowcasePage title={t.title}>
      <CardGrid min={260}>
        <Card title={t.topNav} size="small">
          <Layout style={MOCK}>
            <Layout.Header style={HEADER}>{t.header}</Layout.Header>
            <Layout.Content style={CONTENT}>{t.content}</Layout.Content>
            <Layout.Footer style={FOOTER}>{t.footer}</Layout.Footer>
          </Layout>
        </Card>
        <Card title={t.sideNav} size="small">
          <Layout style={MOCK}>
            <Layout.Sider width={72} style={SIDER}>
              {t.sider}
            </Layout.Sider>
            <Layout>
              <Layout.Content style={CONTENT}>{t.content}</Layout.Content>
              <Layout.Footer style={FOOTER}>{t.footer}</Layout.Footer>
            </Layout>
          </Layout>
        </Card>
        <Card title={t.both} size="small">
          <Layout style={MOCK}>
            <Layout.Header style={HEADER}>{t.header}</Layout.Header>
            <Layout>
              <Layout.Sider width={72} style={SIDER}>
                {t.sider}
              </Layout.Sider>
              <Layout.Content style={CONTENT}>{t.content}</Layout.Content>
            </Layout>
          </Layout>
        </Card>
      </CardGrid>
      <GridCard title={t.collapsed}>
        <Button onClick={() => setCollapsed(!collapsed)} aria-expanded={!collapsed} style={{ marginBottom: 12 }}>
          {collapsed ? t.expand : t.collapse}
        </Button>
        <Menu
          mode="inline"
          inlineCollapsed={collapsed}
          defaultSelectedKeys={['0']}
          style={{ maxWidth: collapsed ? 80 : 240 }}
          items={t.menu.map((label, index) => ({ key: String(index), label, icon: <span aria-hidden>{MENU_ICONS[index]}</span> }))}
        />
      </GridCard>
    </ShowcasePage>
  );
}
