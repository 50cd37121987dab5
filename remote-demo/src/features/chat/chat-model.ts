// The template's chat app: contacts, each with a conversation of messages from the visitor or from
// the contact. The contact list shows each one's last message and how many of theirs are unread,
// most recent conversation first, and can be searched by name.

export const CONTACT_STATUSES = ['online', 'away', 'busy', 'offline'] as const;
export type ContactStatus = (typeof CONTACT_STATUSES)[number];

export interface Contact {
  id: number;
  name: string;
  about: string;
  status: ContactStatus;
}

export interface ChatMessage {
  id: number;
  contactId: number;
  /** Sent by the visitor, else by the contact. */
  fromMe: boolean;
  text: string;
  /** ISO date-time */
  time: string;
  /** The visitor has seen it (always true for their own). */
  isRead: boolean;
}

export interface ContactSummary {
  contact: Contact;
  lastMessage?: ChatMessage;
  unread: number;
}

export interface Conversation {
  contact: Contact;
  messages: ChatMessage[];
}

const byTime = (a: ChatMessage, b: ChatMessage) => a.time.localeCompare(b.time) || a.id - b.id;

/** One contact's messages, oldest first. */
export const messagesWith = (messages: readonly ChatMessage[], contactId: number) => messages.filter((one) => one.contactId === contactId).sort(byTime);

/** The contact list: those whose name holds `q`, the latest conversation first, then by name. */
export function contactList(contacts: readonly Contact[], messages: readonly ChatMessage[], q = ''): ContactSummary[] {
  const words = q.trim().toLocaleLowerCase('th');
  return contacts
    .filter((contact) => !words || contact.name.toLocaleLowerCase('th').includes(words))
    .map((contact) => {
      const theirs = messagesWith(messages, contact.id);
      return { contact, lastMessage: theirs.at(-1), unread: theirs.filter((one) => !one.isRead).length };
    })
    .sort((a, b) => (b.lastMessage?.time ?? '').localeCompare(a.lastMessage?.time ?? '') || a.contact.name.localeCompare(b.contact.name, 'th'));
}

/** The messages after the visitor opened the conversation with `contactId`: all of it read. */
export const readAllFrom = (messages: readonly ChatMessage[], contactId: number) =>
  messages.map((one) => (one.contactId === contactId && !one.isRead ? { ...one, isRead: true } : one));

/** The visitor's message to `contactId`, or undefined when there is nothing to send. */
export function newMessage(messages: readonly ChatMessage[], contactId: number, text: string, now: Date): ChatMessage | undefined {
  const trimmed = text.trim();
  if (!trimmed) return undefined;
  return { id: Math.max(0, ...messages.map((one) => one.id)) + 1, contactId, fromMe: true, text: trimmed, time: now.toISOString(), isRead: true };
}
