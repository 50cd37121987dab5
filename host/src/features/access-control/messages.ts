// Every text of the access-control page: Thai first, English available.
import type { Role } from '@tanghuay/shared-auth';
import type { Area } from './model/areas.ts';

const th = {
  title: 'สิทธิ์การใช้งาน',
  subtitle: 'ส่วนต่าง ๆ ของระบบที่บัญชีนี้ใช้งานได้',
  account: 'บัญชีที่เข้าสู่ระบบ',
  username: 'ชื่อผู้ใช้',
  role: 'บทบาท',
  area: 'ส่วนของระบบ',
  read: 'ดู',
  manage: 'จัดการ',
  yes: 'ได้',
  no: 'ไม่ได้',
  areas: {
    Seamless: 'แทงหวย (หน้าสมาชิก)',
    Backoffice: 'หลังบ้าน',
    LottoStatus: 'สถานะหวย',
    LottoAgent: 'เอเย่นต์',
    ACL: 'สิทธิ์การใช้งาน',
    Auth: 'บัญชีผู้ใช้',
  } satisfies Record<Area, string>,
  roles: {
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
  } satisfies Record<Role, string>,
};

const en: typeof th = {
  title: 'Access control',
  subtitle: 'The parts of the system this account may use',
  account: 'Signed in as',
  username: 'Username',
  role: 'Role',
  area: 'Area',
  read: 'View',
  manage: 'Manage',
  yes: 'Yes',
  no: 'No',
  areas: {
    Seamless: 'Betting (member pages)',
    Backoffice: 'Back office',
    LottoStatus: 'Lottery status',
    LottoAgent: 'Agents',
    ACL: 'Access control',
    Auth: 'User account',
  },
  roles: {
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

export const messages = { th, en };
