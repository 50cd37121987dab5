import { Card, Typography } from 'antd';

/** Round selection, where a bet starts. The rounds themselves arrive with the lottery engine. */
export function RoundsPage() {
  return (
    <Card data-remote="lotto" data-remote-version={__APP_VERSION__}>
      <Typography.Title level={3}>เลือกรอบแทงหวย</Typography.Title>
      <Typography.Paragraph type="secondary">ยังไม่มีรอบที่เปิดรับแทงในขณะนี้</Typography.Paragraph>
    </Card>
  );
}
