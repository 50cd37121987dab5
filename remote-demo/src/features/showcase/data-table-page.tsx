// /tables/data: orders from GET /tables/data (showcase-api.ts) in components/demo-table.tsx:
// search, a sort by any column's heading, paging (components/pager.tsx), and rows selected for
// a bulk change of status.
import { useMessages } from '@tanghuay/shared-auth';
import { App, Button, Checkbox, Flex, Input, Tag, Typography } from 'antd';
import { useCallback, useState } from 'react';
import { type DemoColumn, DemoTable } from '../../components/demo-table.tsx';
import { Pager } from '../../components/pager.tsx';
import { ReadView } from '../../components/read-view.tsx';
import { formatCents } from '../../lib/money.ts';
import { useFakeRead } from '../../lib/use-fake-read.ts';
import { messages } from './messages.ts';
import { showcaseApi } from './showcase-api.ts';
import { nextSort, type OrderRow, type OrderStatus, pageCount, type SortDirection, TABLE_PAGE_SIZE, type TableSort } from './showcase-model.ts';
import { ShowcasePage } from './showcase-page.tsx';

const STATUS_COLOURS: Record<OrderStatus, string> = { pending: 'gold', paid: 'green', shipped: 'blue' };

export function DataTablePage() {
  const t = useMessages(messages).table;
  const { message } = App.useApp();
  const [q, setQ] = useState('');
  const [order, setOrder] = useState<{ sort: TableSort; direction: SortDirection }>({ sort: 'id', direction: 'asc' });
  const [page, setPage] = useState(1);
  const [selected, setSelected] = useState<number[]>([]);
  const [reloads, setReloads] = useState(0);
  const reload = useCallback(() => setReloads((n) => n + 1), []);
  const query = new URLSearchParams({ sort: order.sort, direction: order.direction, page: String(page), perPage: String(TABLE_PAGE_SIZE), ...(q && { q }) });
  const loaded = useFakeRead<{ rows: OrderRow[]; total: number }>(showcaseApi, `/tables/data?${query}`, reloads);
  const pages = loaded.state === 'ready' ? pageCount(loaded.value.total, TABLE_PAGE_SIZE) : 1;

  const markPaid = () =>
    showcaseApi('PATCH', '/tables/data', { ids: selected, status: 'paid' }).then(
      () => {
        void message.success(t.marked(selected.length));
        setSelected([]);
        reload();
      },
      () => void message.error(t.markFailed),
    );

  const sortable = (sort: TableSort) => {
    const active = order.sort === sort;
    return (
      <Button
        type="text"
        size="small"
        aria-label={t.sortBy(t.columns[sort])}
        aria-pressed={active}
        onClick={() => {
          setOrder(nextSort(order, sort));
          setPage(1);
        }}
        style={{ fontWeight: 600, padding: '0 4px' }}
      >
        {t.columns[sort]} {active ? (order.direction === 'asc' ? '▲' : '▼') : '↕'}
      </Button>
    );
  };

  return (
    <ShowcasePage title={t.title}>
      <Flex wrap gap={8} align="center" style={{ marginBottom: 16 }}>
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
        <Typography.Text aria-live="polite">{t.selected(selected.length)}</Typography.Text>
        <Button type="primary" disabled={selected.length === 0} onClick={() => void markPaid()}>
          {t.markPaid}
        </Button>
      </Flex>
      <ReadView read={loaded} failed={t.loadFailed} empty={{ text: t.empty, isEmpty: (value) => value.rows.length === 0 }}>
        {({ rows }) => {
          const ids = rows.map((row) => row.id);
          const all = ids.every((id) => selected.includes(id));
          const columns: DemoColumn<OrderRow>[] = [
            {
              title: (
                <Checkbox
                  aria-label={t.selectAll}
                  checked={all}
                  indeterminate={!all && ids.some((id) => selected.includes(id))}
                  onChange={(event) => setSelected((current) => (event.target.checked ? [...new Set([...current, ...ids])] : current.filter((id) => !ids.includes(id))))}
                />
              ),
              cell: (row) => (
                <Checkbox
                  aria-label={t.select(row.id)}
                  checked={selected.includes(row.id)}
                  onChange={(event) => setSelected((current) => (event.target.checked ? [...current, row.id] : current.filter((id) => id !== row.id)))}
                />
              ),
            },
            { title: sortable('id'), cell: (row) => row.id },
            { title: sortable('customer'), cell: (row) => row.customer },
            { title: sortable('city'), cell: (row) => row.city },
            { title: sortable('createdAt'), cell: (row) => row.createdAt },
            { title: t.columns.status, cell: (row) => <Tag color={STATUS_COLOURS[row.status]}>{t.statuses[row.status]}</Tag> },
            { title: sortable('amount'), cell: (row) => formatCents(row.amount), amount: true },
          ];
          return <DemoTable label={t.title} rows={rows} columns={columns} />;
        }}
      </ReadView>
      {loaded.state === 'ready' && <Pager page={page} pages={pages} summary={t.pageOf(page, pages, loaded.value.total)} onPage={setPage} />}
    </ShowcasePage>
  );
}
