import { EMAILS_STORAGE_NAME, emailApi } from './email-api.ts';
import { type Email, unreadCounts } from './email-model.ts';
import { seedEmails } from './email-seed.ts';

const list = (query = '') => emailApi<Email[]>('GET', `/apps/email/emails${query}`);
const ids = (emails: Email[]) => emails.map((email) => email.id);
const newestFirst = (emails: Email[]) => ids([...emails].sort((a, b) => b.time.localeCompare(a.time)));

let seed: Email[];

beforeEach(() => {
  // Every test starts from the seed, kept where the fake reads it.
  seed = seedEmails();
  localStorage.clear();
  localStorage.setItem(`tanghuay-demo:${EMAILS_STORAGE_NAME}`, JSON.stringify(seed));
});

describe('the email endpoints', () => {
  it('list the inbox by default, newest first', async () => {
    const inbox = seed.filter((email) => email.folder === 'inbox');
    expect(ids(await list())).toEqual(newestFirst(inbox));
    expect(ids(await list('?folder=inbox'))).toEqual(newestFirst(inbox));
    const times = (await list()).map((email) => email.time);
    expect(times).toEqual([...times].sort().reverse());
  });

  it.each(['sent', 'draft', 'spam', 'trash'] as const)('list the %s folder: its emails only', async (folder) => {
    const expected = newestFirst(seed.filter((email) => email.folder === folder));
    expect(expected.length).toBeGreaterThan(0);
    expect(ids(await list(`?folder=${folder}`))).toEqual(expected);
  });

  it('list under starred every starred email of any folder but trash', async () => {
    const starred = await list('?folder=starred');
    expect(ids(starred)).toEqual(newestFirst(seed.filter((email) => email.isStarred && email.folder !== 'trash')));
    expect(new Set(starred.map((email) => email.folder)).size).toBeGreaterThan(1);
    expect(seed.some((email) => email.isStarred && email.folder === 'trash')).toBe(true);
  });

  it.each(['personal', 'company', 'important', 'private'] as const)('list under the %s label the emails carrying it, not those in trash', async (label) => {
    const expected = newestFirst(seed.filter((email) => email.labels.includes(label) && email.folder !== 'trash'));
    expect(expected.length).toBeGreaterThan(0);
    expect(ids(await list(`?label=${label}`))).toEqual(expected);
  });

  it('search the subject and the sender name of the listed folder', async () => {
    expect((await list(`?q=${encodeURIComponent('ยอดขาย')}`)).map((email) => email.subject)).toEqual(['สรุปยอดขายประจำเดือน']);
    expect((await list(`?q=${encodeURIComponent('สุดา')}`)).map((email) => email.from.name)).toEqual(['สุดา รักงาน']);
    expect(await list(`?folder=spam&q=${encodeURIComponent('ยอดขาย')}`)).toEqual([]);
  });

  it('count the unread emails of the inbox, the drafts and spam', async () => {
    const counts = await emailApi<Record<string, number>>('GET', '/apps/email/counts');
    expect(counts).toEqual(unreadCounts(seed));
    const unread = (folder: string) => seed.filter((email) => email.folder === folder && !email.isRead).length;
    expect(counts).toEqual({ inbox: unread('inbox'), draft: unread('draft'), spam: unread('spam') });
    expect(counts.inbox).toBeGreaterThan(0);
  });

  it('refuse an unknown folder or label with 404', async () => {
    await expect(list('?folder=archive')).rejects.toMatchObject({ status: 404 });
    await expect(list('?label=urgent')).rejects.toMatchObject({ status: 404 });
  });

  it('open an email, marking it read; an unknown email is 404', async () => {
    const unread = seed.find((email) => email.folder === 'inbox' && !email.isRead) as Email;
    const before = await emailApi<Record<string, number>>('GET', '/apps/email/counts');
    const opened = await emailApi<Email>('GET', `/apps/email/emails/${unread.id}`);
    expect(opened).toMatchObject({ id: unread.id, subject: unread.subject, isRead: true });
    expect((await list()).find((email) => email.id === unread.id)?.isRead).toBe(true);
    expect((await emailApi<Record<string, number>>('GET', '/apps/email/counts')).inbox).toBe((before.inbox ?? 0) - 1);
    await expect(emailApi('GET', '/apps/email/emails/999')).rejects.toMatchObject({ status: 404 });
  });

  it('send a composed email into sent, listed first and kept in localStorage', async () => {
    const sent = await emailApi<Email>('POST', '/apps/email/emails', { to: ' malee@example.co.th ', subject: ' เรื่องใหม่ ', message: 'สวัสดี' });
    expect(sent).toMatchObject({ to: 'malee@example.co.th', subject: 'เรื่องใหม่', message: 'สวัสดี', folder: 'sent', isRead: true, isStarred: false });
    expect((await list('?folder=sent'))[0]).toEqual(sent);
    expect(ids(await list())).not.toContain(sent.id);
    expect(localStorage.getItem(`tanghuay-demo:${EMAILS_STORAGE_NAME}`)).toContain('เรื่องใหม่');
  });

  it('refuse to send without an address or a subject (400)', async () => {
    await expect(emailApi('POST', '/apps/email/emails', { to: '', subject: 'เรื่อง', message: '' })).rejects.toMatchObject({ status: 400 });
    await expect(emailApi('POST', '/apps/email/emails', { subject: 'เรื่อง' })).rejects.toMatchObject({ status: 400 });
    await expect(emailApi('POST', '/apps/email/emails', { to: 'a@example.com', subject: '  ' })).rejects.toMatchObject({ status: 400 });
    expect(ids(await list('?folder=sent'))).toEqual(newestFirst(seed.filter((email) => email.folder === 'sent')));
  });

  it('star, mark unread and move an email; moving it to trash takes it off starred and its labels', async () => {
    const email = seed.find((one) => one.folder === 'inbox' && one.isRead && !one.isStarred && one.labels.length > 0) as Email;
    const label = email.labels[0];
    await emailApi('PATCH', `/apps/email/emails/${email.id}`, { isStarred: true, isRead: false });
    expect(ids(await list('?folder=starred'))).toContain(email.id);
    expect((await list()).find((one) => one.id === email.id)?.isRead).toBe(false);

    await emailApi('PATCH', `/apps/email/emails/${email.id}`, { folder: 'spam' });
    expect(ids(await list('?folder=spam'))).toContain(email.id);
    expect(ids(await list())).not.toContain(email.id);

    await emailApi('PATCH', `/apps/email/emails/${email.id}`, { folder: 'trash' });
    expect(ids(await list('?folder=trash'))).toContain(email.id);
    expect(ids(await list('?folder=starred'))).not.toContain(email.id);
    expect(ids(await list(`?label=${label}`))).not.toContain(email.id);
  });

  it('relabel an email; refuse moving to an unknown folder or starred (400), or changing an unknown email (404)', async () => {
    const email = seed.find((one) => one.folder === 'inbox') as Email;
    await emailApi('PATCH', `/apps/email/emails/${email.id}`, { labels: ['private'] });
    expect(ids(await list('?label=private'))).toContain(email.id);
    await expect(emailApi('PATCH', `/apps/email/emails/${email.id}`, { folder: 'archive' })).rejects.toMatchObject({ status: 400 });
    await expect(emailApi('PATCH', `/apps/email/emails/${email.id}`, { folder: 'starred' })).rejects.toMatchObject({ status: 400 });
    await expect(emailApi('PATCH', `/apps/email/emails/${email.id}`, { labels: ['urgent'] })).rejects.toMatchObject({ status: 400 });
    expect(ids(await list())).toContain(email.id);
    await expect(emailApi('PATCH', '/apps/email/emails/999', { isStarred: true })).rejects.toMatchObject({ status: 404 });
  });
});
