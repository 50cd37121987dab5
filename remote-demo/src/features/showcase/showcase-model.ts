// The UI showcase's pure logic (docs/architecture.md, "The demo remote"): the data table's
// search, sort and paging, the repeater's total, the wizard's steps, the phone pattern, the
// sortable list's moves, the timer's clock and the map's projection.
import { parseCents } from '../../lib/money.ts';

/** A Thai phone number as written at home: ten digits starting with 0 (0812345678). */
export const THAI_PHONE = /^0\d{9}$/;

// ---- /tables/data ----

export const ORDER_STATUSES = ['pending', 'paid', 'shipped'] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];

export interface OrderRow {
  id: number;
  customer: string;
  city: string;
  /** cents */
  amount: number;
  status: OrderStatus;
  /** yyyy-mm-dd */
  createdAt: string;
}

export const TABLE_SORTS = ['id', 'customer', 'city', 'amount', 'createdAt'] as const;
export type TableSort = (typeof TABLE_SORTS)[number];
export type SortDirection = 'asc' | 'desc';
export const TABLE_PAGE_SIZE = 8;

export const isTableSort = (value: string): value is TableSort => (TABLE_SORTS as readonly string[]).includes(value);
export const isSortDirection = (value: string): value is SortDirection => value === 'asc' || value === 'desc';

export interface TableQuery {
  q?: string;
  sort: TableSort;
  direction: SortDirection;
  /** 1-based */
  page: number;
  perPage: number;
}

const compare = (a: string | number, b: string | number) => (typeof a === 'number' && typeof b === 'number' ? a - b : String(a).localeCompare(String(b), 'th'));

/** One page of the rows whose customer or city holds `q`, sorted by one column (ties by id); a page past the last is empty. */
export function tableRowsFor(rows: readonly OrderRow[], { q, sort, direction, page, perPage }: TableQuery): { rows: OrderRow[]; total: number } {
  const words = q?.trim().toLocaleLowerCase('th');
  const sign = direction === 'asc' ? 1 : -1;
  const matching = rows
    .filter((row) => !words || [row.customer, row.city].some((text) => text.toLocaleLowerCase('th').includes(words)))
    .sort((a, b) => sign * compare(a[sort], b[sort]) || a.id - b.id);
  const start = (page - 1) * perPage;
  return { rows: matching.slice(start, start + perPage), total: matching.length };
}

/** How many pages `total` rows take (at least one, so an empty list is "page 1 of 1"). */
export const pageCount = (total: number, perPage: number) => Math.max(1, Math.ceil(total / perPage));

/** The sort after a click on a column's heading: the same column flips, another starts ascending. */
export function nextSort(current: { sort: TableSort; direction: SortDirection }, clicked: TableSort): { sort: TableSort; direction: SortDirection } {
  if (current.sort !== clicked) return { sort: clicked, direction: 'asc' };
  return { sort: clicked, direction: current.direction === 'asc' ? 'desc' : 'asc' };
}

// ---- /forms/repeater ----

/** A row as the form holds it: text, as typed. */
export interface RepeaterLine {
  item?: string;
  quantity?: string;
  unitPrice?: string;
}

/** A row's amount in cents, or undefined while its quantity (a whole number) or price (at most two decimals) is not one. */
export function lineCents({ quantity = '', unitPrice = '' }: RepeaterLine): number | undefined {
  const price = parseCents(unitPrice);
  if (!/^\d+$/.test(quantity.trim()) || price === undefined) return undefined;
  return Number(quantity.trim()) * price;
}

/** The sum of the rows that have an amount, in cents. */
export const repeaterTotal = (lines: readonly (RepeaterLine | undefined)[]) => lines.reduce((sum, line) => sum + ((line && lineCents(line)) ?? 0), 0);

// ---- /forms/wizard ----

export const WIZARD_STEPS = ['account', 'personal', 'address', 'review'] as const;
export type WizardStep = (typeof WIZARD_STEPS)[number];

/** The fields each step asks for, checked before the visitor may go on. */
export const WIZARD_FIELDS = {
  account: ['username', 'email', 'password'],
  personal: ['firstName', 'lastName', 'phone'],
  address: ['street', 'province', 'postcode'],
  review: [],
} as const satisfies Record<WizardStep, readonly string[]>;

export type WizardField = (typeof WIZARD_FIELDS)[WizardStep][number];

/** The first step, in the wizard's order, that asks for one of `fields` (a submit's invalid fields), or undefined. */
export function firstStepWith(fields: readonly string[]): WizardStep | undefined {
  return WIZARD_STEPS.find((step) => (WIZARD_FIELDS[step] as readonly string[]).some((field) => fields.includes(field)));
}

// ---- /components/extensions ----

/** `items` with the one at `from` moved to `to` (both clamped to the list). */
export function moveItem<Item>(items: readonly Item[], from: number, to: number): Item[] {
  const last = items.length - 1;
  const source = Math.min(Math.max(from, 0), last);
  const target = Math.min(Math.max(to, 0), last);
  const moved = [...items];
  const [item] = moved.splice(source, 1);
  if (item !== undefined) moved.splice(target, 0, item);
  return moved;
}

/** 75 → "01:15" */
export const formatClock = (seconds: number) => `${String(Math.floor(seconds / 60)).padStart(2, '0')}:${String(seconds % 60).padStart(2, '0')}`;

// ---- /maps/branches ----

export const THAI_REGIONS = ['north', 'northeast', 'central', 'east', 'west', 'south'] as const;
export type ThaiRegion = (typeof THAI_REGIONS)[number];

export interface Branch {
  id: number;
  name: string;
  region: ThaiRegion;
  address: string;
  phone: string;
  hours: string;
  lat: number;
  lon: number;
}

/** The schematic map's scale: SVG units per degree, from 97°E and 20.6°N (its top left corner). */
export const MAP_SCALE = 36;

/** Where a place lies on the schematic map (a plain equirectangular projection, good enough at Thailand's size). */
export const mapPoint = ({ lat, lon }: { lat: number; lon: number }) => ({ x: Math.round((lon - 97) * MAP_SCALE), y: Math.round((20.6 - lat) * MAP_SCALE) });
