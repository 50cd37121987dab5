// Made-up demo users: enough for three pages of ten.
import { type DemoUser, USER_ROLES, USER_STATUSES } from './users-model.ts';

const FIRST = ['สมชาย', 'สุดา', 'วิชัย', 'มาลี', 'ประเสริฐ', 'อรุณี', 'ธนา', 'กมล', 'นภา', 'ศักดิ์ชัย', 'พิมพ์', 'อนันต์'];
const LAST = ['ใจดี', 'รักงาน', 'ศรีสุข', 'มั่นคง', 'พึ่งตน', 'แสงทอง'];
const COUNTRIES = ['ไทย', 'ลาว', 'เวียดนาม', 'กัมพูชา', 'มาเลเซีย'];

export const seedUsers = (): DemoUser[] =>
  Array.from({ length: 26 }, (_, index) => {
    const id = index + 1;
    const fullName = `${FIRST[index % FIRST.length]} ${LAST[index % LAST.length]}`;
    const username = `user${String(id).padStart(2, '0')}`;
    return {
      id,
      fullName,
      username,
      email: `${username}@example.com`,
      role: USER_ROLES[index % USER_ROLES.length] ?? 'subscriber',
      status: USER_STATUSES[index % USER_STATUSES.length] ?? 'active',
      country: COUNTRIES[index % COUNTRIES.length] ?? 'ไทย',
      contact: `08${String(10_000_000 + id * 7_654_321).slice(0, 8)}`,
    };
  });
