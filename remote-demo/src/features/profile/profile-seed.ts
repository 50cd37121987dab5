// The profile a visit shows: a made-up person, their work and their posts.
import type { Profile, ProfilePost } from './profile-model.ts';

export const seedProfile = (): Profile => ({
  fullName: 'สมชาย ใจดี',
  title: 'นักออกแบบ UX',
  location: 'กรุงเทพมหานคร',
  joined: '2024-04-01',
  about: 'ออกแบบหน้าจอให้ใช้ง่ายบนมือถือ ชอบทดสอบกับผู้ใช้จริงและเขียนคู่มือสั้น ๆ ให้ทีม',
  email: 'somchai@example.com',
  languages: ['ไทย', 'English'],
  activity: [
    { id: 1, title: 'อัปโหลดแบบหน้าชำระเงิน', detail: 'ไฟล์แบบร่างรุ่นที่ 3 สำหรับทีมพัฒนา', date: '2026-11-27' },
    { id: 2, title: 'ประชุมกับลูกค้า', detail: 'สรุปความต้องการหน้ารายงานยอดขาย', date: '2026-11-24' },
    { id: 3, title: 'เข้าร่วมทีมมือถือ', detail: 'ดูแลการออกแบบแอปรุ่นใหม่', date: '2026-11-20' },
  ],
  connections: [
    { id: 1, name: 'สุดา รักงาน', role: 'นักพัฒนา', isConnected: true },
    { id: 2, name: 'วิชัย มั่นคง', role: 'ผู้จัดการโครงการ', isConnected: false },
    { id: 3, name: 'มาลี ศรีสุข', role: 'นักการตลาด', isConnected: true },
  ],
  teams: [
    { id: 1, name: 'ทีมออกแบบ', members: 8 },
    { id: 2, name: 'ทีมมือถือ', members: 5 },
    { id: 3, name: 'ทีมข้อมูล', members: 4 },
  ],
});

export const seedPosts = (): ProfilePost[] => [
  { id: 1, text: 'เริ่มใช้ระบบสีใหม่ในทุกหน้าแล้ว', date: '2026-11-28', likes: 12 },
  { id: 2, text: 'ทดสอบหน้าจอชำระเงินกับผู้ใช้ 5 คน ได้ข้อเสนอแนะดีมาก', date: '2026-11-26', likes: 8 },
  { id: 3, text: 'แบ่งปันเทมเพลตแบบร่างสำหรับหน้าจอมือถือ', date: '2026-11-22', likes: 21 },
  { id: 4, text: 'สรุปบทเรียนจากโครงการที่แล้ว: ถามผู้ใช้ก่อนออกแบบเสมอ', date: '2026-11-18', likes: 5 },
  { id: 5, text: 'ยินดีต้อนรับสมาชิกใหม่ของทีมออกแบบ', date: '2026-11-10', likes: 17 },
  { id: 6, text: 'ไอคอนชุดใหม่พร้อมใช้แล้ว', date: '2026-11-02', likes: 9 },
  { id: 7, text: 'ครบหนึ่งปีของระบบออกแบบร่วมกัน', date: '2026-10-25', likes: 30 },
];
