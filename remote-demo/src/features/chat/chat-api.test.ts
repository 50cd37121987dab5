import { chatApi, MESSAGES_STORAGE_NAME } from './chat-api.ts';
import type { ChatMessage, ContactSummary, Conversation } from './chat-model.ts';

const contacts = (q = '') => chatApi<ContactSummary[]>('GET', `/apps/chat/contacts${q && `?q=${encodeURIComponent(q)}`}`);

beforeEach(() => {
  localStorage.clear();
});

describe('the chat endpoints', () => {
  it('list contacts, searchable by name', async () => {
    expect((await contacts()).length).toBe(5);
    expect((await contacts('สุดา')).map((one) => one.contact.name)).toEqual(['สุดา รักงาน']);
  });

  it('open a conversation, which reads it; an unknown contact is 404', async () => {
    const unread = async () => (await contacts()).find((one) => one.contact.id === 3)?.unread;
    expect(await unread()).toBe(3);
    const opened = await chatApi<Conversation>('GET', '/apps/chat/chats/3');
    expect(opened.contact.name).toBe('วิชัย มั่นคง');
    expect(opened.messages).toHaveLength(3);
    expect(await unread()).toBe(0);
    await expect(chatApi('GET', '/apps/chat/chats/99')).rejects.toMatchObject({ status: 404 });
  });

  it('send a message kept in localStorage, which becomes the contact’s last one; refuse an empty one', async () => {
    const sent = await chatApi<ChatMessage>('POST', '/apps/chat/chats/4/messages', { text: ' สวัสดีครับ ' });
    expect(sent).toMatchObject({ contactId: 4, fromMe: true, text: 'สวัสดีครับ' });
    expect((await contacts())[0]).toMatchObject({ contact: { id: 4 }, lastMessage: sent });
    expect(localStorage.getItem(`tanghuay-demo:${MESSAGES_STORAGE_NAME}`)).toContain('สวัสดีครับ');
    await expect(chatApi('POST', '/apps/chat/chats/4/messages', { text: '  ' })).rejects.toMatchObject({ status: 400 });
    await expect(chatApi('POST', '/apps/chat/chats/99/messages', { text: 'hi' })).rejects.toMatchObject({ status: 404 });
  });
});
