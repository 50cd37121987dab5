// The contacts and conversations a first visit starts with, timed from now.
import type { ChatMessage, Contact } from './chat-model.ts';

export const seedContacts = (): Contact[] => [
  { id: 1, name: 'สมชาย ใจดี', about: 'ฝ่ายขาย', status: 'online' },
  { id: 2, name: 'สุดา รักงาน', about: 'ฝ่ายบัญชี', status: 'away' },
  { id: 3, name: 'วิชัย มั่นคง', about: 'นักออกแบบ', status: 'busy' },
  { id: 4, name: 'มาลี สวยงาม', about: 'ฝ่ายบุคคล', status: 'offline' },
  { id: 5, name: 'ประเสริฐ ทองดี', about: 'หัวหน้าทีมพัฒนา', status: 'online' },
];

export function seedMessages(now = Date.now()): ChatMessage[] {
  const minutesAgo = (minutes: number) => new Date(now - minutes * 60_000).toISOString();
  const message = (id: number, contactId: number, fromMe: boolean, text: string, minutes: number, isRead = true): ChatMessage => ({
    id,
    contactId,
    fromMe,
    text,
    time: minutesAgo(minutes),
    isRead,
  });
  return [
    message(1, 1, false, 'สวัสดีครับ รายงานยอดขายเดือนนี้เสร็จหรือยังครับ', 95),
    message(2, 1, true, 'ใกล้เสร็จแล้วครับ ขอเวลาอีกชั่วโมง', 90),
    message(3, 1, false, 'ได้ครับ ขอบคุณครับ', 88),
    message(4, 1, false, 'ส่งให้ทางอีเมลได้เลยนะครับ', 12, false),
    message(5, 2, true, 'ใบแจ้งหนี้ของลูกค้ารายใหม่ออกแล้วหรือยังคะ', 300),
    message(6, 2, false, 'ออกแล้วค่ะ ส่งไปเมื่อเช้า', 280),
    message(7, 3, false, 'แบบหน้าแรกเวอร์ชันใหม่อยู่ในโฟลเดอร์แล้วครับ', 45, false),
    message(8, 3, false, 'ช่วยดูสีปุ่มให้หน่อยนะครับ', 44, false),
    message(9, 3, false, 'ถ้าโอเคจะส่งต่อให้ทีมพัฒนาเลย', 43, false),
    message(10, 5, false, 'พรุ่งนี้ประชุมสิบโมงนะครับ', 1500),
    message(11, 5, true, 'รับทราบครับ', 1490),
  ];
}
