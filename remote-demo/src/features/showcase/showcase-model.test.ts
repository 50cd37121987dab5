import {
  firstStepWith,
  formatClock,
  lineCents,
  mapPoint,
  moveItem,
  nextSort,
  type OrderRow,
  pageCount,
  repeaterTotal,
  tableRowsFor,
  THAI_PHONE,
} from './showcase-model.ts';
import { seedOrders } from './showcase-seed.ts';

const row = (id: number, customer: string, city: string, amount: number): OrderRow => ({ id, customer, city, amount, status: 'pending', createdAt: '2026-11-01' });
const ROWS = [row(1, 'มาลี', 'ภูเก็ต', 500), row(2, 'กิตติ', 'เชียงใหม่', 100), row(3, 'สุดา', 'ภูเก็ต', 300)];
const ids = (rows: OrderRow[]) => rows.map((one) => one.id);

describe('the data table', () => {
  it('sorts by a column either way, ties in id order', () => {
    expect(ids(tableRowsFor(ROWS, { sort: 'amount', direction: 'asc', page: 1, perPage: 10 }).rows)).toEqual([2, 3, 1]);
    expect(ids(tableRowsFor(ROWS, { sort: 'amount', direction: 'desc', page: 1, perPage: 10 }).rows)).toEqual([1, 3, 2]);
    expect(ids(tableRowsFor(ROWS, { sort: 'customer', direction: 'asc', page: 1, perPage: 10 }).rows)).toEqual([2, 1, 3]);
    expect(ids(tableRowsFor(ROWS, { sort: 'city', direction: 'desc', page: 1, perPage: 10 }).rows)).toEqual([1, 3, 2]);
  });

  it('searches customer and city, and pages what matches', () => {
    expect(tableRowsFor(ROWS, { q: ' ภูเก็ต ', sort: 'id', direction: 'asc', page: 1, perPage: 10 })).toEqual({ rows: [ROWS[0], ROWS[2]], total: 2 });
    expect(tableRowsFor(ROWS, { sort: 'id', direction: 'asc', page: 2, perPage: 2 })).toEqual({ rows: [ROWS[2]], total: 3 });
    expect(tableRowsFor(ROWS, { sort: 'id', direction: 'asc', page: 3, perPage: 2 }).rows).toEqual([]);
    expect([pageCount(0, 8), pageCount(8, 8), pageCount(26, 8)]).toEqual([1, 1, 4]);
  });

  it('flips the direction when the same heading is clicked again, and starts another column ascending', () => {
    expect(nextSort({ sort: 'id', direction: 'asc' }, 'id')).toEqual({ sort: 'id', direction: 'desc' });
    expect(nextSort({ sort: 'id', direction: 'desc' }, 'amount')).toEqual({ sort: 'amount', direction: 'asc' });
  });

  it('has seeded orders with distinct ids, whole-cent amounts', () => {
    const orders = seedOrders();
    expect(new Set(ids(orders)).size).toBe(orders.length);
    expect(orders.every((order) => Number.isInteger(order.amount) && order.amount > 0)).toBe(true);
  });
});

describe('the repeater', () => {
  it('makes each row quantity × price in cents, and no amount while either is not one', () => {
    expect(lineCents({ quantity: '3', unitPrice: '19.99' })).toBe(5997);
    expect(lineCents({ quantity: '1.5', unitPrice: '10' })).toBeUndefined();
    expect(lineCents({ quantity: '2', unitPrice: '1.234' })).toBeUndefined();
    expect(lineCents({})).toBeUndefined();
  });

  it('totals the rows that have an amount, exactly (0.1 + 0.2 is 0.30)', () => {
    expect(repeaterTotal([{ quantity: '1', unitPrice: '0.1' }, { quantity: '1', unitPrice: '0.2' }, { quantity: 'x', unitPrice: '5' }, undefined])).toBe(30);
    expect(repeaterTotal([])).toBe(0);
  });
});

describe('the wizard, the phone, the list, the clock, the map', () => {
  it('finds the first step, in order, with an invalid field', () => {
    expect(firstStepWith(['postcode', 'phone'])).toBe('personal');
    expect(firstStepWith(['postcode'])).toBe('address');
    expect(firstStepWith([])).toBeUndefined();
  });

  it('takes a Thai phone number as ten digits starting with 0', () => {
    expect(['0812345678', '021234567', '1812345678', '08123456789', '08-1234567'].map((phone) => THAI_PHONE.test(phone))).toEqual([true, false, false, false, false]);
  });

  it('moves an item within the list, clamped to its ends', () => {
    expect(moveItem(['a', 'b', 'c'], 0, 2)).toEqual(['b', 'c', 'a']);
    expect(moveItem(['a', 'b', 'c'], 2, 0)).toEqual(['c', 'a', 'b']);
    expect(moveItem(['a', 'b', 'c'], 0, -1)).toEqual(['a', 'b', 'c']);
  });

  it('shows seconds as mm:ss and places Bangkok in the map', () => {
    expect([formatClock(0), formatClock(75), formatClock(600)]).toEqual(['00:00', '01:15', '10:00']);
    expect(mapPoint({ lat: 13.75, lon: 100.5 })).toEqual({ x: 126, y: 247 });
  });
});
