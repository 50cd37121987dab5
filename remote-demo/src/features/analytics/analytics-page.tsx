import { Card, Typography } from 'antd';

/** The template's analytics dashboard; its demo data arrives with the demo pages. */
export function AnalyticsPage() {
  return (
    <Card data-remote="demo" data-remote-version={__APP_VERSION__}>
      <Typography.Title level={3}>แดชบอร์ดตัวอย่าง</Typography.Title>
      <Typography.Paragraph type="secondary">หน้าตัวอย่างจากเทมเพลต ไม่ใช่ส่วนหนึ่งของระบบแทงหวย</Typography.Paragraph>
    </Card>
  );
}
