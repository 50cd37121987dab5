import type { FaqCategory } from './faq-model.ts';

export const messages = {
  th: {
    title: 'คำถามที่พบบ่อย',
    lead: 'ค้นหาคำตอบเรื่องการชำระเงิน การจัดส่ง และคำสั่งซื้อ',
    search: 'ค้นหาคำถาม',
    all: 'ทั้งหมด',
    categories: {
      payment: 'การชำระเงิน',
      delivery: 'การจัดส่ง',
      cancellation: 'การยกเลิกและคืนสินค้า',
      'my-orders': 'คำสั่งซื้อของฉัน',
      product: 'สินค้าและบริการ',
    } satisfies Record<FaqCategory, string>,
    noResults: (q: string) => `ไม่พบคำถามที่ตรงกับ “${q}”`,
    loadFailed: 'โหลดคำถามไม่สำเร็จ',
  },
  en: {
    title: 'Frequently asked questions',
    lead: 'Answers about payment, delivery and orders',
    search: 'Search questions',
    all: 'All',
    categories: { payment: 'Payment', delivery: 'Delivery', cancellation: 'Cancellation and returns', 'my-orders': 'My orders', product: 'Product and services' },
    noResults: (q: string) => `No questions match “${q}”`,
    loadFailed: 'The questions could not be loaded',
  },
};
