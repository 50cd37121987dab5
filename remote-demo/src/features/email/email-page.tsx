// The template's email app (/apps/email, /apps/email/{folder}, /apps/email/label/{label}): its data
// is answered in the browser (email-api.ts, docs/architecture.md, "The demo remote"). An unknown
// folder or label is the host's 404 page. Wide screens get a side menu; at phone widths the menu
// is a Select above the list.
import { NOT_FOUND_PATH, useMessages } from '@tanghuay/shared-auth';
import { Alert, Button, Card, Divider, Drawer, Flex, Form, Grid, Input, Menu, Modal, Select, Tag, Typography } from 'antd';
import { type CSSProperties, useCallback, useEffect, useState } from 'react';
import { Navigate, useNavigate, useParams } from 'react-router-dom';
import { type EmailChange, emailApi, type NewEmail } from './email-api.ts';
import {
  COUNTED_FOLDERS,
  DEFAULT_EMAIL_FOLDER,
  type Email,
  EMAIL_FOLDERS,
  EMAIL_LABELS,
  type EmailFolder,
  type EmailLabel,
  isEmailFolder,
  isEmailLabel,
  MAIL_FOLDERS,
  type MailFolder,
  type UnreadCounts,
} from './email-model.ts';
import { ReadStatus, ReadView } from '../../components/read-view.tsx';
import { useFakeRead } from '../../lib/use-fake-read.ts';
import { messages } from './messages.ts';

const folderPath = (folder: EmailFolder) => (folder === DEFAULT_EMAIL_FOLDER ? '/apps/email' : `/apps/email/${folder}`);
const labelPath = (label: EmailLabel) => `/apps/email/label/${label}`;

const unreadOf = (counts: UnreadCounts | undefined, folder: EmailFolder) =>
  counts && (COUNTED_FOLDERS as readonly string[]).includes(folder) ? counts[folder as keyof UnreadCounts] : 0;

const timeOf = (iso: string, locale: string) => new Date(iso).toLocaleString(locale, { dateStyle: 'medium', timeStyle: 'short' });


export function EmailPage() {
  const { folder, label } = useParams();
  if ((folder !== undefined && !isEmailFolder(folder)) || (label !== undefined && !isEmailLabel(label))) {
    return <Navigate to={NOT_FOUND_PATH} replace />;
  }
  return label ? <EmailApp label={label} /> : <EmailApp folder={folder ?? DEFAULT_EMAIL_FOLDER} />;
}

function EmailApp({ folder, label }: { folder?: EmailFolder; label?: EmailLabel }) {
  const t = useMessages(messages);
  const navigate = useNavigate();
  const wide = Grid.useBreakpoint().md ?? false;
  const [q, setQ] = useState('');
  const [reloads, setReloads] = useState(0);
  const reload = useCallback(() => setReloads((n) => n + 1), []);
  const [openId, setOpenId] = useState<number>();
  const [composing, setComposing] = useState(false);
  const [sentNoticeAt, setSentNoticeAt] = useState<string>();

  const path = label ? labelPath(label) : folderPath(folder ?? DEFAULT_EMAIL_FOLDER);
  const query = new URLSearchParams({ ...(folder && { folder }), ...(label && { label }), ...(q && { q }) }).toString();

  // A new folder or label, or a new search, shows the loading state; a reload of the same list does not.
  const shown = useFakeRead<Email[]>(emailApi, `/apps/email/emails?${query}`, reloads);
  // Without counts the menu simply shows none.
  const countsRead = useFakeRead<UnreadCounts>(emailApi, '/apps/email/counts', reloads);
  const counts = countsRead.state === 'ready' ? countsRead.value : undefined;

  const change = (email: Email, changed: EmailChange) => void emailApi('PATCH', `/apps/email/emails/${email.id}`, changed).then(reload);
  const folderName = (one: EmailFolder) => {
    const unread = unreadOf(counts, one);
    return unread > 0 ? `${t.folders[one]} (${unread})` : t.folders[one];
  };
  // Sent mail and drafts are from the visitor: the row names who they are to.
  const fromMe = folder === 'sent' || folder === 'draft';

  return (
    <Card>
      <Flex wrap gap={8} align="center" justify="space-between">
        <Typography.Title level={3} style={{ margin: 0 }}>
          {t.title}
        </Typography.Title>
        <Button type="primary" onClick={() => setComposing(true)}>
          {t.compose}
        </Button>
      </Flex>
      <Typography.Paragraph type="secondary" style={{ marginTop: 8 }}>
        {t.demoNote}
      </Typography.Paragraph>
      {sentNoticeAt === path && <Alert type="success" showIcon title={t.sent} style={{ marginBottom: 16 }} />}
      <Flex gap={16} vertical={!wide}>
        {wide ? (
          <nav aria-label={t.chooseList} style={{ flex: '0 0 220px' }}>
            <Menu
              mode="inline"
              selectedKeys={[path]}
              onClick={({ key }) => navigate(key)}
              items={[
                {
                  type: 'group',
                  label: t.foldersHeading,
                  children: EMAIL_FOLDERS.map((one) => {
                    const unread = unreadOf(counts, one);
                    return {
                      key: folderPath(one),
                      label: (
                        <Flex justify="space-between" align="center" gap={8}>
                          <span>{t.folders[one]}</span>
                          {unread > 0 && (
                            <Tag color="blue" title={t.unread(unread)} style={{ marginInlineEnd: 0 }}>
                              {unread}
                            </Tag>
                          )}
                        </Flex>
                      ),
                    };
                  }),
                },
                {
                  type: 'group',
                  label: t.labelsHeading,
                  children: EMAIL_LABELS.map((one) => ({ key: labelPath(one), label: t.labels[one] })),
                },
              ]}
            />
          </nav>
        ) : (
          <Select<string>
            aria-label={t.chooseList}
            value={path}
            onChange={(next) => navigate(next)}
            options={[
              { label: t.foldersHeading, options: EMAIL_FOLDERS.map((one) => ({ value: folderPath(one), label: folderName(one) })) },
              { label: t.labelsHeading, options: EMAIL_LABELS.map((one) => ({ value: labelPath(one), label: t.labels[one] })) },
            ]}
            style={{ width: '100%' }}
          />
        )}
        <div style={{ flex: '1 1 auto', minWidth: 0 }}>
          <Input.Search allowClear placeholder={t.search} aria-label={t.search} onSearch={setQ} style={{ marginBottom: 16 }} />
          <ReadView read={shown} failed={t.loadFailed} rows={5} empty={{ text: t.empty, isEmpty: (emails) => emails.length === 0 }}>
            {(emails) => (
              <ul aria-label={t.list} style={{ listStyle: 'none', margin: 0, padding: 0 }}>
                {emails.map((email) => (
                  <EmailRow
                    key={email.id}
                    email={email}
                    who={fromMe ? `${t.to}: ${email.to}` : email.from.name}
                    onStar={() => change(email, { isStarred: !email.isStarred })}
                    onOpen={() => setOpenId(email.id)}
                  />
                ))}
              </ul>
            )}
          </ReadView>
        </div>
      </Flex>
      <Drawer open={openId !== undefined} onClose={() => setOpenId(undefined)} title={t.title} size={wide ? 560 : '100%'}>
        {openId !== undefined && <EmailReader key={openId} id={openId} onChanged={reload} onClose={() => setOpenId(undefined)} />}
      </Drawer>
      <ComposeModal
        open={composing}
        onClose={() => setComposing(false)}
        onSent={() => {
          setComposing(false);
          setSentNoticeAt(path);
          reload();
        }}
      />
    </Card>
  );
}

const rowButton: CSSProperties = {
  flex: '1 1 auto',
  minWidth: 0,
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'baseline',
  gap: '0 12px',
  padding: '4px 0',
  border: 'none',
  background: 'none',
  color: 'inherit',
  font: 'inherit',
  textAlign: 'start',
  cursor: 'pointer',
};

function EmailRow({ email, who, onStar, onOpen }: { email: Email; who: string; onStar: () => void; onOpen: () => void }) {
  const t = useMessages(messages);
  const weight = email.isRead ? 400 : 600;
  return (
    <li style={{ borderTop: '1px solid rgba(128,128,128,0.2)', background: email.isRead ? undefined : 'rgba(22,119,255,0.05)' }}>
      <Flex align="center" gap={4}>
        <Button type="text" aria-pressed={email.isStarred} aria-label={email.isStarred ? t.unstar : t.star} onClick={onStar}>
          <span style={{ color: email.isStarred ? '#faad14' : undefined }}>{email.isStarred ? '★' : '☆'}</span>
        </Button>
        <button type="button" onClick={onOpen} style={rowButton}>
          <span style={{ flex: '0 1 180px', fontWeight: weight, overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' }}>{who}</span>
          <span style={{ flex: '1 1 200px', minWidth: 0, fontWeight: weight }}>{email.subject || t.noSubject}</span>
          {email.labels.map((one) => (
            <Tag key={one}>{t.labels[one]}</Tag>
          ))}
          <Typography.Text type="secondary" style={{ marginInlineStart: 'auto', whiteSpace: 'nowrap', paddingInlineEnd: 8 }}>
            {timeOf(email.time, t.locale)}
          </Typography.Text>
        </button>
      </Flex>
    </li>
  );
}

type Opened = { state: 'loading' } | { state: 'failed' } | { state: 'ready'; email: Email };

/** One email, read as it opens (GET marks it read); its actions change it and refresh the list. */
function EmailReader({ id, onChanged, onClose }: { id: number; onChanged: () => void; onClose: () => void }) {
  const t = useMessages(messages);
  const [opened, setOpened] = useState<Opened>({ state: 'loading' });

  useEffect(() => {
    let current = true;
    emailApi<Email>('GET', `/apps/email/emails/${id}`).then(
      (email) => {
        if (!current) return;
        setOpened({ state: 'ready', email });
        onChanged();
      },
      () => current && setOpened({ state: 'failed' }),
    );
    return () => {
      current = false;
    };
  }, [id, onChanged]);

  if (opened.state !== 'ready') return <ReadStatus read={opened} failed={t.openFailed} />;
  const { email } = opened;
  const change = (changed: EmailChange, thenClose = false) =>
    void emailApi<Email>('PATCH', `/apps/email/emails/${email.id}`, changed).then((answer) => {
      setOpened({ state: 'ready', email: answer });
      onChanged();
      if (thenClose) onClose();
    });

  return (
    <article aria-label={email.subject}>
      <Typography.Title level={4}>{email.subject || t.noSubject}</Typography.Title>
      <Typography.Paragraph style={{ marginBottom: 4 }}>
        {t.from}: <Typography.Text strong>{email.from.name}</Typography.Text> &lt;{email.from.email}&gt;
      </Typography.Paragraph>
      <Typography.Paragraph type="secondary">
        {t.to}: {email.to} · {timeOf(email.time, t.locale)}
      </Typography.Paragraph>
      <Flex wrap gap={4} style={{ marginBottom: 12 }}>
        {email.labels.map((one) => (
          <Tag key={one}>{t.labels[one]}</Tag>
        ))}
      </Flex>
      <Flex wrap gap={8} align="center">
        <Button aria-pressed={email.isStarred} onClick={() => change({ isStarred: !email.isStarred })}>
          {email.isStarred ? `★ ${t.unstar}` : `☆ ${t.star}`}
        </Button>
        <Button onClick={() => change({ isRead: false }, true)}>{t.markUnread}</Button>
        <Select<MailFolder>
          aria-label={t.moveTo}
          value={email.folder}
          onChange={(folder) => change({ folder })}
          options={MAIL_FOLDERS.map((one) => ({ value: one, label: t.folders[one] }))}
          style={{ minWidth: 140 }}
        />
        {email.folder !== 'trash' && (
          <Button danger onClick={() => change({ folder: 'trash' }, true)}>
            {t.moveToTrash}
          </Button>
        )}
      </Flex>
      <Divider />
      <Typography.Paragraph style={{ whiteSpace: 'pre-wrap' }}>{email.message}</Typography.Paragraph>
      <Divider />
      <Flex vertical gap={8}>
        <Input.TextArea aria-label={t.reply} placeholder={t.replyPlaceholder} rows={3} disabled />
        <Button disabled style={{ alignSelf: 'flex-start' }}>
          {t.reply}
        </Button>
      </Flex>
    </article>
  );
}

function ComposeModal({ open, onClose, onSent }: { open: boolean; onClose: () => void; onSent: () => void }) {
  const t = useMessages(messages);
  const [form] = Form.useForm<NewEmail>();
  const [sending, setSending] = useState(false);
  const [failed, setFailed] = useState(false);

  const send = (values: NewEmail) => {
    setSending(true);
    setFailed(false);
    emailApi('POST', '/apps/email/emails', values).then(
      () => {
        setSending(false);
        form.resetFields();
        onSent();
      },
      () => {
        setSending(false);
        setFailed(true);
      },
    );
  };

  return (
    <Modal open={open} title={t.compose} okText={t.send} cancelText={t.cancel} confirmLoading={sending} onOk={() => form.submit()} onCancel={onClose} forceRender>
      <Form form={form} name="compose-email" layout="vertical" onFinish={send}>
        <Form.Item
          name="to"
          label={t.to}
          rules={[
            { required: true, whitespace: true, message: t.toRequired },
            { type: 'email', message: t.toInvalid },
          ]}
        >
          <Input type="email" autoComplete="off" />
        </Form.Item>
        <Form.Item name="subject" label={t.subject} rules={[{ required: true, whitespace: true, message: t.subjectRequired }]}>
          <Input />
        </Form.Item>
        <Form.Item name="message" label={t.message}>
          <Input.TextArea rows={6} />
        </Form.Item>
      </Form>
      {failed && <Alert type="error" showIcon title={t.sendFailed} />}
    </Modal>
  );
}
