// The template's FAQ page (/pages/faq): the questions by category, each opened in place (<details>),
// searched through GET /pages/faq?q= (faq-api.ts).
import { useMessages } from '@tanghuay/shared-auth';
import { Button, Card, Flex, Input, Typography } from 'antd';
import { useState } from 'react';
import { ReadView } from '../../components/read-view.tsx';
import { useFakeRead } from '../../lib/use-fake-read.ts';
import { faqApi } from './faq-api.ts';
import type { FaqCategory, FaqGroup } from './faq-model.ts';
import { messages } from './messages.ts';

const panel = { border: '1px solid rgba(128,128,128,0.25)', borderRadius: 8, padding: '12px 16px', marginBottom: 8 } as const;

export function FaqPage() {
  const t = useMessages(messages);
  const [q, setQ] = useState('');
  const loaded = useFakeRead<FaqGroup[]>(faqApi, `/pages/faq${q ? `?${new URLSearchParams({ q })}` : ''}`);

  return (
    <Card>
      <Typography.Title level={3}>{t.title}</Typography.Title>
      <Typography.Paragraph type="secondary">{t.lead}</Typography.Paragraph>
      <Input.Search allowClear size="large" aria-label={t.search} placeholder={t.search} onSearch={setQ} style={{ marginBottom: 16 }} />
      <ReadView read={loaded} failed={t.loadFailed} rows={6} empty={{ text: t.noResults(q), isEmpty: (groups) => groups.length === 0 }}>
        {(groups) => <FaqGroups groups={groups} />}
      </ReadView>
    </Card>
  );
}

/** The categories' buttons and questions; a new search starts again from all categories. */
function FaqGroups({ groups }: { groups: FaqGroup[] }) {
  const t = useMessages(messages);
  const [shown, setShown] = useState<FaqCategory | 'all'>('all');
  return (
    <>
      <Flex wrap gap={8} role="navigation" aria-label={t.title} style={{ marginBottom: 16 }}>
        {(['all', ...groups.map((group) => group.category)] as const).map((one) => (
          <Button key={one} type={shown === one ? 'primary' : 'default'} aria-pressed={shown === one} onClick={() => setShown(one)}>
            {one === 'all' ? t.all : t.categories[one]}
          </Button>
        ))}
      </Flex>
      {groups
        .filter((group) => shown === 'all' || group.category === shown)
        .map(({ category, questions }) => (
          <section key={category} aria-label={t.categories[category]} style={{ marginBottom: 16 }}>
            <Typography.Title level={4}>{t.categories[category]}</Typography.Title>
            {questions.map((one) => (
              <details key={one.id} style={panel}>
                <summary style={{ cursor: 'pointer', fontWeight: 600, minHeight: 24 }}>{one.question}</summary>
                <Typography.Paragraph style={{ margin: '8px 0 0' }}>{one.answer}</Typography.Paragraph>
              </details>
            ))}
          </section>
        ))}
    </>
  );
}
