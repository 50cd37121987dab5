// Newest-first pages by id: `?cursor=<id of the last item seen>&limit=<1–100>`. Query strings are
// not coerced (coerceTypes is off), so `limit` is validated as digits.
import type { ReferenceExpression, SelectQueryBuilder } from 'kysely';
import { idString } from './ids.ts';

export const pageQuery = {
  type: 'object',
  additionalProperties: false,
  properties: {
    cursor: { ...idString, description: 'nextCursor of the previous page' },
    limit: { type: 'string', pattern: '^([1-9][0-9]?|100)$', description: '1–100, default 20' },
  },
} as const;

/** The answer schema of one page of `item`s. */
export const pageAnswer = <Item extends object>(item: Item) =>
  ({
    type: 'object',
    required: ['items', 'nextCursor'],
    additionalProperties: false,
    properties: {
      items: { type: 'array', items: item },
      nextCursor: { anyOf: [idString, { type: 'null' }], description: 'pass as cursor for the next (older) page; null on the last' },
    },
  }) as const;

export interface PageQuery {
  cursor?: string;
  limit?: string;
}

export interface Page<Item> {
  items: Item[];
  nextCursor: string | null;
}

/** One page of `query` (whose rows carry `id`), ordered by `idColumn` descending. */
export async function pageOf<DB, TB extends keyof DB, Row extends { id: bigint }>(
  query: SelectQueryBuilder<DB, TB, Row>,
  idColumn: ReferenceExpression<DB, TB>,
  { cursor, limit = '20' }: PageQuery,
): Promise<Page<Row>> {
  const size = Number(limit);
  let paged = query.orderBy(idColumn as never, 'desc').limit(size + 1);
  if (cursor !== undefined) paged = paged.where(idColumn, '<', BigInt(cursor) as never);
  const rows = await paged.execute();
  const items = rows.slice(0, size);
  return { items, nextCursor: rows.length > size ? String(items[items.length - 1]?.id) : null };
}

// Numbered pages, for lists sorted by something else than newest first (docs/backoffice.md#api):
// `?page=<1…>&pageSize=<1–100>` answering `{items, total, page, pageSize}`.

/** The query properties of a numbered page. */
export const numberedPageProperties = {
  page: { type: 'string', pattern: '^[1-9][0-9]{0,5}$', description: '1, 2, …; default 1' },
  pageSize: { type: 'string', pattern: '^([1-9][0-9]?|100)$', description: '1–100, default 20' },
} as const;

/** The answer schema of one numbered page of `item`s. */
export const numberedPageAnswer = <Item extends object>(item: Item) =>
  ({
    type: 'object',
    required: ['items', 'total', 'page', 'pageSize'],
    additionalProperties: false,
    properties: {
      items: { type: 'array', items: item },
      total: { type: 'integer', description: 'items on every page together' },
      page: { type: 'integer', minimum: 1 },
      pageSize: { type: 'integer', minimum: 1, maximum: 100 },
    },
  }) as const;

/** A numbered page as numbers, with the rows it skips. */
export function numberedPage({ page = '1', pageSize = '20' }: { page?: string; pageSize?: string }) {
  const size = Number(pageSize);
  return { page: Number(page), pageSize: size, offset: (Number(page) - 1) * size };
}
