// The showcase's endpoints, answered in the browser (lib/fake-api.ts): the data table's orders
// (kept in this browser's localStorage, so a bulk change survives a reload) and the map's branches.
import { FakeApiError, fakeApi } from '../../lib/fake-api.ts';
import { storedList } from '../../lib/stored-list.ts';
import { isSortDirection, isTableSort, ORDER_STATUSES, type OrderStatus, type OrderRow, tableRowsFor } from './showcase-model.ts';
import { seedBranches, seedOrders } from './showcase-seed.ts';

const orders = storedList<OrderRow>('showcase-orders', seedOrders);

const whole = (text: string | null, fallback: number) => (text && /^[1-9]\d*$/.test(text) ? Number(text) : fallback);

export interface BulkStatus {
  ids: number[];
  status: OrderStatus;
}

export const showcaseApi = fakeApi([
  {
    method: 'GET',
    pattern: '/tables/data',
    answer: ({ query }) => {
      const sort = query.get('sort') ?? 'id';
      const direction = query.get('direction') ?? 'asc';
      if (!isTableSort(sort) || !isSortDirection(direction)) throw new FakeApiError(400, `no sort "${sort} ${direction}"`);
      return tableRowsFor(orders.read(), { q: query.get('q') ?? undefined, sort, direction, page: whole(query.get('page'), 1), perPage: whole(query.get('perPage'), 10) });
    },
  },
  {
    method: 'PATCH',
    pattern: '/tables/data',
    answer: ({ body }) => {
      const { ids, status } = body as BulkStatus;
      if (!(ORDER_STATUSES as readonly string[]).includes(status)) throw new FakeApiError(400, `no status "${status}"`);
      const all = orders.read();
      if (ids.some((id) => !all.some((row) => row.id === id))) throw new FakeApiError(404, 'no such order');
      orders.write(all.map((row) => (ids.includes(row.id) ? { ...row, status } : row)));
      return { changed: ids.length };
    },
  },
  { method: 'GET', pattern: '/maps/branches', answer: () => seedBranches() },
]);
