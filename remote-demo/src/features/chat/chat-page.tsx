// The template's chat app (/apps/chat, /apps/chat/{contactId}): contacts beside the open
// conversation on wide screens; on a phone either the list or the conversation, with a way back.
// Its data is answered in the browser (chat-api.ts, docs/architecture.md, "The demo remote"). An
// unknown contact is the host's 404 page.
import { NOT_FOUND_PATH, useMessages } from '@tanghuay/shared-auth';
import { Button, Card, Flex, Grid, Input, Tag, Typography } from 'antd';
import { type CSSProperties, useCallback, useEffect, useRef, useState } from 'react';
import { Navigate, useNavigate, useParams } from 'react-router-dom';
import { ReadView } from '../../components/read-view.tsx';
import { useFakeRead } from '../../lib/use-fake-read.ts';
import { chatApi } from './chat-api.ts';
import type { ChatMessage, Contact, ContactStatus, ContactSummary, Conversation } from './chat-model.ts';
import { messages } from './messages.ts';

const STATUS_COLORS: Record<ContactStatus, string> = { online: '#52c41a', away: '#faad14', busy: '#f5222d', offline: '#bfbfbf' };
const AVATAR_COLORS = ['#1677ff', '#eb2f96', '#fa8c16', '#13c2c2', '#722ed1'];
const line = '1px solid rgba(128,128,128,0.2)';

/** A message's time: the clock if it was today, else the day. */
function whenOf(iso: string, locale: string): string {
  const time = new Date(iso);
  const today = new Date().toDateString() === time.toDateString();
  return time.toLocaleString(locale, today ? { hour: '2-digit', minute: '2-digit' } : { day: 'numeric', month: 'short' });
}

export function ChatPage() {
  const { contactId } = useParams();
  const t = useMessages(messages);
  const wide = Grid.useBreakpoint().md ?? false;
  const [q, setQ] = useState('');
  const [reloads, setReloads] = useState(0);
  const reload = useCallback(() => setReloads((n) => n + 1), []);
  const contacts = useFakeRead<ContactSummary[]>(chatApi, `/apps/chat/contacts?${new URLSearchParams(q ? { q } : {})}`, reloads);

  return (
    <Card>
      <Typography.Title level={3} style={{ margin: 0 }}>
        {t.title}
      </Typography.Title>
      <Typography.Paragraph type="secondary" style={{ marginTop: 8 }}>
        {t.demoNote}
      </Typography.Paragraph>
      <Flex gap={16} align="flex-start">
        {(wide || contactId === undefined) && (
          <nav aria-label={t.contacts} style={{ flex: wide ? '0 0 300px' : '1 1 auto', minWidth: 0 }}>
            <Input.Search allowClear placeholder={t.search} aria-label={t.search} onSearch={setQ} style={{ marginBottom: 12 }} />
            <ReadView read={contacts} failed={t.loadFailed} rows={5} empty={{ text: t.noContacts, isEmpty: (list) => list.length === 0 }}>
              {(list) => (
                <ul aria-label={t.contacts} style={{ listStyle: 'none', margin: 0, padding: 0 }}>
                  {list.map((summary) => (
                    <ContactRow key={summary.contact.id} summary={summary} selected={String(summary.contact.id) === contactId} />
                  ))}
                </ul>
              )}
            </ReadView>
          </nav>
        )}
        {(wide || contactId !== undefined) && (
          <div style={{ flex: '1 1 auto', minWidth: 0, borderInlineStart: wide ? line : undefined, paddingInlineStart: wide ? 16 : 0 }}>
            {contactId === undefined ? (
              <Typography.Paragraph type="secondary">{t.chooseContact}</Typography.Paragraph>
            ) : (
              <ConversationPane key={contactId} contactId={contactId} withBack={!wide} onChanged={reload} />
            )}
          </div>
        )}
      </Flex>
    </Card>
  );
}

function Avatar({ contact }: { contact: Contact }) {
  return (
    <span aria-hidden style={{ position: 'relative', flex: 'none', display: 'inline-grid', placeItems: 'center', width: 40, height: 40, borderRadius: '50%', color: '#fff', background: AVATAR_COLORS[contact.id % AVATAR_COLORS.length] }}>
      {contact.name.slice(0, 1)}
      <span style={{ position: 'absolute', right: 0, bottom: 0, width: 10, height: 10, borderRadius: '50%', border: '2px solid #fff', background: STATUS_COLORS[contact.status] }} />
    </span>
  );
}

const rowButton: CSSProperties = {
  display: 'flex',
  alignItems: 'center',
  gap: 12,
  width: '100%',
  minHeight: 56,
  padding: '8px',
  border: 'none',
  borderRadius: 6,
  color: 'inherit',
  font: 'inherit',
  textAlign: 'start',
  cursor: 'pointer',
};
const ellipsis: CSSProperties = { overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' };

function ContactRow({ summary: { contact, lastMessage, unread }, selected }: { summary: ContactSummary; selected: boolean }) {
  const t = useMessages(messages);
  const navigate = useNavigate();
  return (
    <li style={{ borderTop: line }}>
      <button
        type="button"
        aria-current={selected ? 'page' : undefined}
        onClick={() => navigate(`/apps/chat/${contact.id}`)}
        style={{ ...rowButton, background: selected ? 'rgba(22,119,255,0.1)' : 'none' }}
      >
        <Avatar contact={contact} />
        <span style={{ flex: '1 1 auto', minWidth: 0 }}>
          <Flex justify="space-between" gap={8}>
            <span style={{ ...ellipsis, fontWeight: unread > 0 ? 600 : 500 }}>{contact.name}</span>
            {lastMessage && (
              <Typography.Text type="secondary" style={{ flex: 'none', fontSize: 12 }}>
                {whenOf(lastMessage.time, t.locale)}
              </Typography.Text>
            )}
          </Flex>
          <Flex justify="space-between" align="center" gap={8}>
            <Typography.Text type="secondary" style={ellipsis}>
              {lastMessage ? `${lastMessage.fromMe ? `${t.you}: ` : ''}${lastMessage.text}` : contact.about}
            </Typography.Text>
            {unread > 0 && (
              <Tag color="blue" title={t.unread(unread)} style={{ marginInlineEnd: 0 }}>
                {unread}
              </Tag>
            )}
          </Flex>
        </span>
      </button>
    </li>
  );
}

function ConversationPane({ contactId, withBack, onChanged }: { contactId: string; withBack: boolean; onChanged: () => void }) {
  const t = useMessages(messages);
  const opened = useFakeRead<Conversation>(chatApi, `/apps/chat/chats/${encodeURIComponent(contactId)}`);
  if (opened.state === 'missing') return <Navigate to={NOT_FOUND_PATH} replace />;
  return (
    <ReadView read={opened} failed={t.openFailed} rows={6}>
      {(conversation) => <ConversationView conversation={conversation} withBack={withBack} onChanged={onChanged} />}
    </ReadView>
  );
}

/** A message as shown: one being sent, or one that could not be, is only on this page. */
type Shown = ChatMessage & { sending?: 'pending' | 'failed' };

function ConversationView({ conversation: { contact, messages: initial }, withBack, onChanged }: { conversation: Conversation; withBack: boolean; onChanged: () => void }) {
  const t = useMessages(messages);
  const navigate = useNavigate();
  const [shown, setShown] = useState<Shown[]>(initial);
  const [text, setText] = useState('');
  const nextPendingId = useRef(-1);
  const scroller = useRef<HTMLDivElement>(null);

  // Opening read the conversation: the list's unread count goes.
  useEffect(onChanged, [onChanged]);
  useEffect(() => {
    if (scroller.current) scroller.current.scrollTop = scroller.current.scrollHeight;
  }, [shown.length]);

  const send = () => {
    const body = text.trim();
    if (!body) return;
    const pendingId = nextPendingId.current--;
    const replace = (next: (one: Shown) => Shown) => setShown((all) => all.map((one) => (one.id === pendingId ? next(one) : one)));
    setShown((all) => [...all, { id: pendingId, contactId: contact.id, fromMe: true, text: body, time: new Date().toISOString(), isRead: true, sending: 'pending' }]);
    setText('');
    chatApi<ChatMessage>('POST', `/apps/chat/chats/${contact.id}/messages`, { text: body }).then(
      (saved) => {
        replace(() => saved);
        onChanged();
      },
      () => replace((one) => ({ ...one, sending: 'failed' })),
    );
  };

  return (
    <section aria-label={t.conversation(contact.name)}>
      <Flex align="center" gap={12} style={{ paddingBottom: 12, borderBottom: line }}>
        {withBack && (
          <Button aria-label={t.back} onClick={() => navigate('/apps/chat')} style={{ minHeight: 44, minWidth: 44 }}>
            ‹
          </Button>
        )}
        <Avatar contact={contact} />
        <div style={{ minWidth: 0 }}>
          <Typography.Title level={4} style={{ margin: 0, ...ellipsis }}>
            {contact.name}
          </Typography.Title>
          <Typography.Text type="secondary">
            {t.statuses[contact.status]} · {contact.about}
          </Typography.Text>
        </div>
      </Flex>
      <div ref={scroller} style={{ maxHeight: '55vh', minHeight: 200, overflowY: 'auto', padding: '12px 0' }}>
        {shown.length === 0 ? (
          <Typography.Paragraph type="secondary">{t.noMessages}</Typography.Paragraph>
        ) : (
          <ol aria-label={t.conversation(contact.name)} style={{ listStyle: 'none', margin: 0, padding: 0 }}>
            {shown.map((message) => (
              <li key={message.id} style={{ display: 'flex', justifyContent: message.fromMe ? 'flex-end' : 'flex-start', marginBottom: 8 }}>
                <div
                  style={{
                    maxWidth: '80%',
                    padding: '6px 12px',
                    borderRadius: 12,
                    overflowWrap: 'anywhere',
                    color: message.fromMe ? '#fff' : 'inherit',
                    background: message.fromMe ? '#1677ff' : 'rgba(128,128,128,0.15)',
                    opacity: message.sending === 'pending' ? 0.7 : 1,
                  }}
                >
                  <div style={{ whiteSpace: 'pre-wrap' }}>{message.text}</div>
                  <div style={{ fontSize: 11, opacity: 0.75, textAlign: 'end' }}>
                    {message.sending === 'pending' ? t.sending : whenOf(message.time, t.locale)}
                  </div>
                </div>
                {message.sending === 'failed' && (
                  <Typography.Text type="danger" role="alert" style={{ alignSelf: 'center', marginInlineStart: 8 }}>
                    {t.sendFailed}
                  </Typography.Text>
                )}
              </li>
            ))}
          </ol>
        )}
      </div>
      <Flex gap={8} style={{ paddingTop: 12, borderTop: line }}>
        <Input
          aria-label={t.messageBox}
          placeholder={t.messageBox}
          value={text}
          autoComplete="off"
          onChange={(event) => setText(event.target.value)}
          onPressEnter={(event) => {
            // Enter sends; Enter that ends an input method's composition does not.
            if (!event.nativeEvent.isComposing) send();
          }}
          style={{ flex: '1 1 auto', minHeight: 40 }}
        />
        <Button type="primary" disabled={!text.trim()} onClick={send} style={{ minHeight: 40 }}>
          {t.send}
        </Button>
      </Flex>
    </section>
  );
}
