// A list the API pages and sorts (docs/backoffice.md, "API": `{items, total, page, pageSize}`), on
// the plain table of components/data-table.tsx: clicking a sortable header sorts by it (again: the
// other way round), the foot says "page X of Y" with the way to the previous and next pages, and
// all of it lives in the address (table-state.ts).
import { useMessages } from '@tanghuay/shared-auth';
import { Button } from 'antd';
import { type ReactNode, useState } from 'react';
import type { ApiState } from '../../lib/use-api.ts';
import { type Column, DataTable } from '../data-table.tsx';
import { filteredBy, pageCountOf, pagedTo, sortedBy, type TableDefaults, type TableState, tableStateOf } from './table-state.ts';
import { useAddressParams } from '../../lib/query-params.ts';

/** One page of a list the API pages by number. */
export interface PagedAnswer<Row> {
  items: Row[];
  total: number;
  page: number;
  pageSize: number;
}

export interface PagedTable<Sort extends string> {
  state: TableState<Sort>;
  /** The address's search params, filters included. */
  params: URLSearchParams;
  sortBy(sort: Sort): void;
  goTo(page: number): void;
  /** Changes filters (undefined or empty removes one) and goes back to page 1. */
  filter(changes: Record<string, string | undefined>): void;
}

/** The table's state in the address; sorting and paging are steps back can undo, filtering replaces. */
export function usePagedTable<Sort extends string>(defaults: TableDefaults<Sort>): PagedTable<Sort> {
  const [params, change] = useAddressParams();
  const state = tableStateOf(params, defaults);
  return {
    state,
    params,
    sortBy: (sort) => change(sortedBy(state, sort), { push: true }),
    goTo: (page) => change(pagedTo(page), { push: true }),
    filter: (changes) => change(filteredBy(changes)),
  };
}

/** The latest answer, and the one before while the next is on its way, so paging and sorting do not blank the table. */
export function useLastAnswer<T>(api: ApiState<T>): T | undefined {
  const [last, setLast] = useState<T>();
  if (api.data !== undefined && api.data !== last) setLast(api.data);
  return api.data ?? (api.error ? undefined : last);
}

const messages = {
  th: {
    pages: 'หน้าของรายการ',
    where: (page: number, count: number) => `หน้า ${page} จาก ${count}`,
    total: (total: number) => `ทั้งหมด ${total.toLocaleString('th-TH')} รายการ`,
    previous: 'ก่อนหน้า',
    next: 'ถัดไป',
  },
  en: {
    pages: 'Pages of the list',
    where: (page: number, count: number) => `Page ${page} of ${count}`,
    total: (total: number) => `${total.toLocaleString('en-GB')} in all`,
    previous: 'Previous',
    next: 'Next',
  },
};

/** "Page X of Y", the number of rows, and the previous and next pages. */
export function Pager({ page, pageCount, total, onPage }: { page: number; pageCount: number; total: number; onPage: (page: number) => void }) {
  const text = useMessages(messages);
  return (
    <nav className="bo-pager" aria-label={text.pages}>
      <span className="lotto-muted">{text.total(total)}</span>
      <span className="bo-page__actions">
        <Button disabled={page <= 1} onClick={() => onPage(Math.min(page - 1, pageCount))}>
          {text.previous}
        </Button>
        <span className="bo-pager__where">{text.where(page, pageCount)}</span>
        <Button disabled={page >= pageCount} onClick={() => onPage(page + 1)}>
          {text.next}
        </Button>
      </span>
    </nav>
  );
}

/** A column; `sort` names what the API sorts by when its header is clicked. */
export type ServerColumn<Row, Sort extends string> = Omit<Column<Row>, 'sorted'> & { sort?: Sort };

function SortButton({ title, active, order, onClick }: { title: ReactNode; active: boolean; order: 'asc' | 'desc'; onClick: () => void }) {
  return (
    <button type="button" className={active ? 'bo-sort bo-sort--active' : 'bo-sort'} onClick={onClick}>
      {title}
      <span className="bo-sort__mark" aria-hidden>
        {active ? (order === 'asc' ? '▲' : '▼') : '↕'}
      </span>
    </button>
  );
}

export function ServerTable<Row, Sort extends string>({
  columns,
  answer,
  rowKey,
  table,
  caption,
  empty,
}: {
  columns: ServerColumn<Row, Sort>[];
  answer: PagedAnswer<Row>;
  rowKey: (row: Row) => string;
  table: PagedTable<Sort>;
  caption?: ReactNode;
  /** Shown instead of rows when the page has none. */
  empty: ReactNode;
}) {
  const { state } = table;
  const shown = columns.map(({ sort, ...column }): Column<Row> => {
    if (sort === undefined) return column;
    const active = state.sort === sort;
    return {
      ...column,
      sorted: active ? (state.order === 'asc' ? 'ascending' : 'descending') : 'none',
      title: <SortButton title={column.title} active={active} order={state.order} onClick={() => table.sortBy(sort)} />,
    };
  });
  return (
    <>
      {answer.items.length === 0 ? empty : <DataTable columns={shown} rows={answer.items} rowKey={rowKey} caption={caption} />}
      <Pager page={answer.page} pageCount={pageCountOf(answer.total, answer.pageSize)} total={answer.total} onPage={table.goTo} />
    </>
  );
}
