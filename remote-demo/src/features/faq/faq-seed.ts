// The questions the FAQ page answers: a made-up shop's.
import type { FaqQuestion } from './faq-model.ts';

export const seedFaq = (): FaqQuestion[] => [
  { id: 1, category: 'payment', question: 'ชำระเงินได้ช่องทางใดบ้าง', answer: 'รับบัตรเครดิต บัตรเดบิต พร้อมเพย์ และโอนผ่านธนาคาร' },
  { id: 2, category: 'payment', question: 'ผ่อนชำระได้หรือไม่', answer: 'ผ่อน 0% ได้ 3–10 เดือนกับบัตรเครดิตที่ร่วมรายการ' },
  { id: 3, category: 'payment', question: 'ขอใบกำกับภาษีได้อย่างไร', answer: 'กรอกข้อมูลภาษีตอนชำระเงิน ใบกำกับภาษีจะส่งทางอีเมล' },
  { id: 4, category: 'delivery', question: 'จัดส่งกี่วัน', answer: 'กรุงเทพฯ 1–2 วันทำการ ต่างจังหวัด 2–4 วันทำการ' },
  { id: 5, category: 'delivery', question: 'ติดตามพัสดุได้ที่ไหน', answer: 'ดูเลขพัสดุได้ในหน้าคำสั่งซื้อของฉัน' },
  { id: 6, category: 'cancellation', question: 'ยกเลิกคำสั่งซื้อได้ถึงเมื่อไร', answer: 'ยกเลิกได้ก่อนสินค้าออกจากคลัง เงินคืนภายใน 7 วัน' },
  { id: 7, category: 'cancellation', question: 'คืนสินค้าได้กี่วัน', answer: 'คืนได้ภายใน 14 วันหลังได้รับสินค้า ในสภาพเดิม' },
  { id: 8, category: 'my-orders', question: 'ดูประวัติการสั่งซื้อได้ที่ไหน', answer: 'เข้าสู่ระบบแล้วเปิดเมนูคำสั่งซื้อของฉัน' },
  { id: 9, category: 'my-orders', question: 'เปลี่ยนที่อยู่จัดส่งได้หรือไม่', answer: 'เปลี่ยนได้ก่อนสินค้าออกจากคลัง ติดต่อฝ่ายบริการลูกค้า' },
  { id: 10, category: 'product', question: 'สินค้ามีประกันหรือไม่', answer: 'เครื่องใช้ไฟฟ้ามีประกันศูนย์ 1 ปี' },
  { id: 11, category: 'product', question: 'สินค้าหมดจะกลับมาเมื่อไร', answer: 'กดแจ้งเตือนในหน้าสินค้า เราจะส่งอีเมลเมื่อมีของ' },
];
