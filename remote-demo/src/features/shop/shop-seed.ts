// The shop's products: made up, 20 of them (three pages of 9), prices in satang.
import type { Product, ShopCategory } from './shop-model.ts';

const product = (
  id: number,
  slug: string,
  name: string,
  brand: string,
  category: ShopCategory,
  priceCents: number,
  rating: number,
  featured: boolean,
  description: string,
): Product => ({ id, slug, name, brand, category, priceCents, rating, featured, description });

export const seedProducts = (): Product[] => [
  product(1, 'siam-phone-x', 'สมาร์ทโฟน สยาม X', 'สยามโฟน', 'phones', 1_299_000, 4, true, 'จอ 6.5 นิ้ว กล้องสามตัว แบตเตอรี่ใช้ได้ทั้งวัน'),
  product(2, 'siam-phone-lite', 'สมาร์ทโฟน สยาม ไลต์', 'สยามโฟน', 'phones', 599_000, 3, false, 'รุ่นเล็ก น้ำหนักเบา เหมาะสำหรับผู้เริ่มต้น'),
  product(3, 'chang-book-14', 'โน้ตบุ๊ก ช้าง 14', 'ช้างเผือก', 'computers', 2_459_000, 5, true, 'จอ 14 นิ้ว หน่วยความจำ 16 GB บางเบาพกพาง่าย'),
  product(4, 'chang-book-16', 'โน้ตบุ๊ก ช้าง 16', 'ช้างเผือก', 'computers', 3_290_050, 4, false, 'จอใหญ่ 16 นิ้ว สำหรับงานกราฟิก'),
  product(5, 'naga-buds', 'หูฟังไร้สาย นาคา', 'นาคราช', 'audio', 189_000, 4, true, 'ตัดเสียงรบกวน ชาร์จเต็มใช้ได้ 8 ชั่วโมง'),
  product(6, 'naga-speaker', 'ลำโพงบลูทูธ นาคา', 'นาคราช', 'audio', 249_050, 3, false, 'กันน้ำ เสียงเบสแน่น'),
  product(7, 'thong-kettle', 'กาต้มน้ำไฟฟ้า ทองคำ', 'ทองคำ', 'home', 79_000, 4, false, 'ความจุ 1.7 ลิตร ตัดไฟอัตโนมัติ'),
  product(8, 'thong-fan', 'พัดลมตั้งพื้น ทองคำ', 'ทองคำ', 'home', 129_000, 3, false, 'ปรับได้ 3 ระดับ ส่ายได้รอบทิศ'),
  product(9, 'siam-tab', 'แท็บเล็ต สยาม แท็บ', 'สยามโฟน', 'computers', 899_000, 4, true, 'จอ 11 นิ้ว รองรับปากกา'),
  product(10, 'naga-headphone', 'หูฟังครอบหู นาคา โปร', 'นาคราช', 'audio', 459_000, 5, false, 'เสียงละเอียด ใส่สบายทั้งวัน'),
  product(11, 'thong-rice-cooker', 'หม้อหุงข้าว ทองคำ', 'ทองคำ', 'home', 159_000, 5, false, 'หุงข้าวได้ 1.8 ลิตร เคลือบกันติด'),
  product(12, 'chang-monitor', 'จอมอนิเตอร์ ช้าง 27', 'ช้างเผือก', 'computers', 729_000, 4, false, 'จอ 27 นิ้ว ความละเอียด 2K'),
  product(13, 'siam-watch', 'นาฬิกาอัจฉริยะ สยาม', 'สยามโฟน', 'phones', 349_000, 3, false, 'วัดชีพจร นับก้าว แจ้งเตือนข้อความ'),
  product(14, 'naga-soundbar', 'ซาวด์บาร์ นาคา', 'นาคราช', 'audio', 599_050, 4, false, 'เสียงรอบทิศทาง เชื่อมต่อทีวีง่าย'),
  product(15, 'thong-iron', 'เตารีดไอน้ำ ทองคำ', 'ทองคำ', 'home', 99_000, 2, false, 'ไอน้ำแรง รีดเรียบเร็ว'),
  product(16, 'chang-keyboard', 'คีย์บอร์ด ช้าง', 'ช้างเผือก', 'computers', 129_050, 4, false, 'แป้นพิมพ์ภาษาไทย ไร้สาย'),
  product(17, 'siam-charger', 'ที่ชาร์จเร็ว สยาม', 'สยามโฟน', 'phones', 59_000, 4, false, 'ชาร์จเร็ว 65 วัตต์ สองพอร์ต'),
  product(18, 'naga-mic', 'ไมโครโฟน นาคา', 'นาคราช', 'audio', 219_000, 4, true, 'สำหรับพอดแคสต์และประชุมออนไลน์'),
  product(19, 'thong-blender', 'เครื่องปั่น ทองคำ', 'ทองคำ', 'home', 189_050, 3, false, 'ใบมีดสแตนเลส ปั่นน้ำแข็งได้'),
  product(20, 'chang-mouse', 'เมาส์ ช้าง', 'ช้างเผือก', 'computers', 49_000, 5, false, 'ไร้สาย เงียบ ใช้ถ่านได้นาน'),
];
