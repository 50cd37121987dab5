// The template's blog: /pages/blog/list (search, paging), /pages/blog/{id} (a post, its comments
// and a form to add one) and /pages/blog/edit/{id}; an unknown id is the host's 404 page. Data
// from blog-api.ts.
import { NOT_FOUND_PATH, useMessages } from '@tanghuay/shared-auth';
import { App, Button, Card, Flex, Form, Input, Select, Tag, Typography } from 'antd';
import { useCallback, useState } from 'react';
import { Link, Navigate, useNavigate, useParams } from 'react-router-dom';
import { Pager } from '../../components/pager.tsx';
import { ReadView } from '../../components/read-view.tsx';
import { useFakeRead } from '../../lib/use-fake-read.ts';
import { blogApi } from './blog-api.ts';
import { BLOG_PAGE_SIZE, type BlogChange, type BlogPage, type BlogPost, type NewComment, TITLE_MAX_LENGTH } from './blog-model.ts';
import { messages } from './messages.ts';

const LIST = '/pages/blog/list';
const grid = { display: 'grid', gridTemplateColumns: 'repeat(auto-fill, minmax(min(100%, 260px), 1fr))', gap: 16 } as const;

function Tags({ tags }: { tags: string[] }) {
  return (
    <Flex wrap gap={4}>
      {tags.map((tag) => (
        <Tag key={tag}>#{tag}</Tag>
      ))}
    </Flex>
  );
}

export function BlogListPage() {
  const t = useMessages(messages);
  const [q, setQ] = useState('');
  const [page, setPage] = useState(1);
  const loaded = useFakeRead<BlogPage>(blogApi, `${LIST}?${new URLSearchParams({ page: String(page), ...(q && { q }) })}`);
  const pages = loaded.state === 'ready' ? Math.max(1, Math.ceil(loaded.value.total / BLOG_PAGE_SIZE)) : 1;
  const search = (words: string) => {
    setQ(words);
    setPage(1);
  };

  return (
    <Card>
      <Typography.Title level={3}>{t.title}</Typography.Title>
      <Input.Search allowClear aria-label={t.search} placeholder={t.search} onSearch={search} style={{ marginBottom: 16 }} />
      <ReadView read={loaded} failed={t.loadFailed} empty={{ text: t.empty, isEmpty: (value) => value.posts.length === 0 }}>
        {({ posts }) => (
          <ul aria-label={t.title} style={{ ...grid, listStyle: 'none', margin: 0, padding: 0 }}>
            {posts.map((post) => (
              <li key={post.id} style={{ minWidth: 0 }}>
                <Card size="small" style={{ height: '100%' }}>
                  <Typography.Title level={4} style={{ marginTop: 0 }}>
                    <Link to={`/pages/blog/${post.id}`}>{post.title}</Link>
                  </Typography.Title>
                  <Typography.Paragraph type="secondary">{t.by(post.author, post.date)}</Typography.Paragraph>
                  <Typography.Paragraph>{post.excerpt}</Typography.Paragraph>
                  <Tags tags={post.tags} />
                  <Typography.Paragraph type="secondary" style={{ margin: '8px 0 0' }}>
                    {t.commentCount(post.commentCount)}
                  </Typography.Paragraph>
                </Card>
              </li>
            ))}
          </ul>
        )}
      </ReadView>
      {loaded.state === 'ready' && loaded.value.total > 0 && <Pager page={page} pages={pages} summary={t.pageOf(page, pages, loaded.value.total)} onPage={setPage} />}
    </Card>
  );
}

export function BlogDetailPage() {
  const t = useMessages(messages);
  const navigate = useNavigate();
  const { id = '' } = useParams();
  const [reloads, setReloads] = useState(0);
  const reload = useCallback(() => setReloads((n) => n + 1), []);
  const loaded = useFakeRead<BlogPost>(blogApi, `${LIST}/${encodeURIComponent(id)}`, reloads);
  if (loaded.state === 'missing') return <Navigate to={NOT_FOUND_PATH} replace />;
  return (
    <Card>
      <Link to={LIST}>{t.backToList}</Link>
      <ReadView read={loaded} failed={t.loadFailed}>
        {(post) => (
          <article>
            <Typography.Title level={3}>{post.title}</Typography.Title>
            <Typography.Paragraph type="secondary">{t.by(post.author, post.date)}</Typography.Paragraph>
            <Tags tags={post.tags} />
            {post.content.split(/\n\s*\n/).map((paragraph, index) => (
              <Typography.Paragraph key={index} style={{ marginTop: 16 }}>
                {paragraph}
              </Typography.Paragraph>
            ))}
            <Button onClick={() => navigate(`/pages/blog/edit/${post.id}`)}>{t.edit}</Button>
            <Typography.Title level={4}>{t.comments}</Typography.Title>
            {post.comments.length === 0 ? (
              <Typography.Paragraph type="secondary">{t.noComments}</Typography.Paragraph>
            ) : (
              <ul aria-label={t.comments} style={{ listStyle: 'none', margin: 0, padding: 0 }}>
                {post.comments.map((comment) => (
                  <li key={comment.id} style={{ borderTop: '1px solid rgba(128,128,128,0.2)', padding: '8px 0' }}>
                    <Typography.Text strong>{comment.name}</Typography.Text> <Typography.Text type="secondary">{comment.date}</Typography.Text>
                    <Typography.Paragraph style={{ margin: '4px 0 0', overflowWrap: 'anywhere' }}>{comment.text}</Typography.Paragraph>
                  </li>
                ))}
              </ul>
            )}
            <CommentForm postId={post.id} onAdded={reload} />
          </article>
        )}
      </ReadView>
    </Card>
  );
}

function CommentForm({ postId, onAdded }: { postId: number; onAdded: () => void }) {
  const t = useMessages(messages);
  const { message } = App.useApp();
  const [form] = Form.useForm<NewComment>();
  const [sending, setSending] = useState(false);
  const send = (comment: NewComment) => {
    setSending(true);
    blogApi('POST', `${LIST}/${postId}/comments`, comment).then(
      () => {
        setSending(false);
        form.resetFields();
        void message.success(t.commentAdded);
        onAdded();
      },
      () => {
        setSending(false);
        void message.error(t.saveFailed);
      },
    );
  };
  return (
    <Form form={form} layout="vertical" onFinish={send} style={{ maxWidth: 560, marginTop: 16 }}>
      <Form.Item name="name" label={t.fields.name} rules={[{ required: true, whitespace: true, message: t.nameRequired }]}>
        <Input autoComplete="name" />
      </Form.Item>
      <Form.Item name="text" label={t.fields.comment} rules={[{ required: true, whitespace: true, message: t.commentRequired }]}>
        <Input.TextArea rows={3} />
      </Form.Item>
      <Button type="primary" htmlType="submit" loading={sending}>
        {t.addComment}
      </Button>
    </Form>
  );
}

export function BlogEditPage() {
  const t = useMessages(messages);
  const { message } = App.useApp();
  const navigate = useNavigate();
  const { id = '' } = useParams();
  const loaded = useFakeRead<BlogPost>(blogApi, `${LIST}/${encodeURIComponent(id)}`);
  const [saving, setSaving] = useState(false);
  if (loaded.state === 'missing') return <Navigate to={NOT_FOUND_PATH} replace />;

  const save = (change: BlogChange) => {
    setSaving(true);
    blogApi<BlogPost>('PATCH', `${LIST}/${encodeURIComponent(id)}`, change).then(
      (post) => {
        void message.success(t.saved);
        navigate(`/pages/blog/${post.id}`);
      },
      () => {
        setSaving(false);
        void message.error(t.saveFailed);
      },
    );
  };

  return (
    <Card>
      <ReadView read={loaded} failed={t.loadFailed}>
        {(post) => (
          <>
            <Typography.Title level={3}>{t.editTitle(post.title)}</Typography.Title>
            <Form layout="vertical" initialValues={post} onFinish={save} style={{ maxWidth: 720 }}>
              <Form.Item
                name="title"
                label={t.fields.title}
                rules={[
                  { required: true, whitespace: true, message: t.titleRequired },
                  { max: TITLE_MAX_LENGTH, message: t.titleTooLong(TITLE_MAX_LENGTH) },
                ]}
              >
                <Input />
              </Form.Item>
              <Form.Item name="content" label={t.fields.content} rules={[{ required: true, whitespace: true, message: t.contentRequired }]}>
                <Input.TextArea rows={8} />
              </Form.Item>
              <Form.Item name="tags" label={t.fields.tags}>
                <Select mode="tags" tokenSeparators={[',']} open={false} suffixIcon={null} />
              </Form.Item>
              <Flex wrap gap={8}>
                <Button type="primary" htmlType="submit" loading={saving}>
                  {t.save}
                </Button>
                <Button onClick={() => navigate(`/pages/blog/${post.id}`)}>{t.cancel}</Button>
              </Flex>
            </Form>
          </>
        )}
      </ReadView>
    </Card>
  );
}
