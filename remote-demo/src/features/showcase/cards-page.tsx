// /ui/cards: the card variants the demo pages use.
import { useMessages } from '@tanghuay/shared-auth';
import { Button, Card, Flex, Tag, Typography } from 'antd';
import { messages } from './messages.ts';
import { CardGrid } from '../../components/card-grid.tsx';
import { ShowcasePage } from './showcase-page.tsx';

export function CardsPage() {
  const t = useMessages(messages).cards;
  return (
    <ShowcasePage title={t.title}>
      <Typography.Title level={4}>{t.statistics}</Typography.Title>
      <CardGrid min={200}>
        {t.stats.map((stat) => (
          <Card key={stat.label} size="small">
            <Typography.Text type="secondary">{stat.label}</Typography.Text>
            <Flex align="baseline" gap={8} wrap>
              <Typography.Text strong style={{ fontSize: 28 }}>
                {stat.value}
              </Typography.Text>
              <Tag color={stat.change.startsWith('-') ? 'red' : 'green'}>{stat.change}</Tag>
            </Flex>
          </Card>
        ))}
      </CardGrid>

      <Typography.Title level={4}>{t.actions}</Typography.Title>
      <CardGrid>
        <Card title={t.upgradeTitle} actions={[<Button key="later" type="text">{t.later}</Button>, <Button key="upgrade" type="primary">{t.upgrade}</Button>]}>
          {t.upgradeText}
        </Card>
        <Card title={t.inviteTitle}>
          <Typography.Paragraph>{t.inviteText}</Typography.Paragraph>
          <Button type="primary" block>
            {t.invite}
          </Button>
        </Card>
      </CardGrid>

      <Typography.Title level={4}>{t.lists}</Typography.Title>
      <CardGrid>
        {[
          { title: t.topProducts, items: t.products },
          { title: t.activity, items: t.events },
        ].map(({ title, items }) => (
          <Card key={title} title={title} styles={{ body: { padding: 0 } }}>
            <ol aria-label={title} style={{ margin: 0, padding: 0, listStyle: 'none' }}>
              {items.map((item, index) => (
                <li key={item} style={{ padding: '10px 24px', borderTop: index ? '1px solid rgba(128,128,128,0.2)' : undefined }}>
                  {item}
                </li>
              ))}
            </ol>
          </Card>
        ))}
      </CardGrid>

      <Typography.Title level={4}>{t.horizontal}</Typography.Title>
      <CardGrid min={340}>
        {['#1677ff', '#13a8a8'].map((colour) => (
          <Card key={colour} styles={{ body: { padding: 0 } }}>
            <Flex wrap>
              {/* A picture's place, drawn: the demo loads no images. */}
              <div aria-hidden style={{ flex: '1 1 120px', minHeight: 140, background: `linear-gradient(135deg, ${colour}, #b7eb8f)` }} />
              <div style={{ flex: '2 1 200px', padding: 16 }}>
                <Typography.Title level={5}>{t.horizontalTitle}</Typography.Title>
                <Typography.Paragraph type="secondary">{t.horizontalText}</Typography.Paragraph>
                <Button type="link" style={{ padding: 0 }}>
                  {t.more}
                </Button>
              </div>
            </Flex>
          </Card>
        ))}
      </CardGrid>
    </ShowcasePage>
  );
}
