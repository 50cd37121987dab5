import { setViewportWidth } from '@tanghuay/shared-auth/testing/jsdom';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { renderPageAt } from '../../testing/render-page-at.tsx';
import { ChatPage } from './chat-page.tsx';

// Role queries walk the whole accessibility tree, slow on antd's large DOM: labels and text are cheaper.
const SLOW = { timeout: 4000 };
const LONG_TEST_MS = 20_000;
const CONTACTS = 'รายชื่อผู้ติดต่อ';
const findContacts = () => screen.findByLabelText(CONTACTS, { selector: 'ul' }, SLOW);
const findConversation = (name: string) => screen.findByLabelText(`บทสนทนากับ ${name}`, { selector: 'section' }, SLOW);
const enter = (input: HTMLElement) => {
  fireEvent.keyDown(input, { key: 'Enter', code: 'Enter', keyCode: 13 });
  fireEvent.keyUp(input, { key: 'Enter', code: 'Enter', keyCode: 13 });
};

const renderAt = (path: string) => renderPageAt(path, { '/apps/chat': <ChatPage />, '/apps/chat/:contactId': <ChatPage /> });

beforeEach(() => {
  localStorage.clear();
});

afterEach(() => {
  setViewportWidth(1280);
});

describe('the chat page', () => {
  it('lists contacts with their last message and unread count, and searches them by name', async () => {
    renderAt('/apps/chat');
    const contacts = await findContacts();
    expect(within(contacts).getByText('ถ้าโอเคจะส่งต่อให้ทีมพัฒนาเลย')).toBeTruthy();
    expect(within(contacts).getByTitle('ยังไม่อ่าน 3')).toBeTruthy();
    expect(within(contacts).getByText('คุณ: รับทราบครับ')).toBeTruthy();
    expect(screen.getByText('เลือกผู้ติดต่อเพื่อเริ่มแชท')).toBeTruthy();

    enter(screen.getByLabelText('ค้นหาผู้ติดต่อ'));
    fireEvent.change(screen.getByLabelText('ค้นหาผู้ติดต่อ'), { target: { value: 'สุดา' } });
    enter(screen.getByLabelText('ค้นหาผู้ติดต่อ'));
    await waitFor(() => expect(within(screen.getByLabelText(CONTACTS, { selector: 'ul' })).queryByText('สมชาย ใจดี')).toBeNull(), SLOW);
    expect(within(screen.getByLabelText(CONTACTS, { selector: 'ul' })).getByText('สุดา รักงาน')).toBeTruthy();

    fireEvent.change(screen.getByLabelText('ค้นหาผู้ติดต่อ'), { target: { value: 'ไม่มีคนนี้' } });
    enter(screen.getByLabelText('ค้นหาผู้ติดต่อ'));
    expect(await screen.findByText('ไม่พบผู้ติดต่อ', undefined, SLOW)).toBeTruthy();
  }, LONG_TEST_MS);

  it('opens a conversation beside the list, which clears its unread count', async () => {
    renderAt('/apps/chat');
    fireEvent.click(within(await findContacts()).getByText('วิชัย มั่นคง'));
    const conversation = await findConversation('วิชัย มั่นคง');
    expect(within(conversation).getByText('ช่วยดูสีปุ่มให้หน่อยนะครับ')).toBeTruthy();
    await waitFor(() => expect(within(screen.getByLabelText(CONTACTS, { selector: 'ul' })).queryByTitle('ยังไม่อ่าน 3')).toBeNull(), SLOW);
  }, LONG_TEST_MS);

  it('sends a message with Enter, shown at once and still there after the page is opened again; an empty one is not sent', async () => {
    const first = renderAt('/apps/chat/4');
    const conversation = await findConversation('มาลี สวยงาม');
    expect(within(conversation).getByText('ยังไม่มีข้อความ เริ่มทักทายได้เลย')).toBeTruthy();
    const box = within(conversation).getByLabelText('พิมพ์ข้อความ');
    enter(box);
    expect(within(conversation).queryByRole('listitem')).toBeNull();

    fireEvent.change(box, { target: { value: 'สวัสดีค่ะ ประชุมบ่ายนี้นะคะ' } });
    enter(box);
    expect(within(conversation).getByText('สวัสดีค่ะ ประชุมบ่ายนี้นะคะ')).toBeTruthy();
    expect((box as HTMLInputElement).value).toBe('');
    await waitFor(() => expect(within(screen.getByLabelText(CONTACTS, { selector: 'ul' })).getByText('คุณ: สวัสดีค่ะ ประชุมบ่ายนี้นะคะ')).toBeTruthy(), SLOW);

    first.unmount();
    renderAt('/apps/chat/4');
    expect(within(await findConversation('มาลี สวยงาม')).getByText('สวัสดีค่ะ ประชุมบ่ายนี้นะคะ')).toBeTruthy();
  }, LONG_TEST_MS);

  it('on a phone shows the list or the conversation, with a way back', async () => {
    setViewportWidth(360);
    renderAt('/apps/chat');
    fireEvent.click(within(await findContacts()).getByText('สมชาย ใจดี'));
    const conversation = await findConversation('สมชาย ใจดี');
    expect(within(conversation).getByText('ส่งให้ทางอีเมลได้เลยนะครับ')).toBeTruthy();
    expect(screen.queryByLabelText(CONTACTS, { selector: 'ul' })).toBeNull();

    fireEvent.click(within(conversation).getByLabelText('กลับไปที่รายชื่อ'));
    expect(await findContacts()).toBeTruthy();
    expect(screen.queryByLabelText('บทสนทนากับ สมชาย ใจดี', { selector: 'section' })).toBeNull();
  }, LONG_TEST_MS);

  it('sends an unknown contact to the 404 page', async () => {
    renderAt('/apps/chat/99');
    expect(await screen.findByText('page not found', undefined, SLOW)).toBeTruthy();
  }, LONG_TEST_MS);
});
