// /ui/elements: buttons, tags, alerts, typography and dividers.
import { useMessages } from '@tanghuay/shared-auth';
import { Alert, Button, Divider, Flex, Tag, Typography } from 'antd';
import { messages } from './messages.ts';
import { CardGrid, GridCard } from '../../components/card-grid.tsx';
import { ShowcasePage } from './showcase-page.tsx';

const TAG_COLOURS = ['blue', 'green', 'gold', 'red', 'default'];

export function ElementsPage() {
  const t = useMessages(messages).elements;
  return (
    <ShowcasePage title={t.title}>
      <GridCard title={t.buttons}>
        <Typography.Text type="secondary">{t.types}</Typography.Text>
        <Flex wrap gap={8} style={{ margin: '8px 0 16px' }}>
          <Button type="primary">{t.primary}</Button>
          <Button>{t.default}</Button>
          <Button type="dashed">{t.dashed}</Button>
          <Button type="text">{t.text}</Button>
          <Button type="link">{t.link}</Button>
          <Button danger>{t.danger}</Button>
        </Flex>
        <Typography.Text type="secondary">{t.sizes}</Typography.Text>
        <Flex wrap gap={8} align="center" style={{ margin: '8px 0 16px' }}>
          <Button type="primary" size="small">{t.small}</Button>
          <Button type="primary">{t.middle}</Button>
          <Button type="primary" size="large">{t.large}</Button>
        </Flex>
        <Typography.Text type="secondary">{t.states}</Typography.Text>
        <Flex wrap gap={8} style={{ marginTop: 8 }}>
          <Button type="primary" loading>{t.loading}</Button>
          <Button loading>{t.loading}</Button>
          <Button type="primary" disabled>{t.disabled}</Button>
          <Button disabled>{t.disabled}</Button>
        </Flex>
      </GridCard>

      <CardGrid min={320}>
        <GridCard title={t.tags}>
          <Flex wrap gap={8}>
            {t.tagNames.map((name, index) => (
              <Tag key={name} color={TAG_COLOURS[index]}>{name}</Tag>
            ))}
          </Flex>
        </GridCard>
        <GridCard title={t.dividers}>
          <Typography.Text>{t.default}</Typography.Text>
          <Divider />
          <Divider titlePlacement="start">{t.withText}</Divider>
          <Divider variant="dashed">{t.dashedDivider}</Divider>
          <span>{t.vertical}</span>
          <Divider vertical />
          <span>{t.vertical}</span>
        </GridCard>
      </CardGrid>

      <GridCard title={t.alerts}>
        <Flex vertical gap={8}>
          <Alert type="success" showIcon title={t.success} />
          <Alert type="info" showIcon title={t.info} />
          <Alert type="warning" showIcon title={t.warning} description={t.alertDetail} />
          <Alert type="error" showIcon title={t.error} description={t.alertDetail} />
        </Flex>
      </GridCard>

      <GridCard title={t.typography}>
        {([1, 2, 3, 4, 5] as const).map((level) => (
          <Typography.Title key={level} level={level}>
            {t.heading(level)}
          </Typography.Title>
        ))}
        <Flex wrap gap={12} style={{ marginBottom: 12 }}>
          <Typography.Text type="secondary">{t.secondary}</Typography.Text>
          <Typography.Text type="success">{t.successText}</Typography.Text>
          <Typography.Text type="warning">{t.warningText}</Typography.Text>
          <Typography.Text type="danger">{t.dangerText}</Typography.Text>
          <Typography.Text disabled>{t.disabled}</Typography.Text>
          <Typography.Text mark>{t.mark}</Typography.Text>
          <Typography.Text code>{t.code}</Typography.Text>
          <Typography.Text strong>{t.strong}</Typography.Text>
          <Typography.Text italic>{t.italic}</Typography.Text>
          <Typography.Text underline>{t.underline}</Typography.Text>
          <Typography.Text delete>{t.deleted}</Typography.Text>
        </Flex>
        <Typography.Text copyable={{ text: 'TH-2026-0042' }}>{t.copyable}</Typography.Text>
      </GridCard>
    </ShowcasePage>
  );
}
