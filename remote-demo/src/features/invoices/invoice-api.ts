// The invoices app's endpoints, answered in the browser (lib/fake-api.ts); invoices added or edited
// are kept in this browser's localStorage.
import { FakeApiError, fakeApi, type FakeRequest } from '../../lib/fake-api.ts';
import { storedList } from '../../lib/stored-list.ts';
import { type Invoice, type InvoiceDraft, INVOICES_PAGE_SIZE, invoicesFor, isInvoiceStatus, refusalOf } from './invoice-model.ts';
import { seedInvoices } from './invoice-seed.ts';

const invoices = storedList<Invoice>('invoices', seedInvoices);

/** Today as the invoices' dates are written (the browser's own day). */
export const todayIso = () => new Date().toISOString().slice(0, 10);

function page(text: string | null, fallback: number): number {
  if (text === null) return fallback;
  const value = Number(text);
  if (!Number.isInteger(value) || value < 1) throw new FakeApiError(400, 'page and perPage are whole numbers from 1');
  return value;
}

function listOf({ query }: FakeRequest) {
  const status = query.get('status') || undefined;
  if (status !== undefined && !isInvoiceStatus(status)) throw new FakeApiError(400, `no invoice status "${status}"`);
  return invoicesFor(invoices.read(), {
    q: query.get('q') ?? undefined,
    status,
    page: page(query.get('page'), 1),
    perPage: page(query.get('perPage'), INVOICES_PAGE_SIZE),
    today: todayIso(),
  });
}

function invoiceOf(id: string | undefined): Invoice {
  const invoice = invoices.read().find((one) => String(one.id) === id);
  if (!invoice) throw new FakeApiError(404, `no invoice ${id}`);
  return invoice;
}

function checked(body: unknown): InvoiceDraft {
  const draft = body as InvoiceDraft;
  const refusal = refusalOf(draft);
  if (refusal) throw new FakeApiError(400, refusal);
  return draft;
}

export const invoiceApi = fakeApi([
  { method: 'GET', pattern: '/apps/invoice/invoices', answer: listOf },
  { method: 'GET', pattern: '/apps/invoice/invoices/:id', answer: ({ params }) => invoiceOf(params.id) },
  {
    method: 'POST',
    pattern: '/apps/invoice/invoices',
    answer: ({ body }) => {
      const all = invoices.read();
      const invoice: Invoice = { ...checked(body), id: Math.max(4_000, ...all.map((one) => one.id)) + 1 };
      invoices.write([...all, invoice]);
      return invoice;
    },
  },
  {
    method: 'PATCH',
    pattern: '/apps/invoice/invoices/:id',
    answer: ({ params, body }) => {
      const invoice: Invoice = { ...checked(body), id: invoiceOf(params.id).id };
      invoices.write(invoices.read().map((one) => (one.id === invoice.id ? invoice : one)));
      return invoice;
    },
  },
]);
