import { type ChatMessage, type Contact, contactList, messagesWith, newMessage, readAllFrom } from './chat-model.ts';

const contacts: Contact[] = [
  { id: 1, name: 'สมชาย', about: '', status: 'online' },
  { id: 2, name: 'สุดา', about: '', status: 'away' },
  { id: 3, name: 'กมล', about: '', status: 'offline' },
];
const message = (id: number, contactId: number, time: string, isRead = true, fromMe = false): ChatMessage => ({ id, contactId, fromMe, text: `m${id}`, time, isRead });
const messages = [
  message(1, 1, '2026-11-29T08:00:00.000Z'),
  message(2, 2, '2026-11-29T09:00:00.000Z', false),
  message(3, 2, '2026-11-29T09:05:00.000Z', false),
  message(4, 1, '2026-11-29T07:00:00.000Z', true, true),
];

describe('the chat model', () => {
  it('lists contacts with their last message and unread count, latest conversation first, those without one last', () => {
    const list = contactList(contacts, messages);
    expect(list.map((one) => [one.contact.id, one.lastMessage?.id, one.unread])).toEqual([
      [2, 3, 2],
      [1, 1, 0],
      [3, undefined, 0],
    ]);
  });

  it('searches contacts by name', () => {
    expect(contactList(contacts, messages, ' สุ ').map((one) => one.contact.name)).toEqual(['สุดา']);
    expect(contactList(contacts, messages, 'ไม่มี')).toEqual([]);
  });

  it('gives a conversation oldest first, and reads all of it when opened', () => {
    expect(messagesWith(messages, 1).map((one) => one.id)).toEqual([4, 1]);
    const read = readAllFrom(messages, 2);
    expect(contactList(contacts, read).find((one) => one.contact.id === 2)?.unread).toBe(0);
  });

  it('makes the visitor’s message from trimmed text, and none from blank text', () => {
    const now = new Date('2026-11-29T10:00:00.000Z');
    expect(newMessage(messages, 3, '  สวัสดี ', now)).toEqual({ id: 5, contactId: 3, fromMe: true, text: 'สวัสดี', time: now.toISOString(), isRead: true });
    expect(newMessage(messages, 3, ' \n ', now)).toBeUndefined();
  });
});
