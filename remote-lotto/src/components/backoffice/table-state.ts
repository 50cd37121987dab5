// What a server-paged, sortable list shows, kept in the address (?sort=&order=&page=) beside its
// filters, so a link or a reload shows the same page sorted the same way (docs/backoffice.md, "API":
// `sort`, `order`, `page`). Pure: read from URLSearchParams, changed as the address's changes.
import { type AddressChanges, paramOf } from '../../lib/query-params.ts';

export type Order = 'asc' | 'desc';

export interface TableState<Sort extends string> {
  sort: Sort;
  order: Order;
  /** 1 and up. */
  page: number;
}

export interface TableDefaults<Sort extends string> {
  /** The columns the API sorts by. */
  sorts: readonly Sort[];
  sort: Sort;
  order: Order;
}

const isOrder = (value: string): value is Order => value === 'asc' || value === 'desc';
const isPage = (value: string) => /^[1-9][0-9]{0,5}$/.test(value);

/** The state the address asks for; what is missing or malformed is the default (page 1). */
export function tableStateOf<Sort extends string>(params: URLSearchParams, defaults: TableDefaults<Sort>): TableState<Sort> {
  const sort = paramOf(params, 'sort', (value): value is Sort => (defaults.sorts as readonly string[]).includes(value));
  return {
    sort: sort ?? defaults.sort,
    order: paramOf(params, 'order', isOrder) ?? defaults.order,
    page: Number(paramOf(params, 'page', isPage) ?? 1),
  };
}

/** The change of clicking the header of `sort`: the same column turns its order round, another sorts by it ascending; back to page 1. */
export function sortedBy<Sort extends string>(state: TableState<Sort>, sort: Sort): AddressChanges {
  const order: Order = state.sort === sort && state.order === 'asc' ? 'desc' : 'asc';
  return { sort, order, page: undefined };
}

/** The change to page `page` (page 1 is the address without one). */
export function pagedTo(page: number): AddressChanges {
  return { page: page > 1 ? String(page) : undefined };
}

/** Filters changed (undefined or empty removes one), from page 1 again. */
export function filteredBy(changes: AddressChanges): AddressChanges {
  return { ...changes, page: undefined };
}

/** How many pages `total` rows make, at least 1. */
export function pageCountOf(total: number, pageSize: number): number {
  return Math.max(1, Math.ceil(total / pageSize));
}
