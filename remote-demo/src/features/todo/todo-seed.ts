// The tasks a first visit starts with: made-up work of a small team, dated from today.
import type { Task } from './todo-model.ts';

const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);

export const seedTasks = (): Task[] => [
  { id: 1, title: 'ตรวจรายงานยอดขายประจำเดือน', dueDate: day(2), assignee: 'สมชาย', tags: ['team', 'high'], isCompleted: false, isImportant: true, isDeleted: false },
  { id: 2, title: 'อัปเดตหน้าโปรไฟล์ลูกค้า', dueDate: day(5), assignee: 'สุดา', tags: ['update'], isCompleted: false, isImportant: false, isDeleted: false },
  { id: 3, title: 'ประชุมทีมออกแบบ', dueDate: day(1), assignee: 'วิชัย', tags: ['team', 'medium'], isCompleted: true, isImportant: false, isDeleted: false },
  { id: 4, title: 'เตรียมเอกสารใบแจ้งหนี้', dueDate: day(7), assignee: 'มาลี', tags: ['low'], isCompleted: false, isImportant: true, isDeleted: false },
  { id: 5, title: 'ทดสอบระบบชำระเงิน', dueDate: day(3), assignee: 'สมชาย', tags: ['high'], isCompleted: false, isImportant: false, isDeleted: false },
  { id: 6, title: 'ลบบัญชีทดลองที่หมดอายุ', dueDate: day(-2), assignee: 'สุดา', tags: ['low'], isCompleted: false, isImportant: false, isDeleted: true },
  { id: 7, title: 'เขียนคู่มือการใช้งาน', dueDate: day(10), assignee: 'วิชัย', tags: ['medium', 'update'], isCompleted: true, isImportant: true, isDeleted: false },
];
