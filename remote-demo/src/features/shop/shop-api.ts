// The e-commerce app's endpoints, answered in the browser (lib/fake-api.ts). The wishlist and the
// cart are kept in this browser's localStorage, so they survive a reload, and the cart's item count
// in the signed-in user data, where the shell's header shows it; the offers' dice are a parameter so
// tests can fix them (docs/architecture.md, "The demo remote").
import { saveCartCount } from '@tanghuay/shared-auth';
import { FakeApiError, fakeApi, type FakeRequest } from '../../lib/fake-api.ts';
import { storedList } from '../../lib/stored-list.ts';
import {
  addToCart,
  type CartLine,
  type CartTotals,
  cartTotals,
  isShopSort,
  itemCount,
  pageOf,
  type Product,
  type ProductQuery,
  productsFor,
  removeFromCart,
  SHOP_PAGE_SIZE,
} from './shop-model.ts';
import { seedProducts } from './shop-seed.ts';

const products = seedProducts();
const wishlist = storedList<number>('shop-wishlist', () => []);
const cart = storedList<CartLine>('shop-cart', () => []);

function keepCart(lines: CartLine[]): void {
  cart.write(lines);
  saveCartCount(itemCount(lines));
}

export interface ProductPage {
  products: Product[];
  total: number;
}

export interface CartItem extends CartLine {
  product: Product;
  lineCents: number;
}

export interface Cart extends CartTotals {
  lines: CartItem[];
  /** Items in all (the lines' quantities). */
  count: number;
}

const productById = (id: number) => products.find((one) => one.id === id);

function productOf(body: unknown): Product {
  const id = Number((body as { productId?: unknown } | null)?.productId);
  const product = productById(id);
  if (!product) throw new FakeApiError(404, `no product ${id}`);
  return product;
}

/** A whole number ≥ `least` from the query, or undefined if absent; anything else is a 400. */
function whole(query: URLSearchParams, name: string, least: number): number | undefined {
  const text = query.get(name);
  if (text === null || text === '') return undefined;
  const value = Number(text);
  if (!Number.isInteger(value) || value < least) throw new FakeApiError(400, `${name} must be a whole number from ${least}`);
  return value;
}

function listOf({ query }: FakeRequest): ProductPage {
  const sortBy = query.get('sortBy') || undefined;
  if (sortBy !== undefined && !isShopSort(sortBy)) throw new FakeApiError(400, `no product sort "${sortBy}"`);
  const filters: ProductQuery = {
    q: query.get('q') ?? undefined,
    sortBy,
    category: query.get('category') || undefined,
    brand: query.get('brand') || undefined,
    priceMin: whole(query, 'priceMin', 0),
    priceMax: whole(query, 'priceMax', 0),
  };
  const { items, total } = pageOf(productsFor(products, filters), whole(query, 'page', 1), whole(query, 'perPage', 1) ?? SHOP_PAGE_SIZE);
  return { products: items, total };
}

function cartOf(): Cart {
  const lines = cart.read();
  const items = lines.flatMap((line) => {
    const product = productById(line.productId);
    return product ? [{ ...line, product, lineCents: product.priceCents * line.quantity }] : [];
  });
  return { lines: items, count: itemCount(lines), ...cartTotals(lines, (id) => productById(id)?.priceCents) };
}

/** The shop's endpoints; `random` deals the cart's offers (Math.random unless a test fixes it). */
export function createShopApi({ random = Math.random, latencyMs }: { random?: () => number; latencyMs?: number } = {}) {
  return fakeApi(
    [
      { method: 'GET', pattern: '/apps/ecommerce/products', answer: listOf },
      {
        method: 'GET',
        pattern: '/apps/ecommerce/products/:slug',
        answer: ({ params }) => {
          const product = products.find((one) => one.slug === params.slug);
          if (!product) throw new FakeApiError(404, `no product "${params.slug}"`);
          return product;
        },
      },
      { method: 'GET', pattern: '/apps/ecommerce/wishlist', answer: () => wishlist.read().flatMap((id) => productById(id) ?? []) },
      {
        method: 'POST',
        pattern: '/apps/ecommerce/wishlist',
        answer: ({ body }) => {
          const product = productOf(body);
          const ids = wishlist.read();
          if (!ids.includes(product.id)) wishlist.write([...ids, product.id]);
          return product;
        },
      },
      {
        method: 'DELETE',
        pattern: '/apps/ecommerce/wishlist/:productId',
        answer: ({ params }) => {
          const ids = wishlist.read();
          if (!ids.some((id) => String(id) === params.productId)) throw new FakeApiError(404, `product ${params.productId} is not in the wishlist`);
          wishlist.write(ids.filter((id) => String(id) !== params.productId));
          return null;
        },
      },
      { method: 'GET', pattern: '/apps/ecommerce/cart', answer: cartOf },
      {
        method: 'POST',
        pattern: '/apps/ecommerce/cart',
        answer: ({ body }) => {
          keepCart(addToCart(cart.read(), productOf(body).id, random));
          return cartOf();
        },
      },
      {
        method: 'DELETE',
        pattern: '/apps/ecommerce/cart/:productId',
        answer: ({ params }) => {
          const lines = cart.read();
          if (!lines.some((line) => String(line.productId) === params.productId)) throw new FakeApiError(404, `product ${params.productId} is not in the cart`);
          keepCart(removeFromCart(lines, Number(params.productId), random));
          return cartOf();
        },
      },
      // Placing the (sample) order empties the cart.
      {
        method: 'DELETE',
        pattern: '/apps/ecommerce/cart',
        answer: () => {
          keepCart([]);
          return cartOf();
        },
      },
    ],
    { latencyMs },
  );
}

export const shopApi = createShopApi();

/** How many items the stored cart holds, for the shop's own cart link (also where no one is signed in). */
export const cartCount = (): number => itemCount(cart.read());
