import { setViewportWidth } from '@tanghuay/shared-auth/testing/jsdom';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { renderPageAt } from '../../testing/render-page-at.tsx';
import { EVENTS_STORAGE_NAME } from './calendar-api.ts';
import { dateOfDay, dayKeyOf, weekOf } from './calendar-model.ts';
import { CalendarPage } from './calendar-page.tsx';

// Role queries walk the whole accessibility tree, slow on antd's large DOM: labels and text are cheaper.
const SLOW = { timeout: 4000 };
const LONG_TEST_MS = 20_000;
const today = dayKeyOf(new Date());
// Another day of this week, so always in this month's grid.
const otherDay = weekOf(today).find((one) => one !== today) ?? today;
const dayLabel = (day: string) => new Intl.DateTimeFormat('th-TH', { dateStyle: 'long', timeZone: 'UTC' }).format(dateOfDay(day));
const dayCell = (day: string) => screen.getByLabelText(dayLabel(day), { selector: '[role=cell]' });
const findGrid = () => screen.findByRole('table', undefined, SLOW);
const button = (name: string, within: HTMLElement | Document = document) => screen.getAllByText(name, { selector: 'button span' }).find((one) => within.contains(one)) as HTMLElement;

const renderCalendar = () => renderPageAt('/apps/calendar', { '/apps/calendar': <CalendarPage /> });

beforeEach(() => {
  localStorage.clear();
});

afterEach(() => {
  setViewportWidth(1280);
});

describe('the calendar page', () => {
  it('shows this month in Thai with today’s events on their day, and steps to the next month', async () => {
    renderCalendar();
    await findGrid();
    const thisMonth = new Intl.DateTimeFormat('th-TH', { month: 'long', year: 'numeric' }).format(new Date());
    expect(screen.getByText(thisMonth, { selector: 'h4' })).toBeTruthy();
    expect(within(dayCell(today)).getByText('ประชุมทีมขาย')).toBeTruthy();

    fireEvent.click(screen.getByLabelText('ถัดไป'));
    const next = new Date();
    next.setDate(1);
    next.setMonth(next.getMonth() + 1);
    expect(await screen.findByText(new Intl.DateTimeFormat('th-TH', { month: 'long', year: 'numeric' }).format(next), { selector: 'h4' })).toBeTruthy();
  }, LONG_TEST_MS);

  it('adds an event, after asking for a title and an end after the start, and shows it on its day', async () => {
    renderCalendar();
    await findGrid();
    fireEvent.click(button('เพิ่มกิจกรรม'));
    const dialog = await screen.findByRole('dialog', undefined, SLOW);
    fireEvent.change(within(dialog).getByLabelText('เริ่ม'), { target: { value: `${otherDay}T15:00` } });
    // The end followed the start, keeping the hour.
    expect((within(dialog).getByLabelText('สิ้นสุด') as HTMLInputElement).value).toBe(`${otherDay}T16:00`);
    fireEvent.change(within(dialog).getByLabelText('สิ้นสุด'), { target: { value: `${otherDay}T14:00` } });
    fireEvent.click(button('บันทึก', dialog));
    expect(await within(dialog).findByText('กรุณาใส่ชื่อกิจกรรม', undefined, SLOW)).toBeTruthy();
    expect(within(dialog).getByText('เวลาสิ้นสุดต้องอยู่หลังเวลาเริ่ม')).toBeTruthy();

    fireEvent.change(within(dialog).getByLabelText('ชื่อกิจกรรม'), { target: { value: 'ส่งรถเข้าศูนย์' } });
    fireEvent.change(within(dialog).getByLabelText('สิ้นสุด'), { target: { value: `${otherDay}T17:00` } });
    fireEvent.click(button('บันทึก', dialog));
    await waitFor(() => expect(within(dayCell(otherDay)).getByText('ส่งรถเข้าศูนย์')).toBeTruthy(), SLOW);
    expect(screen.queryByRole('dialog')).toBeNull();
  }, LONG_TEST_MS);

  it('moves an event dragged to another day, and keeps it there', async () => {
    renderCalendar();
    await findGrid();
    const data = new Map<string, string>();
    const dataTransfer = { setData: (type: string, value: string) => data.set(type, value), getData: (type: string) => data.get(type) ?? '' };
    fireEvent.dragStart(within(dayCell(today)).getByText('ประชุมทีมขาย'), { dataTransfer });
    fireEvent.dragOver(dayCell(otherDay), { dataTransfer });
    fireEvent.drop(dayCell(otherDay), { dataTransfer });
    await waitFor(() => expect(within(dayCell(otherDay)).getByText('ประชุมทีมขาย')).toBeTruthy(), SLOW);
    expect(within(dayCell(today)).queryByText('ประชุมทีมขาย')).toBeNull();
    expect(localStorage.getItem(`tanghuay-demo:${EVENTS_STORAGE_NAME}`)).toContain(`${otherDay}T09:30`);
  }, LONG_TEST_MS);

  it('moves an event by its date in the edit window (no dragging needed), and deletes one', async () => {
    renderCalendar();
    await findGrid();
    fireEvent.click(within(dayCell(today)).getByText('ประชุมทีมขาย'));
    let dialog = await screen.findByRole('dialog', undefined, SLOW);
    expect(within(dialog).getByText('แก้ไขกิจกรรม')).toBeTruthy();
    fireEvent.change(within(dialog).getByLabelText('เริ่ม'), { target: { value: `${otherDay}T09:30` } });
    fireEvent.click(button('บันทึก', dialog));
    await waitFor(() => expect(within(dayCell(otherDay)).getByText('ประชุมทีมขาย')).toBeTruthy(), SLOW);
    expect(within(dayCell(today)).queryByText('ประชุมทีมขาย')).toBeNull();

    fireEvent.click(within(dayCell(today)).getByText('กินข้าวกลางวันกับแม่'));
    dialog = await screen.findByRole('dialog', undefined, SLOW);
    fireEvent.click(button('ลบ', dialog));
    await waitFor(() => expect(within(dayCell(today)).queryByText('กินข้าวกลางวันกับแม่')).toBeNull(), SLOW);
  }, LONG_TEST_MS);

  it('shows only the calendars ticked', async () => {
    renderCalendar();
    await findGrid();
    fireEvent.click(screen.getByText('งาน', { selector: 'label *' }));
    await waitFor(() => expect(within(dayCell(today)).queryByText('ประชุมทีมขาย')).toBeNull(), SLOW);
    expect(within(dayCell(today)).getByText('กินข้าวกลางวันกับแม่')).toBeTruthy();
  }, LONG_TEST_MS);

  it('on a phone shows dots in the month, and a day’s button lists its events', async () => {
    setViewportWidth(360);
    renderCalendar();
    await findGrid();
    expect(within(dayCell(today)).queryByText('ประชุมทีมขาย')).toBeNull();
    fireEvent.click(screen.getByLabelText(`${dayLabel(today)}, 2 กิจกรรม`));
    const list = await screen.findByRole('list', undefined, SLOW);
    expect(within(list).getByText('ประชุมทีมขาย')).toBeTruthy();
    expect(within(list).getByText('กินข้าวกลางวันกับแม่')).toBeTruthy();
    expect(screen.getByText(new Intl.DateTimeFormat('th-TH', { dateStyle: 'full', timeZone: 'UTC' }).format(dateOfDay(today)), { selector: 'h4' })).toBeTruthy();
  }, LONG_TEST_MS);

  it('shows a week of events from Sunday', async () => {
    renderCalendar();
    await findGrid();
    fireEvent.click(screen.getByText('สัปดาห์'));
    const heading = new Intl.DateTimeFormat('th-TH', { weekday: 'short', day: 'numeric', month: 'short', timeZone: 'UTC' });
    const todaySection = await screen.findByLabelText(heading.format(dateOfDay(today)), { selector: 'section' }, SLOW);
    expect(within(todaySection).getByText('ประชุมทีมขาย')).toBeTruthy();
    expect(screen.queryByRole('table')).toBeNull();
  }, LONG_TEST_MS);
});
