import { Layout } from 'antd';
import { Outlet } from 'react-router-dom';

/** The frame around every page. */
export function HostShell() {
  return (
    <Layout style={{ minHeight: '100vh' }}>
      <Layout.Header style={{ display: 'flex', alignItems: 'center', paddingInline: 16 }}>
        <span style={{ color: '#fff', fontWeight: 600, fontSize: 18 }}>Tanghuay</span>
      </Layout.Header>
      <Layout.Content style={{ padding: 16 }}>
        <Outlet />
      </Layout.Content>
    </Layout>
  );
}
