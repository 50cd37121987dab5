// The template's email app: emails in a folder (inbox, sent, draft, spam, trash), starred or not,
// carrying labels, listed by folder (starred: every starred email not in trash) or by label, newest
// first. An address with another folder or label is the 404 page (docs/architecture.md, "The demo
// remote").

/** The folders the side menu lists; `starred` is a flag of an email, not where it is kept. */
export const EMAIL_FOLDERS = ['inbox', 'sent', 'draft', 'starred', 'spam', 'trash'] as const;
export type EmailFolder = (typeof EMAIL_FOLDERS)[number];
export const DEFAULT_EMAIL_FOLDER: EmailFolder = 'inbox';

/** Where an email is kept. */
export const MAIL_FOLDERS = ['inbox', 'sent', 'draft', 'spam', 'trash'] as const;
export type MailFolder = (typeof MAIL_FOLDERS)[number];

/** The folders whose unread emails the side menu counts. */
export const COUNTED_FOLDERS = ['inbox', 'draft', 'spam'] as const;
export type CountedFolder = (typeof COUNTED_FOLDERS)[number];
export type UnreadCounts = Record<CountedFolder, number>;

export const EMAIL_LABELS = ['personal', 'company', 'important', 'private'] as const;
export type EmailLabel = (typeof EMAIL_LABELS)[number];

export const isEmailFolder = (value: string): value is EmailFolder => (EMAIL_FOLDERS as readonly string[]).includes(value);
export const isMailFolder = (value: string): value is MailFolder => (MAIL_FOLDERS as readonly string[]).includes(value);
export const isEmailLabel = (value: string): value is EmailLabel => (EMAIL_LABELS as readonly string[]).includes(value);

export interface Email {
  id: number;
  from: { name: string; email: string };
  /** The address it was sent to. */
  to: string;
  subject: string;
  message: string;
  /** ISO date-time. */
  time: string;
  labels: EmailLabel[];
  folder: MailFolder;
  isRead: boolean;
  isStarred: boolean;
}

export interface EmailQuery {
  /** Without a folder or a label: the inbox. */
  folder?: EmailFolder;
  label?: EmailLabel;
  /** Words searched in the subject and the sender's name. */
  q?: string;
}

function inFolder(email: Email, folder: EmailFolder): boolean {
  if (folder === 'starred') return email.isStarred && email.folder !== 'trash';
  return email.folder === folder;
}

/** Whether `email` is listed under the query's folder and label. */
function listed(email: Email, { folder, label }: EmailQuery): boolean {
  if (label) return email.labels.includes(label) && email.folder !== 'trash' && (!folder || inFolder(email, folder));
  return inFolder(email, folder ?? DEFAULT_EMAIL_FOLDER);
}

/** The emails a list shows, newest first. */
export function emailsFor(emails: readonly Email[], query: EmailQuery): Email[] {
  const words = query.q?.trim().toLocaleLowerCase('th');
  const found = (email: Email) =>
    !words || email.subject.toLocaleLowerCase('th').includes(words) || email.from.name.toLocaleLowerCase('th').includes(words);
  return emails.filter((email) => listed(email, query) && found(email)).sort((a, b) => b.time.localeCompare(a.time) || b.id - a.id);
}

/** The unread emails of the inbox, the drafts and the spam folder, for the side menu. */
export function unreadCounts(emails: readonly Email[]): UnreadCounts {
  const counts: UnreadCounts = { inbox: 0, draft: 0, spam: 0 };
  for (const email of emails) {
    if (!email.isRead && (COUNTED_FOLDERS as readonly string[]).includes(email.folder)) counts[email.folder as CountedFolder] += 1;
  }
  return counts;
}
