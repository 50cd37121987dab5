// The template's invoices app: /apps/invoice/list (search, status, paging), preview/{id} (a
// printable invoice), add/ and edit/{id} (one form). An unknown invoice is the host's 404 page.
// Data from invoice-api.ts; amounts in cents (lib/money.ts).
import { NOT_FOUND_PATH, useMessages } from '@tanghuay/shared-auth';
import { App, Button, Card, Flex, Form, Input, Select, Tag, Typography } from 'antd';
import { useState } from 'react';
import { Link, Navigate, useNavigate, useParams } from 'react-router-dom';
import { formatCents, parseCents } from '../../lib/money.ts';
import { Pager } from '../../components/pager.tsx';
import { ReadStatus, ReadView } from '../../components/read-view.tsx';
import { DemoTable } from '../../components/demo-table.tsx';
import { useFakeRead } from '../../lib/use-fake-read.ts';
import { invoiceApi, todayIso } from './invoice-api.ts';
import { INVOICE_STATUSES, type Invoice, type InvoiceDraft, type InvoiceRow, INVOICES_PAGE_SIZE, type InvoiceStatus, statusOf, totalsOf } from './invoice-model.ts';
import { messages } from './messages.ts';

const STATUS_COLOURS: Record<InvoiceStatus, string> = { paid: 'green', partial: 'gold', unpaid: 'blue', overdue: 'red' };

export function InvoiceListPage() {
  const t = useMessages(messages);
  const navigate = useNavigate();
  const [q, setQ] = useState('');
  const [status, setStatus] = useState<InvoiceStatus | ''>('');
  const [page, setPage] = useState(1);
  const query = new URLSearchParams({ page: String(page), ...(q && { q }), ...(status && { status }) });
  const loaded = useFakeRead<{ invoices: InvoiceRow[]; total: number }>(invoiceApi, `/apps/invoice/invoices?${query}`);
  const pages = loaded.state === 'ready' ? Math.max(1, Math.ceil(loaded.value.total / INVOICES_PAGE_SIZE)) : 1;

  return (
    <Card>
      <Flex wrap gap={8} justify="space-between" align="center">
        <Typography.Title level={3}>{t.title}</Typography.Title>
        <Button type="primary" onClick={() => navigate('/apps/invoice/add')}>
          {t.add}
        </Button>
      </Flex>
      <Flex wrap gap={8} style={{ marginBottom: 16 }}>
        <Input.Search
          allowClear
          aria-label={t.search}
          placeholder={t.search}
          onSearch={(value) => {
            setQ(value);
            setPage(1);
          }}
          style={{ flex: '2 1 220px' }}
        />
        <Select<InvoiceStatus | ''>
          aria-label={t.allStatuses}
          value={status}
          onChange={(value) => {
            setStatus(value);
            setPage(1);
          }}
          options={[{ value: '', label: t.allStatuses }, ...INVOICE_STATUSES.map((one) => ({ value: one, label: t.statuses[one] }))]}
          style={{ flex: '1 1 160px' }}
        />
      </Flex>
      <ReadView read={loaded} failed={t.loadFailed} empty={{ text: t.empty, isEmpty: (value) => value.invoices.length === 0 }}>
        {({ invoices }) => (
          <DemoTable
            label={t.title}
            rows={invoices}
            columns={[
              {
                title: t.columns.client,
                cell: (invoice) => (
                  <>
                    <Link to={`/apps/invoice/preview/${invoice.id}`} style={{ fontWeight: 600 }}>
                      #{invoice.id}
                    </Link>
                    <br />
                    {invoice.client}
                  </>
                ),
              },
              {
                title: t.columns.status,
                cell: (invoice) => (
                  <Flex vertical gap={4} align="start">
                    <Tag color={STATUS_COLOURS[invoice.status]}>{t.statuses[invoice.status]}</Tag>
                    <Typography.Text type="secondary">{invoice.dueDate}</Typography.Text>
                  </Flex>
                ),
              },
              {
                title: t.columns.amounts,
                amount: true,
                cell: (invoice) => (
                  <>
                    {formatCents(invoice.total)}
                    <br />
                    <Typography.Text type="secondary">{formatCents(invoice.balance)}</Typography.Text>
                  </>
                ),
              },
            ]}
          />
        )}
      </ReadView>
      {loaded.state === 'ready' && <Pager page={page} pages={pages} summary={t.pageOf(page, pages, loaded.value.total)} onPage={setPage} />}
    </Card>
  );
}

/** Printing shows the invoice alone: the host's frame and the buttons are hidden on paper. */
const PRINT_STYLE = `@media print {
  body * { visibility: hidden; }
  .invoice-sheet, .invoice-sheet * { visibility: visible; }
  .invoice-sheet { position: absolute; inset: 0 auto auto 0; width: 100%; }
  .invoice-sheet .no-print { display: none; }
}`;

export function InvoicePreviewPage() {
  const t = useMessages(messages);
  const navigate = useNavigate();
  const { id = '' } = useParams();
  const loaded = useFakeRead<Invoice>(invoiceApi, `/apps/invoice/invoices/${encodeURIComponent(id)}`);
  if (loaded.state === 'missing') return <Navigate to={NOT_FOUND_PATH} replace />;
  if (loaded.state !== 'ready') {
    return (
      <Card>
        <ReadStatus read={loaded} failed={t.loadFailed} rows={8} />
      </Card>
    );
  }
  const invoice = loaded.value;
  const totals = totalsOf(invoice);
  const status = statusOf(invoice, todayIso());
  const summary: [string, number][] = [
    [t.subtotal, totals.subtotal],
    [t.discount, -totals.discount],
    [t.tax(invoice.taxPercent), totals.tax],
    [t.total, totals.total],
    [t.paid, -invoice.paid],
    [t.balance, totals.balance],
  ];
  return (
    <Card className="invoice-sheet">
      <style>{PRINT_STYLE}</style>
      <Flex wrap gap={8} justify="space-between" align="start">
        <div>
          <Typography.Title level={3}>{t.invoiceNo(invoice.id)}</Typography.Title>
          <Tag color={STATUS_COLOURS[status]}>{t.statuses[status]}</Tag>
        </div>
        <div style={{ textAlign: 'right' }}>
          <div>
            {t.issued}: {invoice.issuedDate}
          </div>
          <div>
            {t.columns.due}: {invoice.dueDate}
          </div>
        </div>
      </Flex>
      <Typography.Paragraph style={{ marginTop: 16 }}>
        <Typography.Text type="secondary">{t.billTo}</Typography.Text>
        <br />
        <Typography.Text strong>{invoice.client}</Typography.Text>
        <br />
        {invoice.clientEmail}
      </Typography.Paragraph>
      <DemoTable
        label={t.invoiceNo(invoice.id)}
        rows={invoice.lines.map((line, index) => ({ ...line, id: index }))}
        columns={[
          { title: t.lineHeads.item, cell: (line) => line.item },
          { title: t.lineHeads.quantity, cell: (line) => line.quantity, amount: true },
          { title: t.lineHeads.unitPrice, cell: (line) => formatCents(line.unitPrice), amount: true },
          { title: t.lineHeads.amount, cell: (line) => formatCents(line.quantity * line.unitPrice), amount: true },
        ]}
      />
      <dl aria-label={t.total} style={{ display: 'grid', gridTemplateColumns: '1fr max-content', gap: '4px 24px', maxWidth: 360, margin: '16px 0 0 auto' }}>
        {summary.map(([term, cents]) => (
          <div key={term} style={{ display: 'contents' }}>
            <dt>{term}</dt>
            <dd style={{ margin: 0, textAlign: 'right' }} data-testid={`sum-${term}`}>
              {formatCents(cents)}
            </dd>
          </div>
        ))}
      </dl>
      {invoice.note && <Typography.Paragraph style={{ marginTop: 16 }}>{invoice.note}</Typography.Paragraph>}
      <Flex wrap gap={8} className="no-print" style={{ marginTop: 24 }}>
        <Button type="primary" onClick={() => window.print()}>
          {t.print}
        </Button>
        <Button onClick={() => navigate(`/apps/invoice/edit/${invoice.id}`)}>{t.edit}</Button>
        <Button onClick={() => navigate('/apps/invoice/list')}>{t.back}</Button>
      </Flex>
    </Card>
  );
}

/** The form's values: amounts as the visitor types them (baht with up to two decimals). */
interface InvoiceForm {
  client: string;
  clientEmail: string;
  issuedDate: string;
  dueDate: string;
  lines: { item: string; quantity: string; unitPrice: string }[];
  discount: string;
  taxPercent: string;
  paid: string;
  note: string;
}

const toForm = (invoice: InvoiceDraft): InvoiceForm => ({
  ...invoice,
  lines: invoice.lines.map((line) => ({ item: line.item, quantity: String(line.quantity), unitPrice: formatCents(line.unitPrice).replaceAll(',', '') })),
  discount: formatCents(invoice.discount).replaceAll(',', ''),
  taxPercent: String(invoice.taxPercent),
  paid: formatCents(invoice.paid).replaceAll(',', ''),
});

const toDraft = (form: InvoiceForm): InvoiceDraft => ({
  ...form,
  lines: form.lines.map((line) => ({ item: line.item, quantity: Number(line.quantity), unitPrice: parseCents(line.unitPrice) ?? -1 })),
  discount: parseCents(form.discount) ?? -1,
  taxPercent: Number(form.taxPercent),
  paid: parseCents(form.paid) ?? -1,
});

const EMPTY: InvoiceDraft = { client: '', clientEmail: '', issuedDate: '', dueDate: '', lines: [{ item: '', quantity: 1, unitPrice: 0 }], discount: 0, taxPercent: 7, paid: 0, note: '' };

function InvoiceEditor({ initial, id }: { initial: InvoiceDraft; id?: number }) {
  const t = useMessages(messages);
  const { message } = App.useApp();
  const navigate = useNavigate();
  const [saving, setSaving] = useState(false);
  const amount = { pattern: /^\d+(\.\d{1,2})?$/, message: t.notAmount };
  const whole = { pattern: /^[1-9]\d*$/, message: t.notWhole };

  const save = (form: InvoiceForm) => {
    setSaving(true);
    const saved = id === undefined ? invoiceApi<Invoice>('POST', '/apps/invoice/invoices', toDraft(form)) : invoiceApi<Invoice>('PATCH', `/apps/invoice/invoices/${id}`, toDraft(form));
    saved.then(
      (invoice) => {
        void message.success(t.saved);
        navigate(`/apps/invoice/preview/${invoice.id}`);
      },
      () => {
        setSaving(false);
        void message.error(t.saveFailed);
      },
    );
  };

  return (
    <Form<InvoiceForm> layout="vertical" initialValues={toForm(initial)} onFinish={save} style={{ maxWidth: 720 }}>
      <Flex wrap gap={16}>
        <Form.Item name="client" label={t.fields.client} rules={[{ required: true, whitespace: true, message: t.required }]} style={{ flex: '2 1 240px' }}>
          <Input />
        </Form.Item>
        <Form.Item name="clientEmail" label={t.fields.clientEmail} rules={[{ type: 'email' }]} style={{ flex: '2 1 240px' }}>
          <Input inputMode="email" />
        </Form.Item>
      </Flex>
      <Flex wrap gap={16}>
        <Form.Item name="issuedDate" label={t.fields.issuedDate} rules={[{ required: true, message: t.required }]} style={{ flex: '1 1 160px' }}>
          <Input type="date" />
        </Form.Item>
        <Form.Item
          name="dueDate"
          label={t.fields.dueDate}
          dependencies={['issuedDate']}
          rules={[
            { required: true, message: t.required },
            ({ getFieldValue }) => ({
              validator: (_, value: string) => (value && value < getFieldValue('issuedDate') ? Promise.reject(new Error(t.dueBeforeIssued)) : Promise.resolve()),
            }),
          ]}
          style={{ flex: '1 1 160px' }}
        >
          <Input type="date" />
        </Form.Item>
      </Flex>
      <Form.List name="lines">
        {(fields, { add, remove }) => (
          <>
            {fields.map((field) => (
              <Flex key={field.key} wrap gap={8} align="start">
                <Form.Item name={[field.name, 'item']} label={t.lineHeads.item} rules={[{ required: true, whitespace: true, message: t.required }]} style={{ flex: '3 1 200px' }}>
                  <Input />
                </Form.Item>
                <Form.Item name={[field.name, 'quantity']} label={t.lineHeads.quantity} rules={[{ required: true, message: t.required }, whole]} style={{ flex: '1 1 80px' }}>
                  <Input inputMode="numeric" />
                </Form.Item>
                <Form.Item name={[field.name, 'unitPrice']} label={t.lineHeads.unitPrice} rules={[{ required: true, message: t.required }, amount]} style={{ flex: '1 1 120px' }}>
                  <Input inputMode="decimal" />
                </Form.Item>
                <Button type="link" danger disabled={fields.length === 1} onClick={() => remove(field.name)} style={{ marginTop: 30 }}>
                  {t.removeLine}
                </Button>
              </Flex>
            ))}
            <Button type="dashed" onClick={() => add({ item: '', quantity: '1', unitPrice: '' })} style={{ marginBottom: 16 }}>
              {t.addLine}
            </Button>
          </>
        )}
      </Form.List>
      <Flex wrap gap={16}>
        <Form.Item name="discount" label={t.fields.discount} rules={[amount]} style={{ flex: '1 1 140px' }}>
          <Input inputMode="decimal" />
        </Form.Item>
        <Form.Item name="taxPercent" label={t.fields.taxPercent} rules={[{ pattern: /^(100|\d{1,2})$/, message: '0–100' }]} style={{ flex: '1 1 100px' }}>
          <Input inputMode="numeric" />
        </Form.Item>
        <Form.Item name="paid" label={t.fields.paid} rules={[amount]} style={{ flex: '1 1 140px' }}>
          <Input inputMode="decimal" />
        </Form.Item>
      </Flex>
      <Form.Item name="note" label={t.fields.note}>
        <Input.TextArea rows={2} />
      </Form.Item>
      <Flex wrap gap={8}>
        <Button type="primary" htmlType="submit" loading={saving}>
          {t.save}
        </Button>
        <Button onClick={() => navigate('/apps/invoice/list')}>{t.back}</Button>
      </Flex>
    </Form>
  );
}

export function InvoiceAddPage() {
  const t = useMessages(messages);
  const today = todayIso();
  return (
    <Card>
      <Typography.Title level={3}>{t.add}</Typography.Title>
      <InvoiceEditor initial={{ ...EMPTY, issuedDate: today, dueDate: today }} />
    </Card>
  );
}

export function InvoiceEditPage() {
  const t = useMessages(messages);
  const { id = '' } = useParams();
  const loaded = useFakeRead<Invoice>(invoiceApi, `/apps/invoice/invoices/${encodeURIComponent(id)}`);
  if (loaded.state === 'missing') return <Navigate to={NOT_FOUND_PATH} replace />;
  return (
    <Card>
      <ReadStatus read={loaded} failed={t.loadFailed} rows={8} />
      {loaded.state === 'ready' && (
        <>
          <Typography.Title level={3}>
            {t.edit} {t.invoiceNo(loaded.value.id)}
          </Typography.Title>
          <InvoiceEditor initial={loaded.value} id={loaded.value.id} />
        </>
      )}
    </Card>
  );
}
