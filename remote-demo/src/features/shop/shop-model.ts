// The template's e-commerce app: products listed 9 a page (featured first, or by price), searched
// in name and brand, filtered by category, brand and price; a wishlist; a cart whose lines may carry
// a random offer. Money is kept in integer satang (1/100 baht) so totals are exact
// (docs/architecture.md, "The demo remote").

export const SHOP_PAGE_SIZE = 9;

export const SHOP_SORTS = ['featured', 'price-asc', 'price-desc'] as const;
export type ShopSort = (typeof SHOP_SORTS)[number];
export const DEFAULT_SHOP_SORT: ShopSort = 'featured';
export const isShopSort = (value: string): value is ShopSort => (SHOP_SORTS as readonly string[]).includes(value);

export const SHOP_CATEGORIES = ['phones', 'computers', 'audio', 'home'] as const;
export type ShopCategory = (typeof SHOP_CATEGORIES)[number];

export const SHOP_BRANDS = ['สยามโฟน', 'ช้างเผือก', 'นาคราช', 'ทองคำ'] as const;

export interface Product {
  id: number;
  slug: string;
  name: string;
  brand: string;
  category: ShopCategory;
  /** In satang: 129_900 is ฿1,299.00. */
  priceCents: number;
  /** 1–5 */
  rating: number;
  featured: boolean;
  description: string;
}

export interface ProductQuery {
  q?: string;
  sortBy?: ShopSort;
  category?: string;
  brand?: string;
  /** In satang, inclusive. */
  priceMin?: number;
  priceMax?: number;
}

const ORDER: Record<ShopSort, (a: Product, b: Product) => number> = {
  featured: (a, b) => Number(b.featured) - Number(a.featured) || a.id - b.id,
  'price-asc': (a, b) => a.priceCents - b.priceCents || a.id - b.id,
  'price-desc': (a, b) => b.priceCents - a.priceCents || a.id - b.id,
};

/** Every product the query keeps, in its order. */
export function productsFor(products: readonly Product[], query: ProductQuery): Product[] {
  const words = query.q?.trim().toLocaleLowerCase('th');
  return products
    .filter(
      (product) =>
        (!words || product.name.toLocaleLowerCase('th').includes(words) || product.brand.toLocaleLowerCase('th').includes(words)) &&
        (!query.category || product.category === query.category) &&
        (!query.brand || product.brand === query.brand) &&
        (query.priceMin === undefined || product.priceCents >= query.priceMin) &&
        (query.priceMax === undefined || product.priceCents <= query.priceMax),
    )
    .sort(ORDER[query.sortBy ?? DEFAULT_SHOP_SORT]);
}

/** Page `page` (from 1) of `items`, `perPage` a page, and how many there are in all. */
export function pageOf<Item>(items: readonly Item[], page = 1, perPage = SHOP_PAGE_SIZE): { items: Item[]; total: number } {
  return { items: items.slice((page - 1) * perPage, page * perPage), total: items.length };
}

export const pageCount = (total: number, perPage = SHOP_PAGE_SIZE) => Math.max(1, Math.ceil(total / perPage));

// The cart. A line may carry an offer (a discount of 3–20 %, whole percents); while the cart has
// lines, between 1 and 4 of them carry one. Offers are dealt as lines come and go and kept
// otherwise, so adding one more of a product never changes the prices shown.

export const MAX_OFFERS = 4;
export const OFFER_MIN_PERCENT = 3;
export const OFFER_MAX_PERCENT = 20;

export interface CartLine {
  productId: number;
  quantity: number;
  /** 0: no offer. */
  offerPercent: number;
}

/** A whole percent in 3–20 from `random` (a number in [0, 1), as Math.random). */
const offerOf = (random: () => number) => OFFER_MIN_PERCENT + Math.min(OFFER_MAX_PERCENT - OFFER_MIN_PERCENT, Math.floor(random() * (OFFER_MAX_PERCENT - OFFER_MIN_PERCENT + 1)));
const offered = (lines: readonly CartLine[]) => lines.filter((line) => line.offerPercent > 0).length;

/** The cart with one (more) of `productId`; a new line gets an offer by chance, the first one always. */
export function addToCart(lines: readonly CartLine[], productId: number, random: () => number): CartLine[] {
  if (lines.some((line) => line.productId === productId)) {
    return lines.map((line) => (line.productId === productId ? { ...line, quantity: line.quantity + 1 } : line));
  }
  const count = offered(lines);
  const withOffer = count < MAX_OFFERS && (count === 0 || random() < 0.5);
  return [...lines, { productId, quantity: 1, offerPercent: withOffer ? offerOf(random) : 0 }];
}

/** The cart without `productId`'s line; if no offer is left, one of the others gets one. */
export function removeFromCart(lines: readonly CartLine[], productId: number, random: () => number): CartLine[] {
  const kept = lines.filter((line) => line.productId !== productId);
  if (kept.length === 0 || offered(kept) > 0) return kept;
  const lucky = Math.min(kept.length - 1, Math.floor(random() * kept.length));
  return kept.map((line, index) => (index === lucky ? { ...line, offerPercent: offerOf(random) } : line));
}

export interface CartTotals {
  subtotalCents: number;
  discountCents: number;
  totalCents: number;
}

/** A line's discount in satang: its percent of the line, rounded half up, in integers only. */
export const lineDiscountCents = (lineCents: number, percent: number) => Math.floor((lineCents * percent + 50) / 100);

/** The cart's sums in satang; lines of unknown products count nothing. */
export function cartTotals(lines: readonly CartLine[], priceOf: (productId: number) => number | undefined): CartTotals {
  let subtotalCents = 0;
  let discountCents = 0;
  for (const line of lines) {
    const lineCents = (priceOf(line.productId) ?? 0) * line.quantity;
    subtotalCents += lineCents;
    discountCents += lineDiscountCents(lineCents, line.offerPercent);
  }
  return { subtotalCents, discountCents, totalCents: subtotalCents - discountCents };
}

/** How many items the cart holds (one of each line's quantity). */
export const itemCount = (lines: readonly CartLine[]) => lines.reduce((sum, line) => sum + line.quantity, 0);
