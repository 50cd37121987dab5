// The knowledge base a visit shows: a made-up shop system's help pages.
import type { KbCategory, KbQuestion } from './knowledge-base-model.ts';

export const seedCategories = (): KbCategory[] => [
  { slug: 'getting-started', title: 'เริ่มต้นใช้งาน', description: 'สมัคร ตั้งค่าร้าน และเพิ่มสินค้าแรก' },
  { slug: 'orders', title: 'คำสั่งซื้อ', description: 'รับ จัดส่ง และคืนเงินคำสั่งซื้อ' },
  { slug: 'payments', title: 'การชำระเงิน', description: 'ช่องทางรับเงินและการโอนเข้าบัญชี' },
  { slug: 'account', title: 'บัญชีและความปลอดภัย', description: 'รหัสผ่าน ผู้ใช้ในทีม และสิทธิ์' },
];

export const seedQuestions = (): KbQuestion[] => [
  { slug: 'create-store', category: 'getting-started', title: 'สร้างร้านค้าใหม่', answer: 'เปิดเมนูร้านค้า กดสร้างร้าน ใส่ชื่อและสกุลเงิน แล้วกดบันทึก' },
  { slug: 'add-product', category: 'getting-started', title: 'เพิ่มสินค้าชิ้นแรก', answer: 'ในหน้าสินค้า กดเพิ่มสินค้า ใส่ชื่อ ราคา และรูป แล้วเผยแพร่' },
  { slug: 'store-theme', category: 'getting-started', title: 'เปลี่ยนธีมร้านค้า', answer: 'เลือกธีมในหน้าตั้งค่าร้าน ดูตัวอย่างก่อนกดใช้' },
  { slug: 'ship-order', category: 'orders', title: 'จัดส่งคำสั่งซื้อ', answer: 'เปิดคำสั่งซื้อ ใส่เลขพัสดุ แล้วกดจัดส่ง ลูกค้าจะได้รับอีเมล' },
  { slug: 'refund-order', category: 'orders', title: 'คืนเงินให้ลูกค้า', answer: 'ในคำสั่งซื้อ กดคืนเงิน เลือกจำนวน เงินจะคืนภายใน 7 วัน' },
  { slug: 'cancel-order', category: 'orders', title: 'ยกเลิกคำสั่งซื้อ', answer: 'ยกเลิกได้ก่อนจัดส่ง สต็อกจะคืนให้อัตโนมัติ' },
  { slug: 'edit-order', category: 'orders', title: 'แก้ไขที่อยู่ในคำสั่งซื้อ', answer: 'แก้ที่อยู่ได้ในหน้าคำสั่งซื้อจนกว่าจะจัดส่ง' },
  { slug: 'payment-methods', category: 'payments', title: 'เปิดรับพร้อมเพย์', answer: 'ในหน้าการชำระเงิน เปิดพร้อมเพย์และใส่เลขบัญชีรับเงิน' },
  { slug: 'payout-schedule', category: 'payments', title: 'รอบการโอนเงินเข้าบัญชี', answer: 'เงินขายโอนเข้าบัญชีทุกวันจันทร์และพฤหัสบดี' },
  { slug: 'reset-password', category: 'account', title: 'ตั้งรหัสผ่านใหม่', answer: 'กดลืมรหัสผ่านที่หน้าเข้าสู่ระบบ แล้วทำตามลิงก์ในอีเมล' },
  { slug: 'invite-staff', category: 'account', title: 'เชิญพนักงานเข้าทีม', answer: 'ในหน้าทีม กดเชิญ ใส่อีเมลและเลือกสิทธิ์' },
];
