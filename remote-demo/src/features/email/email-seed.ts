// The emails a first visit starts with: made-up mail of a small Thai team, dated back from now.
import type { Email } from './email-model.ts';

const hoursAgo = (hours: number) => new Date(Date.now() - hours * 3_600_000).toISOString();
const ME = 'you@tanghuay.demo';

export const seedEmails = (): Email[] => [
  { id: 1, from: { name: 'สมชาย ใจดี', email: 'somchai@example.co.th' }, to: ME, subject: 'สรุปยอดขายประจำเดือน', message: 'สวัสดีครับ แนบสรุปยอดขายเดือนนี้มาให้ตรวจสอบครับ', time: hoursAgo(1), labels: ['company', 'important'], folder: 'inbox', isRead: false, isStarred: true },
  { id: 2, from: { name: 'สุดา รักงาน', email: 'suda@example.co.th' }, to: ME, subject: 'นัดประชุมทีมออกแบบ', message: 'ขอนัดประชุมวันพฤหัสบดี เวลา 10 โมงค่ะ', time: hoursAgo(3), labels: ['company'], folder: 'inbox', isRead: false, isStarred: false },
  { id: 3, from: { name: 'วิชัย มีสุข', email: 'wichai@example.com' }, to: ME, subject: 'ไปเที่ยวเชียงใหม่กัน', message: 'ปลายเดือนนี้ว่างไหม ไปเที่ยวเชียงใหม่กัน', time: hoursAgo(6), labels: ['personal'], folder: 'inbox', isRead: true, isStarred: false },
  { id: 4, from: { name: 'มาลี ศรีสวัสดิ์', email: 'malee@example.co.th' }, to: ME, subject: 'ใบแจ้งหนี้เลขที่ 2026-114', message: 'ส่งใบแจ้งหนี้ตามที่ตกลงไว้ค่ะ', time: hoursAgo(20), labels: ['company', 'private'], folder: 'inbox', isRead: true, isStarred: true },
  { id: 5, from: { name: 'ฝ่ายบุคคล', email: 'hr@example.co.th' }, to: ME, subject: 'แจ้งวันหยุดประจำปี', message: 'ประกาศวันหยุดประจำปีของบริษัท', time: hoursAgo(30), labels: ['company'], folder: 'inbox', isRead: false, isStarred: false },
  { id: 6, from: { name: 'ประยุทธ์ ทองดี', email: 'prayut@example.com' }, to: ME, subject: 'ขอบคุณสำหรับของขวัญ', message: 'ขอบคุณมากครับ ชอบมากเลย', time: hoursAgo(50), labels: ['personal', 'private'], folder: 'inbox', isRead: true, isStarred: false },
  { id: 7, from: { name: 'ทีมสนับสนุน', email: 'support@example.co.th' }, to: ME, subject: 'ตั๋วแจ้งปัญหาหมายเลข 5521 ปิดแล้ว', message: 'ปัญหาของคุณได้รับการแก้ไขแล้ว', time: hoursAgo(75), labels: [], folder: 'inbox', isRead: true, isStarred: false },
  { id: 8, from: { name: 'คุณ', email: ME }, to: 'somchai@example.co.th', subject: 'ตอบกลับ: สรุปยอดขาย', message: 'ได้รับแล้วครับ จะตรวจให้ภายในวันนี้', time: hoursAgo(2), labels: ['company'], folder: 'sent', isRead: true, isStarred: false },
  { id: 9, from: { name: 'คุณ', email: ME }, to: 'wichai@example.com', subject: 'ตารางเที่ยวเชียงใหม่', message: 'ร่างตารางเที่ยวไว้ให้แล้ว', time: hoursAgo(40), labels: ['personal'], folder: 'sent', isRead: true, isStarred: true },
  { id: 10, from: { name: 'คุณ', email: ME }, to: 'hr@example.co.th', subject: 'ขอลาพักร้อน', message: 'ขอลาพักร้อนวันที่ 20–24', time: hoursAgo(4), labels: ['private'], folder: 'draft', isRead: false, isStarred: false },
  { id: 11, from: { name: 'คุณ', email: ME }, to: 'suda@example.co.th', subject: 'ร่างแผนงานไตรมาสหน้า', message: 'ร่างแรกของแผนงาน', time: hoursAgo(60), labels: ['company', 'important'], folder: 'draft', isRead: true, isStarred: false },
  { id: 12, from: { name: 'โชคดีลอตเตอรี่', email: 'win@spam.example' }, to: ME, subject: 'คุณถูกรางวัลใหญ่!', message: 'กดลิงก์เพื่อรับรางวัล', time: hoursAgo(8), labels: [], folder: 'spam', isRead: false, isStarred: false },
  { id: 13, from: { name: 'ร้านค้าออนไลน์', email: 'deal@spam.example' }, to: ME, subject: 'ลดราคา 90% วันนี้เท่านั้น', message: 'โปรโมชันพิเศษ', time: hoursAgo(26), labels: [], folder: 'spam', isRead: false, isStarred: false },
  { id: 14, from: { name: 'สมศรี แก้วใส', email: 'somsri@example.com' }, to: ME, subject: 'งานเลี้ยงรุ่นเก่า', message: 'ยกเลิกงานเลี้ยงรุ่นแล้วนะ', time: hoursAgo(90), labels: ['personal'], folder: 'trash', isRead: true, isStarred: true },
  { id: 15, from: { name: 'ระบบแจ้งเตือน', email: 'noreply@example.co.th' }, to: ME, subject: 'รหัสผ่านจะหมดอายุ', message: 'กรุณาเปลี่ยนรหัสผ่านภายใน 7 วัน', time: hoursAgo(120), labels: ['important'], folder: 'trash', isRead: true, isStarred: false },
];
