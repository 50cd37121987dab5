import { act, fireEvent, screen, within } from '@testing-library/react';
import { setLanguage } from '@tanghuay/shared-auth';
import { useAddressParams } from '../lib/query-params.ts';
import { renderPage } from '../testing/render-page.tsx';
import { DayRangeInputs } from './day-range-inputs.tsx';

/** A filter as the slips page has it: the days in the address. */
function Filter() {
  const [params, change] = useAddressParams();
  return <DayRangeInputs from={params.get('from') ?? undefined} to={params.get('to') ?? undefined} onChange={change} />;
}

const show = (url: string) => renderPage(<Filter />, { path: '/list', url, width: 360 });
const location = () => screen.getByTestId('location').textContent;
const field = (label: string) => screen.getByLabelText<HTMLInputElement>(label);

/** Taps a field, which opens its calendar; the calendar (antd's popover, outside the field). */
function openCalendar(label: string) {
  fireEvent.click(field(label));
  const popovers = document.querySelectorAll<HTMLElement>('.ant-popover:not(.ant-popover-hidden)');
  return within(popovers[popovers.length - 1]!);
}

/** Types into a field and presses Enter. */
function type(label: string, text: string) {
  fireEvent.focus(field(label));
  fireEvent.change(field(label), { target: { value: text } });
  fireEvent.keyDown(field(label), { key: 'Enter', code: 'Enter', keyCode: 13 });
}

describe('DayRangeInputs', () => {
  afterEach(() => act(() => setLanguage('th')));

  it('shows the days in พ.ศ. and writes the day picked from the calendar to the address as YYYY-MM-DD', () => {
    show('/list?from=2026-12-16&to=2026-12-20');
    expect(field('ตั้งแต่วันที่').value).toBe('16/12/2569');
    expect(field('ถึงวันที่').value).toBe('20/12/2569');

    const calendar = openCalendar('ตั้งแต่วันที่');
    expect(calendar.getByText('ธันวาคม 2569')).toBeTruthy();
    expect(calendar.getByRole('button', { name: '16 ธ.ค. 2569', pressed: true })).toBeTruthy();
    fireEvent.click(calendar.getByRole('button', { name: '18 ธ.ค. 2569' }));
    expect(location()).toBe('/list?from=2026-12-18&to=2026-12-20');
    expect(field('ตั้งแต่วันที่').value).toBe('18/12/2569');
  });

  it('moves the calendar across the new year and never offers a start after the end', () => {
    show('/list?from=2026-12-16&to=2027-01-02');
    const calendar = openCalendar('ตั้งแต่วันที่');
    fireEvent.click(calendar.getByRole('button', { name: 'เดือนถัดไป' }));
    expect(calendar.getByText('มกราคม 2570')).toBeTruthy();
    expect(calendar.getByRole('button', { name: '3 ม.ค. 2570' })).toHaveProperty('disabled', true);
    fireEvent.click(calendar.getByRole('button', { name: '1 ม.ค. 2570' }));
    expect(location()).toBe('/list?from=2027-01-01&to=2027-01-02');
  });

  it('takes a day typed with its year in พ.ศ., and keeps what names no day as typed', () => {
    show('/list?from=2026-12-16&to=2026-12-20');
    type('ถึงวันที่', '1/1/2570');
    expect(location()).toBe('/list?from=2026-12-16&to=2027-01-01');
    expect(field('ถึงวันที่').value).toBe('1/1/2570');

    type('ถึงวันที่', '31/2/2570');
    expect(field('ถึงวันที่').value).toBe('31/2/2570');
    expect(screen.getByRole('alert').textContent).toContain('16/12/2569');
    type('ถึงวันที่', '15/12/2569');
    expect(screen.getByRole('alert').textContent).toBe('วันที่นี้อยู่นอกช่วงที่เลือกได้');
    expect(location()).toBe('/list?from=2026-12-16&to=2027-01-01');
  });

  it('clears a day from the address and keeps the other', () => {
    show('/list?from=2026-12-16&to=2026-12-20');
    const clear = field('ตั้งแต่วันที่').closest('.ant-input-affix-wrapper')!.querySelector('.ant-input-clear-icon')!;
    fireEvent.click(clear);
    expect(location()).toBe('/list?to=2026-12-20');
    expect(field('ตั้งแต่วันที่').value).toBe('');
  });

  it('shows the Gregorian year in English', () => {
    act(() => setLanguage('en'));
    show('/list?from=2026-12-31&to=2027-01-05');
    expect(field('From').value).toBe('31/12/2026');
    const calendar = openCalendar('From');
    expect(calendar.getByText('December 2026')).toBeTruthy();
    fireEvent.click(calendar.getByRole('button', { name: '1 Jan 2027' }));
    expect(location()).toBe('/list?from=2027-01-01&to=2027-01-05');
  });
});
