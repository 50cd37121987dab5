import { clearAuth, readUserData, saveLogin } from '@tanghuay/shared-auth';
import { loginAnswerFor } from '@tanghuay/shared-auth/testing';
import { type Cart, cartCount, createShopApi, type ProductPage } from './shop-api.ts';
import { addToCart, type CartLine, cartTotals, lineDiscountCents, pageCount, type Product, removeFromCart } from './shop-model.ts';
import { seedProducts } from './shop-seed.ts';

/** A repeatable stand-in for Math.random (mulberry32). */
function seeded(seed: number) {
  let state = seed;
  return () => {
    state = (state + 0x6d2b79f5) | 0;
    let t = Math.imul(state ^ (state >>> 15), 1 | state);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}

const api = createShopApi({ random: seeded(1), latencyMs: 0 });
const list = (query = '') => api<ProductPage>('GET', `/apps/ecommerce/products${query}`);
const ids = (page: ProductPage) => page.products.map((product) => product.id);
const prices = (page: ProductPage) => page.products.map((product) => product.priceCents);
const seed = seedProducts();
const bySlug = (slug: string) => seed.find((product) => product.slug === slug) as Product;

// Empty lists rather than localStorage.clear(): storedList keeps its last write in memory and
// answers that when the key is missing.
beforeEach(() => {
  localStorage.setItem('tanghuay-demo:shop-cart', '[]');
  localStorage.setItem('tanghuay-demo:shop-wishlist', '[]');
  clearAuth();
});

describe('the product endpoints', () => {
  it('answer 9 products a page with the total, featured ones first then by id', async () => {
    const first = await list();
    expect(first.total).toBe(20);
    expect(ids(first)).toEqual([1, 3, 5, 9, 18, 2, 4, 6, 7]);
    expect(ids(await list('?page=2'))).toEqual([8, 10, 11, 12, 13, 14, 15, 16, 17]);
    expect(ids(await list('?page=3'))).toEqual([19, 20]);
    expect(ids(await list('?page=4'))).toEqual([]);
    expect(ids(await list('?perPage=4&page=2'))).toEqual([18, 2, 4, 6]);
    expect(pageCount(first.total)).toBe(3);
  });

  it('sort by price, up or down, over every page', async () => {
    const up = await list('?sortBy=price-asc&perPage=20');
    expect(prices(up)).toEqual(seed.map((product) => product.priceCents).sort((a, b) => a - b));
    const down = await list('?sortBy=price-desc&perPage=20');
    expect(prices(down)).toEqual([...prices(up)].reverse());
    expect(ids(await list('?sortBy=price-asc'))[0]).toBe(20);
  });

  it('search names and brands', async () => {
    expect(ids(await list(`?q=${encodeURIComponent('หูฟัง')}`))).toEqual([5, 10]);
    const brand = await list(`?q=${encodeURIComponent('นาคราช')}`);
    expect(brand.total).toBe(5);
    expect(brand.products.every((product) => product.brand === 'นาคราช')).toBe(true);
    expect((await list('?q=nothing-like-this')).total).toBe(0);
  });

  it('filter by category, brand and price range (satang, inclusive), together with search', async () => {
    const audio = await list('?category=audio');
    expect(ids(audio)).toEqual([5, 18, 6, 10, 14]);
    const chang = await list(`?brand=${encodeURIComponent('ช้างเผือก')}`);
    expect(ids(chang)).toEqual([3, 4, 12, 16, 20]);
    const cheap = await list('?priceMin=59000&priceMax=129000&sortBy=price-asc');
    expect(prices(cheap)).toEqual([59_000, 79_000, 99_000, 129_000]);
    expect(ids(await list(`?category=computers&brand=${encodeURIComponent('สยามโฟน')}`))).toEqual([9]);
  });

  it('refuse an unknown sort or a bad page with 400', async () => {
    await expect(list('?sortBy=random')).rejects.toMatchObject({ status: 400 });
    await expect(list('?page=0')).rejects.toMatchObject({ status: 400 });
    await expect(list('?perPage=x')).rejects.toMatchObject({ status: 400 });
  });

  it('answer a product by slug, and 404 for an unknown one', async () => {
    expect(await api<Product>('GET', '/apps/ecommerce/products/naga-buds')).toEqual(bySlug('naga-buds'));
    await expect(api('GET', '/apps/ecommerce/products/no-such-thing')).rejects.toMatchObject({ status: 404 });
  });
});

describe('the wishlist endpoints', () => {
  it('add (once) and remove products, kept in localStorage', async () => {
    await api('POST', '/apps/ecommerce/wishlist', { productId: 3 });
    await api('POST', '/apps/ecommerce/wishlist', { productId: 5 });
    await api('POST', '/apps/ecommerce/wishlist', { productId: 3 });
    expect((await api<Product[]>('GET', '/apps/ecommerce/wishlist')).map((product) => product.id)).toEqual([3, 5]);
    expect(JSON.parse(localStorage.getItem('tanghuay-demo:shop-wishlist') ?? '')).toEqual([3, 5]);

    await api('DELETE', '/apps/ecommerce/wishlist/3');
    expect((await api<Product[]>('GET', '/apps/ecommerce/wishlist')).map((product) => product.id)).toEqual([5]);
    await expect(api('DELETE', '/apps/ecommerce/wishlist/3')).rejects.toMatchObject({ status: 404 });
    await expect(api('POST', '/apps/ecommerce/wishlist', { productId: 999 })).rejects.toMatchObject({ status: 404 });
  });

  it('read back what storage holds (as after a reload)', async () => {
    localStorage.setItem('tanghuay-demo:shop-wishlist', JSON.stringify([20, 1]));
    expect((await api<Product[]>('GET', '/apps/ecommerce/wishlist')).map((product) => product.id)).toEqual([20, 1]);
  });
});

describe('the cart endpoints', () => {
  it('add one, or one more, remove a line, count the items into the signed-in user data, and keep the cart in localStorage', async () => {
    saveLogin(loginAnswerFor('admin'));
    const headerCount = () => readUserData()?.extras.eCommerceCartItemsCount;
    expect([cartCount(), headerCount()]).toEqual([0, 0]);
    await api('POST', '/apps/ecommerce/cart', { productId: 5 });
    await api('POST', '/apps/ecommerce/cart', { productId: 5 });
    const cart = await api<Cart>('POST', '/apps/ecommerce/cart', { productId: 7 });
    expect(cart.lines.map(({ productId, quantity }) => [productId, quantity])).toEqual([
      [5, 2],
      [7, 1],
    ]);
    expect(cart.count).toBe(3);
    expect([cartCount(), headerCount()]).toEqual([3, 3]);
    expect(JSON.parse(localStorage.getItem('tanghuay-demo:shop-cart') ?? '')).toHaveLength(2);

    await api('DELETE', '/apps/ecommerce/cart/5');
    expect((await api<Cart>('GET', '/apps/ecommerce/cart')).lines.map((line) => line.productId)).toEqual([7]);
    expect([cartCount(), headerCount()]).toEqual([1, 1]);
    await expect(api('DELETE', '/apps/ecommerce/cart/5')).rejects.toMatchObject({ status: 404 });
    await expect(api('POST', '/apps/ecommerce/cart', { productId: 999 })).rejects.toMatchObject({ status: 404 });

    await api('DELETE', '/apps/ecommerce/cart');
    expect([cartCount(), headerCount()]).toEqual([0, 0]);
  });

  it('read back what storage holds (as after a reload), with exact totals', async () => {
    const lines: CartLine[] = [
      { productId: 4, quantity: 3, offerPercent: 7 },
      { productId: 6, quantity: 1, offerPercent: 0 },
    ];
    localStorage.setItem('tanghuay-demo:shop-cart', JSON.stringify(lines));
    const cart = await api<Cart>('GET', '/apps/ecommerce/cart');
    // 3 × ฿32,900.50 + ฿2,490.50 = ฿101,192.00; 7 % of ฿98,701.50 = ฿6,909.105 → ฿6,909.11
    expect(cart).toMatchObject({ count: 4, subtotalCents: 10_119_200, discountCents: 690_911, totalCents: 9_428_289 });
  });
});

describe('the cart offers', () => {
  const offered = (lines: CartLine[]) => lines.filter((line) => line.offerPercent > 0);

  it.each([1, 2, 3, 42, 2026])('between 1 and 4 lines of a non-empty cart carry 3–20 %, whatever the dice (seed %i)', (seedValue) => {
    const random = seeded(seedValue);
    let lines: CartLine[] = [];
    for (let step = 0; step < 200; step += 1) {
      const productId = 1 + Math.floor(random() * 20);
      lines = random() < 0.35 && lines.some((line) => line.productId === productId) ? removeFromCart(lines, productId, random) : addToCart(lines, productId, random);
      if (lines.length > 0) {
        expect(offered(lines).length).toBeGreaterThanOrEqual(1);
        expect(offered(lines).length).toBeLessThanOrEqual(Math.min(4, lines.length));
      }
      for (const line of offered(lines)) {
        expect(Number.isInteger(line.offerPercent)).toBe(true);
        expect(line.offerPercent).toBeGreaterThanOrEqual(3);
        expect(line.offerPercent).toBeLessThanOrEqual(20);
      }
    }
  });

  it('reach both ends of 3–20 % with the extreme dice, and keep offers when one more is added', () => {
    expect(addToCart([], 1, () => 0)[0]?.offerPercent).toBe(3);
    expect(addToCart([], 1, () => 0.999_999)[0]?.offerPercent).toBe(20);
    const once = addToCart([], 1, () => 0.5);
    expect(addToCart(once, 1, () => 0)).toEqual([{ ...once[0], quantity: 2 }]);
  });

  it('give an offer to another line when the last offered one is removed', () => {
    const lines: CartLine[] = [
      { productId: 1, quantity: 1, offerPercent: 10 },
      { productId: 2, quantity: 1, offerPercent: 0 },
    ];
    expect(removeFromCart(lines, 1, () => 0)).toEqual([{ productId: 2, quantity: 1, offerPercent: 3 }]);
    expect(removeFromCart(lines, 2, () => 0)).toEqual([lines[0]]);
  });

  it('total in whole satang: subtotal − discount, rounded half up per line', () => {
    expect(lineDiscountCents(1_000, 15)).toBe(150);
    expect(lineDiscountCents(333, 3)).toBe(10); // 9.99 → 10
    expect(lineDiscountCents(150, 3)).toBe(5); // 4.5 → 5
    const totals = cartTotals(
      [
        { productId: 1, quantity: 3, offerPercent: 20 },
        { productId: 2, quantity: 1, offerPercent: 0 },
        { productId: 3, quantity: 2, offerPercent: 3 },
      ],
      (id) => ({ 1: 10, 2: 20, 3: 49_050 })[id],
    );
    expect(totals).toEqual({ subtotalCents: 98_150, discountCents: 6 + 2_943, totalCents: 98_150 - 2_949 });
  });
});
