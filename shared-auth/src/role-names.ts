// What each role is called on screen, in both languages (pick with useMessages(ROLE_NAMES)).
import type { Language } from './language.ts';
import type { Role } from './user-data.ts';

export const ROLE_NAMES: Record<Language, Record<Role, string>> = {
  th: {
    member: 'สมาชิก',
    seamless: 'สมาชิก (seamless)',
    agseamless: 'เอเย่นต์ (seamless)',
    master: 'มาสเตอร์',
    agadmin: 'เจ้าหน้าที่',
    agline: 'เอเย่นต์สายงาน',
    admin: 'ผู้ดูแลระบบ',
    user: 'ผู้ใช้ทั่วไป',
    AGgroup: 'กลุ่มเอเย่นต์',
    client: 'ลูกค้า',
  },
  en: {
    member: 'Member',
    seamless: 'Member (seamless)',
    agseamless: 'Agent (seamless)',
    master: 'Master',
    agadmin: 'Operator',
    agline: 'Line agent',
    admin: 'Administrator',
    user: 'User',
    AGgroup: 'Agent group',
    client: 'Client',
  },
};
