// The template's invoices: a client, dated lines of quantity × unit price, a discount and a tax
// rate, and what has been paid. Amounts are whole cents, so every total is exact; the status
// follows from the amounts and the due date (docs/architecture.md, "The demo remote").

export const INVOICE_STATUSES = ['paid', 'partial', 'unpaid', 'overdue'] as const;
export type InvoiceStatus = (typeof INVOICE_STATUSES)[number];
export const isInvoiceStatus = (value: string): value is InvoiceStatus => (INVOICE_STATUSES as readonly string[]).includes(value);

export const INVOICES_PAGE_SIZE = 10;

export interface InvoiceLine {
  item: string;
  quantity: number;
  /** cents */
  unitPrice: number;
}

export interface InvoiceDraft {
  client: string;
  clientEmail: string;
  /** yyyy-mm-dd */
  issuedDate: string;
  dueDate: string;
  lines: InvoiceLine[];
  /** cents */
  discount: number;
  /** whole percent */
  taxPercent: number;
  /** cents */
  paid: number;
  note: string;
}

export interface Invoice extends InvoiceDraft {
  id: number;
}

export interface InvoiceTotals {
  subtotal: number;
  discount: number;
  tax: number;
  total: number;
  balance: number;
}

/** Subtotal of the lines, less the discount, plus tax on what remains (rounded to the cent), less what is paid. */
export function totalsOf(invoice: InvoiceDraft): InvoiceTotals {
  const subtotal = invoice.lines.reduce((sum, line) => sum + line.quantity * line.unitPrice, 0);
  const discount = Math.min(invoice.discount, subtotal);
  const tax = Math.round(((subtotal - discount) * invoice.taxPercent) / 100);
  const total = subtotal - discount + tax;
  return { subtotal, discount, tax, total, balance: total - invoice.paid };
}

/** Paid in full, in part, not at all, or not in full after its due date (`today`: yyyy-mm-dd). */
export function statusOf(invoice: InvoiceDraft, today: string): InvoiceStatus {
  const { total, balance } = totalsOf(invoice);
  if (balance <= 0) return 'paid';
  if (invoice.dueDate < today) return 'overdue';
  return balance < total ? 'partial' : 'unpaid';
}

/** Why a draft cannot be saved, or undefined when it can. */
export function refusalOf(draft: InvoiceDraft): string | undefined {
  if (!draft.client?.trim()) return 'an invoice needs a client';
  if (!/^\d{4}-\d{2}-\d{2}$/.test(draft.issuedDate) || !/^\d{4}-\d{2}-\d{2}$/.test(draft.dueDate)) return 'dates are yyyy-mm-dd';
  if (draft.dueDate < draft.issuedDate) return 'the due date is before the issue date';
  if (!Array.isArray(draft.lines) || draft.lines.length === 0) return 'an invoice needs a line';
  const whole = (value: number, min: number) => Number.isInteger(value) && value >= min;
  if (draft.lines.some((line) => !line.item?.trim() || !whole(line.quantity, 1) || !whole(line.unitPrice, 0))) return 'each line needs an item, a quantity from 1 and a price';
  if (!whole(draft.discount, 0) || !whole(draft.paid, 0) || !whole(draft.taxPercent, 0) || draft.taxPercent > 100) return 'discount, paid and tax must be whole and not negative';
  return undefined;
}

export interface InvoiceQuery {
  q?: string;
  status?: InvoiceStatus;
  page: number;
  perPage: number;
  today: string;
}

export interface InvoiceRow extends Invoice {
  status: InvoiceStatus;
  total: number;
  balance: number;
}

/** One page of the invoices matching the query, newest first. */
export function invoicesFor(invoices: readonly Invoice[], { q, status, page, perPage, today }: InvoiceQuery): { invoices: InvoiceRow[]; total: number } {
  const words = q?.trim().toLocaleLowerCase('th');
  const rows = invoices
    .map((invoice) => {
      const { total, balance } = totalsOf(invoice);
      return { ...invoice, status: statusOf(invoice, today), total, balance };
    })
    .filter((row) => (!status || row.status === status) && (!words || `${row.id} ${row.client} ${row.clientEmail}`.toLocaleLowerCase('th').includes(words)))
    .sort((a, b) => b.id - a.id);
  const start = (page - 1) * perPage;
  return { invoices: rows.slice(start, start + perPage), total: rows.length };
}
