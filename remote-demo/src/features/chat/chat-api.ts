// The chat app's endpoints, answered in the browser (lib/fake-api.ts); messages are kept in this
// browser's localStorage, so a message sent survives a reload. Contacts are fixed.
import { FakeApiError, fakeApi } from '../../lib/fake-api.ts';
import { storedList } from '../../lib/stored-list.ts';
import { type ChatMessage, type Contact, contactList, type Conversation, messagesWith, newMessage, readAllFrom } from './chat-model.ts';
import { seedContacts, seedMessages } from './chat-seed.ts';

export const MESSAGES_STORAGE_NAME = 'chat-messages';
const messages = storedList<ChatMessage>(MESSAGES_STORAGE_NAME, seedMessages);

function contactOf(id: string): Contact {
  const contact = seedContacts().find((one) => String(one.id) === id);
  if (!contact) throw new FakeApiError(404, `no contact ${id}`);
  return contact;
}

export const chatApi = fakeApi([
  { method: 'GET', pattern: '/apps/chat/contacts', answer: ({ query }) => contactList(seedContacts(), messages.read(), query.get('q') ?? '') },
  {
    method: 'GET',
    pattern: '/apps/chat/chats/:contactId',
    // Opening a conversation reads it.
    answer: ({ params }): Conversation => {
      const contact = contactOf(params.contactId ?? '');
      const all = readAllFrom(messages.read(), contact.id);
      messages.write(all);
      return { contact, messages: messagesWith(all, contact.id) };
    },
  },
  {
    method: 'POST',
    pattern: '/apps/chat/chats/:contactId/messages',
    answer: ({ params, body }) => {
      const contact = contactOf(params.contactId ?? '');
      const all = messages.read();
      const message = newMessage(all, contact.id, (body as { text?: string }).text ?? '', new Date());
      if (!message) throw new FakeApiError(400, 'a message needs some text');
      messages.write([...all, message]);
      return message;
    },
  },
]);
