import { type InvoiceDraft, invoicesFor, refusalOf, statusOf, totalsOf } from './invoice-model.ts';

const draft = (change: Partial<InvoiceDraft> = {}): InvoiceDraft => ({
  client: 'ลูกค้า',
  clientEmail: 'a@example.com',
  issuedDate: '2026-11-01',
  dueDate: '2026-11-30',
  lines: [
    { item: 'ออกแบบ', quantity: 3, unitPrice: 33_333 },
    { item: 'ดูแล', quantity: 1, unitPrice: 10_001 },
  ],
  discount: 5_000,
  taxPercent: 7,
  paid: 0,
  note: '',
  ...change,
});

describe('an invoice’s totals, in cents', () => {
  it('add the lines, take the discount, add tax rounded to the cent, and take what is paid', () => {
    // 99,999 + 10,001 = 110,000; less 5,000 = 105,000; tax 7 % = 7,350; total 112,350.
    expect(totalsOf(draft({ paid: 12_350 }))).toEqual({ subtotal: 110_000, discount: 5_000, tax: 7_350, total: 112_350, balance: 100_000 });
    // tax on 1 cent × 7 % = 0.07 cent → 0; on 8 cents = 0.56 → 1.
    expect(totalsOf(draft({ lines: [{ item: 'x', quantity: 1, unitPrice: 8 }], discount: 0 })).tax).toBe(1);
  });

  it('never discount more than the lines come to', () => {
    expect(totalsOf(draft({ discount: 999_999 }))).toMatchObject({ discount: 110_000, tax: 0, total: 0 });
  });
});

describe('an invoice’s status', () => {
  it('is paid, partly paid, unpaid, or overdue once its due date has passed unpaid', () => {
    const { total } = totalsOf(draft());
    expect(statusOf(draft({ paid: total }), '2026-12-15')).toBe('paid');
    expect(statusOf(draft({ paid: 1 }), '2026-11-15')).toBe('partial');
    expect(statusOf(draft(), '2026-11-30')).toBe('unpaid');
    expect(statusOf(draft({ paid: 1 }), '2026-12-01')).toBe('overdue');
  });
});

describe('a draft refused', () => {
  it.each([
    ['no client', { client: ' ' }],
    ['a due date before the issue date', { dueDate: '2026-10-31' }],
    ['no line', { lines: [] }],
    ['a line of no quantity', { lines: [{ item: 'x', quantity: 0, unitPrice: 100 }] }],
    ['a price in fractions of a cent', { lines: [{ item: 'x', quantity: 1, unitPrice: 1.5 }] }],
    ['a negative payment', { paid: -1 }],
    ['tax above 100 %', { taxPercent: 101 }],
  ])('for %s', (_, change) => {
    expect(refusalOf(draft(change))).toBeDefined();
  });

  it('is none for a good one', () => {
    expect(refusalOf(draft())).toBeUndefined();
  });
});

describe('the invoice list', () => {
  it('pages newest first, searches client and number, and filters by status', () => {
    const invoices = Array.from({ length: 12 }, (_, index) => ({ ...draft({ client: index % 2 ? 'ร้านกาแฟ' : 'โรงเรียน' }), id: 100 + index }));
    const first = invoicesFor(invoices, { page: 1, perPage: 10, today: '2026-11-15' });
    expect(first.total).toBe(12);
    expect(first.invoices.map((row) => row.id)).toEqual([111, 110, 109, 108, 107, 106, 105, 104, 103, 102]);
    expect(invoicesFor(invoices, { page: 2, perPage: 10, today: '2026-11-15' }).invoices.map((row) => row.id)).toEqual([101, 100]);
    expect(invoicesFor(invoices, { q: 'กาแฟ', page: 1, perPage: 50, today: '2026-11-15' }).total).toBe(6);
    expect(invoicesFor(invoices, { q: '105', page: 1, perPage: 50, today: '2026-11-15' }).invoices.map((row) => row.id)).toEqual([105]);
    expect(invoicesFor(invoices, { status: 'overdue', page: 1, perPage: 50, today: '2026-12-01' }).total).toBe(12);
    expect(invoicesFor(invoices, { status: 'paid', page: 1, perPage: 50, today: '2026-12-01' }).total).toBe(0);
  });
});
