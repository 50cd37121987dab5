import { setViewportWidth } from '@tanghuay/shared-auth/testing/jsdom';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { renderPageAt } from '../../testing/render-page-at.tsx';
import { EMAILS_STORAGE_NAME } from './email-api.ts';
import { EmailPage } from './email-page.tsx';
import { seedEmails } from './email-seed.ts';

// Role queries walk the whole accessibility tree, slow on antd's large DOM: labels and text are cheaper.
const LIST = 'รายการอีเมล';
const MENU = 'เลือกโฟลเดอร์หรือป้ายกำกับ';
const SLOW = { timeout: 4000 };
const findList = () => screen.findByLabelText(LIST, { selector: 'ul' }, SLOW);
const getList = () => screen.getByLabelText(LIST, { selector: 'ul' });
const getMenu = () => screen.getByLabelText(MENU, { selector: 'nav' });

const LONG_TEST_MS = 20_000;

afterEach(() => {
  setViewportWidth(1280);
});

const renderAt = (path: string) =>
  renderPageAt(path, { '/apps/email': <EmailPage />, '/apps/email/:folder': <EmailPage />, '/apps/email/label/:label': <EmailPage /> });

beforeEach(() => {
  // Every test starts from the seed, kept where the fake reads it.
  localStorage.clear();
  localStorage.setItem(`tanghuay-demo:${EMAILS_STORAGE_NAME}`, JSON.stringify(seedEmails()));
});

describe('the email page', () => {
  it.each(['/apps/email/archive', '/apps/email/label/urgent', '/apps/email/label'])('sends %s, an unknown folder or label, to the 404 page', async (path) => {
    renderAt(path);
    expect(await screen.findByText('page not found', undefined, SLOW)).toBeTruthy();
  }, LONG_TEST_MS);

  it('lists the inbox at /apps/email, with the side menu counting unread mail', async () => {
    renderAt('/apps/email');
    const list = await findList();
    expect(within(list).getByText('สรุปยอดขายประจำเดือน')).toBeTruthy();
    expect(within(list).getByText('ไปเที่ยวเชียงใหม่กัน')).toBeTruthy();
    expect(within(list).queryByText('คุณถูกรางวัลใหญ่!')).toBeNull(); // spam
    expect(within(list).queryByText('ตารางเที่ยวเชียงใหม่')).toBeNull(); // sent
    const menu = getMenu();
    expect(await within(menu).findByTitle('ยังไม่อ่าน 3', undefined, SLOW)).toBeTruthy();
  }, LONG_TEST_MS);

  it('lists a label’s emails, not those in trash', async () => {
    renderAt('/apps/email/label/personal');
    const list = await findList();
    expect(within(list).getByText('ไปเที่ยวเชียงใหม่กัน')).toBeTruthy();
    expect(within(list).getByText('ตารางเที่ยวเชียงใหม่')).toBeTruthy();
    expect(within(list).queryByText('งานเลี้ยงรุ่นเก่า')).toBeNull();
  }, LONG_TEST_MS);

  it('sends a composed email, which then shows in the sent folder', async () => {
    renderAt('/apps/email');
    await findList();
    fireEvent.click(screen.getByText('เขียนอีเมล', { selector: 'button span' }));
    const dialog = await screen.findByRole('dialog', { name: 'เขียนอีเมล' }, SLOW);

    fireEvent.click(within(dialog).getByText('ส่ง', { selector: 'button span' }));
    expect(await within(dialog).findByText('กรุณาใส่อีเมลผู้รับ', undefined, SLOW)).toBeTruthy();
    expect(within(dialog).getByText('กรุณาใส่หัวเรื่อง')).toBeTruthy();

    fireEvent.change(within(dialog).getByLabelText('ถึง'), { target: { value: 'malee@example.co.th' } });
    fireEvent.change(within(dialog).getByLabelText('หัวเรื่อง'), { target: { value: 'ขอใบเสนอราคา' } });
    fireEvent.change(within(dialog).getByLabelText('ข้อความ'), { target: { value: 'รบกวนส่งใบเสนอราคาด้วยครับ' } });
    fireEvent.click(within(dialog).getByText('ส่ง', { selector: 'button span' }));
    expect(await screen.findByText('ส่งอีเมลแล้ว ดูได้ในโฟลเดอร์ส่งแล้ว', undefined, SLOW)).toBeTruthy();
    expect(within(getList()).queryByText('ขอใบเสนอราคา')).toBeNull();

    fireEvent.click(within(getMenu()).getByText('ส่งแล้ว'));
    await waitFor(() => expect(within(getList()).getByText('ขอใบเสนอราคา')).toBeTruthy(), SLOW);
    expect(screen.getByText('ถึง: malee@example.co.th')).toBeTruthy();
  }, LONG_TEST_MS);

  it('opens an email in a reader that marks it read and can star it and move it to trash', async () => {
    renderAt('/apps/email');
    const list = await findList();
    const menu = getMenu();
    await within(menu).findByTitle('ยังไม่อ่าน 3', undefined, SLOW);

    fireEvent.click(within(list).getByText('นัดประชุมทีมออกแบบ'));
    const reader = await screen.findByLabelText('นัดประชุมทีมออกแบบ', { selector: 'article' }, SLOW);
    expect(within(reader).getByText('ขอนัดประชุมวันพฤหัสบดี เวลา 10 โมงค่ะ')).toBeTruthy();
    // The inbox's count (another folder may count 2 as well).
    await waitFor(() => expect(within(menu).getByRole('menuitem', { name: /^กล่องจดหมาย/ }).textContent).toBe('กล่องจดหมาย2'), SLOW);

    fireEvent.click(within(reader).getByText('☆ ติดดาว'));
    expect(await within(reader).findByText('★ เลิกติดดาว', undefined, SLOW)).toBeTruthy();

    fireEvent.click(within(reader).getByText('ย้ายไปถังขยะ'));
    await waitFor(() => expect(within(getList()).queryByText('นัดประชุมทีมออกแบบ')).toBeNull(), SLOW);
  }, LONG_TEST_MS);

  it('at 360 px puts the folders and labels in a select above the list', async () => {
    setViewportWidth(360);
    renderAt('/apps/email/spam');
    const list = await findList();
    expect(within(list).getByText('คุณถูกรางวัลใหญ่!')).toBeTruthy();
    expect(screen.getByLabelText(MENU, { selector: 'input' })).toBeTruthy();
    expect(screen.queryByLabelText(MENU, { selector: 'nav' })).toBeNull();
  }, LONG_TEST_MS);
});
