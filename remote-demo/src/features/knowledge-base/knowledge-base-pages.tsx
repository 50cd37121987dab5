// The template's knowledge base: /pages/knowledge-base (categories, searched),
// /pages/knowledge-base/{category} (its questions) and /pages/knowledge-base/{category}/{slug} (a
// question's answer and related ones); an unknown category or question is the host's 404 page.
// Data from knowledge-base-api.ts.
import { NOT_FOUND_PATH, useMessages } from '@tanghuay/shared-auth';
import { Card, Input, Typography } from 'antd';
import { useState } from 'react';
import { Link, Navigate, useParams } from 'react-router-dom';
import { ReadView } from '../../components/read-view.tsx';
import { useFakeRead } from '../../lib/use-fake-read.ts';
import { knowledgeBaseApi } from './knowledge-base-api.ts';
import type { KbCategorySummary, KbCategoryView, KbQuestionLink, KbQuestionView } from './knowledge-base-model.ts';
import { messages } from './messages.ts';

const HOME = '/pages/knowledge-base';
const grid = { display: 'grid', gridTemplateColumns: 'repeat(auto-fill, minmax(min(100%, 240px), 1fr))', gap: 16 } as const;

function QuestionLinks({ label, category, questions }: { label: string; category: string; questions: KbQuestionLink[] }) {
  return (
    <ul aria-label={label} style={{ margin: 0, paddingLeft: 20 }}>
      {questions.map((one) => (
        <li key={one.slug} style={{ padding: '4px 0' }}>
          <Link to={`${HOME}/${category}/${one.slug}`}>{one.title}</Link>
        </li>
      ))}
    </ul>
  );
}

export function KnowledgeBasePage() {
  const t = useMessages(messages);
  const [q, setQ] = useState('');
  const loaded = useFakeRead<KbCategorySummary[]>(knowledgeBaseApi, `/pages/kb/categories${q ? `?${new URLSearchParams({ q })}` : ''}`);
  return (
    <Card>
      <Typography.Title level={3}>{t.title}</Typography.Title>
      <Typography.Paragraph type="secondary">{t.lead}</Typography.Paragraph>
      <Input.Search allowClear size="large" aria-label={t.search} placeholder={t.search} onSearch={setQ} style={{ marginBottom: 16 }} />
      <ReadView read={loaded} failed={t.loadFailed} empty={{ text: t.noResults(q), isEmpty: (categories) => categories.length === 0 }}>
        {(categories) => (
          <div style={grid}>
            {categories.map((category) => (
              <Card key={category.slug} size="small" title={category.title} role="group" aria-label={category.title} style={{ minWidth: 0 }}>
                <Typography.Paragraph type="secondary">{category.description}</Typography.Paragraph>
                <QuestionLinks label={category.title} category={category.slug} questions={category.top} />
                <Typography.Paragraph style={{ margin: '8px 0 0' }}>
                  <Link to={`${HOME}/${category.slug}`}>
                    {t.allQuestions} ({t.questions(category.count)})
                  </Link>
                </Typography.Paragraph>
              </Card>
            ))}
          </div>
        )}
      </ReadView>
    </Card>
  );
}

export function KbCategoryPage() {
  const t = useMessages(messages);
  const { category = '' } = useParams();
  const loaded = useFakeRead<KbCategoryView>(knowledgeBaseApi, `/pages/kb/categories/${encodeURIComponent(category)}`);
  if (loaded.state === 'missing') return <Navigate to={NOT_FOUND_PATH} replace />;
  return (
    <Card>
      <Link to={HOME}>{t.backTo(t.title)}</Link>
      <ReadView read={loaded} failed={t.loadFailed}>
        {(page) => (
          <>
            <Typography.Title level={3}>{page.category.title}</Typography.Title>
            <Typography.Paragraph type="secondary">{page.category.description}</Typography.Paragraph>
            {page.questions.length === 0 ? (
              <Typography.Paragraph type="secondary">{t.noQuestions}</Typography.Paragraph>
            ) : (
              <QuestionLinks label={page.category.title} category={page.category.slug} questions={page.questions} />
            )}
          </>
        )}
      </ReadView>
    </Card>
  );
}

export function KbQuestionPage() {
  const t = useMessages(messages);
  const { category = '', slug = '' } = useParams();
  const loaded = useFakeRead<KbQuestionView>(knowledgeBaseApi, `/pages/kb/questions/${encodeURIComponent(slug)}`);
  // A question found under another category's address is not found either.
  if (loaded.state === 'missing' || (loaded.state === 'ready' && loaded.value.category.slug !== category)) return <Navigate to={NOT_FOUND_PATH} replace />;
  return (
    <Card>
      <ReadView read={loaded} failed={t.loadFailed}>
        {(page) => (
          <>
            <Link to={`${HOME}/${page.category.slug}`}>{t.backTo(page.category.title)}</Link>
            <Typography.Title level={3}>{page.question.title}</Typography.Title>
            <Typography.Paragraph>{page.question.answer}</Typography.Paragraph>
            {page.related.length > 0 && (
              <>
                <Typography.Title level={4}>{t.related}</Typography.Title>
                <QuestionLinks label={t.related} category={page.category.slug} questions={page.related} />
              </>
            )}
          </>
        )}
      </ReadView>
    </Card>
  );
}
