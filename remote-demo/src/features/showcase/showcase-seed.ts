// The showcase's made-up data: orders for the data table, branches for the map.
import { type Branch, ORDER_STATUSES, type OrderRow } from './showcase-model.ts';

const CUSTOMERS = ['สมชาย ใจดี', 'สุดา แสงทอง', 'วิชัย พรหมมา', 'มาลี ศรีสุข', 'ประยุทธ์ บุญมี', 'อรุณี ทองคำ', 'กิตติ วงศ์ใหญ่', 'นภา จันทร์เพ็ญ', 'ธนา รุ่งเรือง'];
const CITIES = ['กรุงเทพฯ', 'เชียงใหม่', 'ขอนแก่น', 'ภูเก็ต', 'ชลบุรี', 'หาดใหญ่', 'อุบลราชธานี'];

/** 26 orders, dated back from 2026-11-30, so the table has four pages. */
export const seedOrders = (): OrderRow[] =>
  Array.from({ length: 26 }, (_, index) => ({
    id: index + 1,
    customer: CUSTOMERS[index % CUSTOMERS.length] ?? '',
    city: CITIES[(index * 3) % CITIES.length] ?? '',
    amount: ((index * 7919) % 50_000) * 10 + 9_900,
    status: ORDER_STATUSES[(index * 5) % ORDER_STATUSES.length] ?? 'pending',
    createdAt: new Date(Date.UTC(2026, 10, 30 - index)).toISOString().slice(0, 10),
  }));

export const seedBranches = (): Branch[] => [
  { id: 1, name: 'สาขาเชียงใหม่', region: 'north', address: 'ถนนนิมมานเหมินท์ อำเภอเมือง เชียงใหม่ 50200', phone: '053123456', hours: '09:00–18:00', lat: 18.79, lon: 98.99 },
  { id: 2, name: 'สาขาขอนแก่น', region: 'northeast', address: 'ถนนมิตรภาพ อำเภอเมือง ขอนแก่น 40000', phone: '043123456', hours: '09:00–18:00', lat: 16.43, lon: 102.83 },
  { id: 3, name: 'สาขาอุบลราชธานี', region: 'northeast', address: 'ถนนชยางกูร อำเภอเมือง อุบลราชธานี 34000', phone: '045123456', hours: '09:00–17:00', lat: 15.23, lon: 104.86 },
  { id: 4, name: 'สาขากรุงเทพฯ สีลม', region: 'central', address: 'ถนนสีลม เขตบางรัก กรุงเทพฯ 10500', phone: '021234567', hours: '08:30–19:00', lat: 13.73, lon: 100.53 },
  { id: 5, name: 'สาขากาญจนบุรี', region: 'west', address: 'ถนนแสงชูโต อำเภอเมือง กาญจนบุรี 71000', phone: '034123456', hours: '09:00–17:00', lat: 14.02, lon: 99.53 },
  { id: 6, name: 'สาขาพัทยา', region: 'east', address: 'ถนนสุขุมวิท บางละมุง ชลบุรี 20150', phone: '038123456', hours: '10:00–20:00', lat: 12.93, lon: 100.88 },
  { id: 7, name: 'สาขาภูเก็ต', region: 'south', address: 'ถนนเทพกระษัตรี อำเภอเมือง ภูเก็ต 83000', phone: '076123456', hours: '10:00–20:00', lat: 7.88, lon: 98.39 },
  { id: 8, name: 'สาขาหาดใหญ่', region: 'south', address: 'ถนนเพชรเกษม หาดใหญ่ สงขลา 90110', phone: '074123456', hours: '09:00–18:00', lat: 7.0, lon: 100.47 },
];
