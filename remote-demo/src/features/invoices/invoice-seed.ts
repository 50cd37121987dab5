// Made-up invoices of a small studio, dated around today: some paid, some in part, some overdue.
import { type Invoice, totalsOf } from './invoice-model.ts';

const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);
const CLIENTS = ['บริษัท ฟ้าใส จำกัด', 'ร้านกาแฟบ้านสวน', 'สำนักงานบัญชีมั่นคง', 'โรงเรียนอนุบาลดวงดาว', 'คลินิกฟันสวย', 'ห้างหุ้นส่วน ทองดี'];
const ITEMS = ['ออกแบบเว็บไซต์', 'ดูแลระบบรายเดือน', 'ถ่ายภาพสินค้า', 'เขียนบทความ', 'โฆษณาออนไลน์'];

export const seedInvoices = (): Invoice[] =>
  Array.from({ length: 14 }, (_, index) => {
    const id = 4_001 + index;
    const lines = [
      { item: ITEMS[index % ITEMS.length] ?? 'งาน', quantity: 1 + (index % 3), unitPrice: 150_000 + index * 12_500 },
      { item: ITEMS[(index + 2) % ITEMS.length] ?? 'งาน', quantity: 1, unitPrice: 80_000 },
    ];
    const invoice: Invoice = {
      id,
      client: CLIENTS[index % CLIENTS.length] ?? 'ลูกค้า',
      clientEmail: `billing${index + 1}@example.com`,
      issuedDate: day(-40 + index * 3),
      dueDate: day(-25 + index * 3),
      lines,
      discount: index % 5 === 0 ? 10_000 : 0,
      taxPercent: 7,
      paid: 0,
      note: 'ขอบคุณที่ใช้บริการ',
    };
    // Paid in full, not at all, half, not at all: in turn.
    const { total } = totalsOf(invoice);
    return { ...invoice, paid: [total, 0, Math.round(total / 2), 0][index % 4] ?? 0 };
  });
