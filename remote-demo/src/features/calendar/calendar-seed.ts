// The events a first visit starts with, dated from today so the current month is never empty.
import { addDays, type CalendarEvent, type CalendarName, dayKeyOf } from './calendar-model.ts';

export function seedEvents(today = dayKeyOf(new Date())): CalendarEvent[] {
  const at = (offset: number, time: string) => `${addDays(today, offset)}T${time}`;
  const event = (id: number, title: string, calendar: CalendarName, start: string, end: string): CalendarEvent => ({ id, title, calendar, start, end });
  return [
    event(1, 'ประชุมทีมขาย', 'business', at(0, '09:30'), at(0, '10:30')),
    event(2, 'กินข้าวกลางวันกับแม่', 'family', at(0, '12:00'), at(0, '13:00')),
    event(3, 'นำเสนองานลูกค้า', 'business', at(1, '14:00'), at(1, '15:30')),
    event(4, 'ออกกำลังกาย', 'personal', at(2, '18:00'), at(2, '19:00')),
    event(5, 'วันหยุดชดเชย', 'holiday', at(4, '00:00'), at(5, '00:00')),
    event(6, 'สัมมนาการตลาด', 'business', at(6, '09:00'), at(7, '16:00')),
    event(7, 'ไปหาหมอฟัน', 'personal', at(-2, '10:00'), at(-2, '11:00')),
    event(8, 'งานวันเกิดหลาน', 'family', at(-5, '17:00'), at(-5, '20:00')),
    event(9, 'ต่อภาษีรถยนต์', 'etc', at(9, '13:00'), at(9, '14:00')),
    event(10, 'ทริปเชียงใหม่', 'family', at(12, '08:00'), at(14, '18:00')),
  ];
}
