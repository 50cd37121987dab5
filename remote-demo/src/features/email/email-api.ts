// The email app's endpoints, answered in the browser (lib/fake-api.ts, docs/architecture.md, "The
// demo remote"); emails are kept in this browser's localStorage, so a sent one survives a reload.
import { FakeApiError, fakeApi, type FakeRequest } from '../../lib/fake-api.ts';
import { storedList } from '../../lib/stored-list.ts';
import {
  type Email,
  type EmailQuery,
  emailsFor,
  isEmailFolder,
  isEmailLabel,
  isMailFolder,
  unreadCounts,
} from './email-model.ts';
import { seedEmails } from './email-seed.ts';

export const EMAILS_STORAGE_NAME = 'email-emails';
const emails = storedList<Email>(EMAILS_STORAGE_NAME, seedEmails);

/** Who sends what is composed here. */
export const DEMO_SENDER = { name: 'คุณ', email: 'you@tanghuay.demo' };

/** The list's query from the address's query string; an unknown folder or label is a 404. */
function queryOf({ query }: FakeRequest): EmailQuery {
  const folder = query.get('folder') || undefined;
  const label = query.get('label') || undefined;
  if (folder !== undefined && !isEmailFolder(folder)) throw new FakeApiError(404, `no email folder "${folder}"`);
  if (label !== undefined && !isEmailLabel(label)) throw new FakeApiError(404, `no email label "${label}"`);
  return { folder, label, q: query.get('q') ?? undefined };
}

function emailOf(id: string): Email {
  const email = emails.read().find((one) => String(one.id) === id);
  if (!email) throw new FakeApiError(404, `no email ${id}`);
  return email;
}

function save(changed: Email): Email {
  emails.write(emails.read().map((one) => (one.id === changed.id ? changed : one)));
  return changed;
}

export interface NewEmail {
  to: string;
  subject: string;
  message?: string;
}

export type EmailChange = Partial<Pick<Email, 'isStarred' | 'isRead' | 'folder' | 'labels'>>;

/** The change asked for, its known fields only; an unknown folder or label is refused (400). */
function changeOf(body: unknown): EmailChange {
  const { isStarred, isRead, folder, labels } = (body ?? {}) as Record<string, unknown>;
  const change: EmailChange = {};
  if (isStarred !== undefined) change.isStarred = Boolean(isStarred);
  if (isRead !== undefined) change.isRead = Boolean(isRead);
  if (folder !== undefined) {
    if (typeof folder !== 'string' || !isMailFolder(folder)) throw new FakeApiError(400, `no email folder "${String(folder)}" to move to`);
    change.folder = folder;
  }
  if (labels !== undefined) {
    if (!Array.isArray(labels) || !labels.every((one) => typeof one === 'string' && isEmailLabel(one))) {
      throw new FakeApiError(400, 'unknown email labels');
    }
    change.labels = labels;
  }
  return change;
}

export const emailApi = fakeApi([
  { method: 'GET', pattern: '/apps/email/emails', answer: (request) => emailsFor(emails.read(), queryOf(request)) },
  { method: 'GET', pattern: '/apps/email/counts', answer: () => unreadCounts(emails.read()) },
  // Opening an email reads it, as the template's does.
  { method: 'GET', pattern: '/apps/email/emails/:id', answer: ({ params }) => save({ ...emailOf(params.id ?? ''), isRead: true }) },
  {
    method: 'POST',
    pattern: '/apps/email/emails',
    answer: ({ body }) => {
      const { to, subject, message } = (body ?? {}) as Partial<NewEmail>;
      if (typeof to !== 'string' || !to.trim()) throw new FakeApiError(400, 'an email needs an address to send to');
      if (typeof subject !== 'string' || !subject.trim()) throw new FakeApiError(400, 'an email needs a subject');
      const all = emails.read();
      const email: Email = {
        id: Math.max(0, ...all.map((one) => one.id)) + 1,
        from: DEMO_SENDER,
        to: to.trim(),
        subject: subject.trim(),
        message: typeof message === 'string' ? message : '',
        time: new Date().toISOString(),
        labels: [],
        folder: 'sent',
        isRead: true,
        isStarred: false,
      };
      emails.write([...all, email]);
      return email;
    },
  },
  {
    method: 'PATCH',
    pattern: '/apps/email/emails/:id',
    answer: ({ params, body }) => save({ ...emailOf(params.id ?? ''), ...changeOf(body) }),
  },
]);
