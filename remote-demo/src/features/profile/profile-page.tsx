// The template's profile page (/pages/profile): cover and initials, about, activity, connections,
// teams, and posts loaded a page at a time; data from profile-api.ts.
import { useMessages } from '@tanghuay/shared-auth';
import { Button, Card, Flex, Tag, Typography } from 'antd';
import { type ReactNode, useState } from 'react';
import { ReadView } from '../../components/read-view.tsx';
import { useFakeRead } from '../../lib/use-fake-read.ts';
import { messages } from './messages.ts';
import { profileApi } from './profile-api.ts';
import { initialsOf, type PostsPage, type Profile } from './profile-model.ts';

const grid = { display: 'grid', gridTemplateColumns: 'repeat(auto-fit, minmax(min(100%, 280px), 1fr))', gap: 16, marginTop: 16 } as const;
const list = { listStyle: 'none', margin: 0, padding: 0 } as const;
const row = { borderTop: '1px solid rgba(128,128,128,0.2)', padding: '8px 0' } as const;

export function ProfilePage() {
  const t = useMessages(messages);
  const loaded = useFakeRead<Profile>(profileApi, '/pages/profile');
  return (
    <div>
      <ReadView read={loaded} failed={t.loadFailed} rows={8}>
        {(profile) => (
          <>
            <Cover profile={profile} />
            <div style={grid}>
              <Section title={t.about}>
                <Typography.Paragraph>{profile.about}</Typography.Paragraph>
                <Typography.Paragraph style={{ overflowWrap: 'anywhere' }}>
                  {t.email}: {profile.email}
                </Typography.Paragraph>
                <Typography.Paragraph>
                  {t.languages}: {profile.languages.join(', ')}
                </Typography.Paragraph>
              </Section>
              <Section title={t.activity}>
                <ol aria-label={t.activity} style={{ ...list, borderLeft: '2px solid rgba(22,119,255,0.4)', paddingLeft: 16 }}>
                  {profile.activity.map((one) => (
                    <li key={one.id} style={{ paddingBottom: 12 }}>
                      <Typography.Text strong>{one.title}</Typography.Text> <Typography.Text type="secondary">{one.date}</Typography.Text>
                      <br />
                      {one.detail}
                    </li>
                  ))}
                </ol>
              </Section>
              <Section title={t.connections}>
                <ul aria-label={t.connections} style={list}>
                  {profile.connections.map((one) => (
                    <li key={one.id} style={row}>
                      <Flex align="center" gap={8} wrap>
                        <Initials name={one.name} size={32} />
                        <span>
                          {one.name}
                          <br />
                          <Typography.Text type="secondary">{one.role}</Typography.Text>
                        </span>
                        {one.isConnected && (
                          <Tag color="blue" style={{ marginLeft: 'auto' }}>
                            {t.connected}
                          </Tag>
                        )}
                      </Flex>
                    </li>
                  ))}
                </ul>
              </Section>
              <Section title={t.teams}>
                <ul aria-label={t.teams} style={list}>
                  {profile.teams.map((one) => (
                    <li key={one.id} style={row}>
                      <Flex justify="space-between" gap={8} wrap>
                        {one.name}
                        <Typography.Text type="secondary">{t.members(one.members)}</Typography.Text>
                      </Flex>
                    </li>
                  ))}
                </ul>
              </Section>
            </div>
            <Posts />
          </>
        )}
      </ReadView>
    </div>
  );
}

function Cover({ profile }: { profile: Profile }) {
  const t = useMessages(messages);
  return (
    <Card style={{ overflow: 'hidden' }} styles={{ body: { padding: 0 } }}>
      <div aria-hidden style={{ height: 120, background: 'linear-gradient(120deg, #1677ff, #69b1ff 60%, #b37feb)' }} />
      <Flex wrap gap={16} align="end" style={{ padding: '0 24px 16px' }}>
        {/* The initials overlap the cover by 40 px. */}
        <div style={{ marginTop: -40 }}>
          <Initials name={profile.fullName} size={88} />
        </div>
        <div style={{ minWidth: 0 }}>
          <Typography.Title level={3} style={{ margin: 0 }}>
            {profile.fullName}
          </Typography.Title>
          <Typography.Text type="secondary">
            {profile.title} · {profile.location} · {t.joined(profile.joined)}
          </Typography.Text>
        </div>
      </Flex>
    </Card>
  );
}

function Initials({ name, size }: { name: string; size: number }) {
  return (
    <span
      aria-hidden
      style={{
        display: 'inline-flex',
        flex: 'none',
        alignItems: 'center',
        justifyContent: 'center',
        width: size,
        height: size,
        borderRadius: '50%',
        border: size > 40 ? '4px solid #fff' : undefined,
        background: '#e6f4ff',
        color: '#0958d9',
        fontWeight: 600,
        fontSize: size / 2.6,
      }}
    >
      {initialsOf(name)}
    </span>
  );
}

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Card title={title} style={{ minWidth: 0 }}>
      {children}
    </Card>
  );
}

/** The posts, a page at a time: each page reads its own answer, and the last one offers the next. */
function Posts() {
  const t = useMessages(messages);
  const [pages, setPages] = useState(1);
  return (
    <div style={{ marginTop: 16 }}>
      <Section title={t.posts}>
        {Array.from({ length: pages }, (_, index) => (
          <PostsPart key={index} page={index + 1} isLast={index + 1 === pages} onMore={() => setPages(pages + 1)} />
        ))}
      </Section>
    </div>
  );
}

function PostsPart({ page, isLast, onMore }: { page: number; isLast: boolean; onMore: () => void }) {
  const t = useMessages(messages);
  const loaded = useFakeRead<PostsPage>(profileApi, `/pages/profile/posts?page=${page}`);
  return (
    <ReadView read={loaded} failed={t.postsFailed} rows={3} empty={{ text: t.noPosts, isEmpty: (value) => page === 1 && value.posts.length === 0 }}>
      {({ posts, hasMore }) => (
        <>
          <ul aria-label={`${t.posts} ${page}`} style={list}>
            {posts.map((post) => (
              <li key={post.id} style={row}>
                <Typography.Paragraph style={{ marginBottom: 4 }}>{post.text}</Typography.Paragraph>
                <Typography.Text type="secondary">
                  {post.date} · {t.likes(post.likes)}
                </Typography.Text>
              </li>
            ))}
          </ul>
          {isLast && hasMore && (
            <Button block onClick={onMore} style={{ marginTop: 8 }}>
              {t.loadMore}
            </Button>
          )}
        </>
      )}
    </ReadView>
  );
}
