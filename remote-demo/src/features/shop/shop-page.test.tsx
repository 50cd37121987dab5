import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { renderPageAt } from '../../testing/render-page-at.tsx';
import { type Cart, shopApi } from './shop-api.ts';
import { CheckoutPage, ProductDetailPage, ShopPage, WishlistPage } from './shop-page.tsx';

const renderAt = (path: string) =>
  renderPageAt(path, {
    '/apps/e-commerce/shop': <ShopPage />,
    '/apps/e-commerce/wishlist': <WishlistPage />,
    '/apps/e-commerce/checkout': <CheckoutPage />,
    '/apps/e-commerce/:slug': <ProductDetailPage />,
  });

const cartNow = () => shopApi<Cart>('GET', '/apps/ecommerce/cart');
const cards = async () => within(await screen.findByRole('list', { name: 'สินค้า' })).getAllByRole('listitem');

// Empty lists rather than localStorage.clear(): storedList keeps its last write in memory and
// answers that when the key is missing.
beforeEach(() => {
  localStorage.setItem('tanghuay-demo:shop-cart', '[]');
  localStorage.setItem('tanghuay-demo:shop-wishlist', '[]');
});

describe('the shop pages', () => {
  it('show 9 products first, featured ones leading, and the next page on Next', async () => {
    renderAt('/apps/e-commerce/shop');
    const first = await cards();
    expect(first).toHaveLength(9);
    expect(first[0]?.getAttribute('aria-label')).toBe('สมาร์ทโฟน สยาม X');
    expect(screen.getByText('หน้า 1 จาก 3')).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'ถัดไป' }));
    expect(await screen.findByText('หน้า 2 จาก 3')).toBeTruthy();
    await waitFor(async () => expect((await cards())[0]?.getAttribute('aria-label')).toBe('พัดลมตั้งพื้น ทองคำ'));
  });

  it('put a product in the cart: the cart endpoint then answers it, and the cart link counts it', async () => {
    renderAt('/apps/e-commerce/shop');
    const [first] = await cards();
    expect((await cartNow()).lines).toEqual([]);
    fireEvent.click(within(first as HTMLElement).getByRole('button', { name: 'ใส่ตะกร้า' }));
    await waitFor(async () => expect((await cartNow()).lines.map((line) => [line.product.name, line.quantity])).toEqual([['สมาร์ทโฟน สยาม X', 1]]));
    expect(await screen.findByRole('link', { name: 'ตะกร้า (1)' })).toBeTruthy();
  });

  it('show a product by its slug: description and price', async () => {
    renderAt('/apps/e-commerce/naga-buds');
    expect(await screen.findByText('ตัดเสียงรบกวน ชาร์จเต็มใช้ได้ 8 ชั่วโมง')).toBeTruthy();
    expect(screen.getByTestId('price').textContent).toBe('฿1,890.00');
  });

  it('sends /apps/e-commerce/no-such-product to the 404 page', async () => {
    renderAt('/apps/e-commerce/no-such-product');
    expect(await screen.findByText('page not found')).toBeTruthy();
  });

  it('move a wished product to the cart', async () => {
    await shopApi('POST', '/apps/ecommerce/wishlist', { productId: 5 });
    renderAt('/apps/e-commerce/wishlist');
    fireEvent.click(await screen.findByRole('button', { name: 'ย้ายไปตะกร้า' }));
    expect(await screen.findByText('ยังไม่มีสินค้าในรายการที่อยากได้')).toBeTruthy();
    expect((await cartNow()).lines.map((line) => line.productId)).toEqual([5]);
  });

  it('check out: the cart with its offer and totals, an address that must be valid, then the order empties the cart', async () => {
    localStorage.setItem('tanghuay-demo:shop-cart', JSON.stringify([{ productId: 5, quantity: 2, offerPercent: 10 }]));
    renderAt('/apps/e-commerce/checkout');
    expect(await screen.findByText('ลด 10%')).toBeTruthy();
    expect(screen.getByTestId('subtotal').textContent).toBe('฿3,780.00');
    expect(screen.getByTestId('discount').textContent).toBe('−฿378.00');
    expect(screen.getByTestId('total').textContent).toBe('฿3,402.00');

    fireEvent.click(screen.getByRole('button', { name: 'ไปกรอกที่อยู่' }));
    fireEvent.click(await screen.findByRole('button', { name: 'ไปเลือกวิธีชำระเงิน' }));
    expect(await screen.findByText('กรุณาใส่ชื่อผู้รับ')).toBeTruthy();
    expect(screen.getByText('กรุณาใส่เบอร์โทรศัพท์ 10 หลัก ขึ้นต้นด้วย 0')).toBeTruthy();

    fireEvent.change(screen.getByLabelText('ชื่อผู้รับ'), { target: { value: 'สมชาย ใจดี' } });
    fireEvent.change(screen.getByLabelText('เบอร์โทรศัพท์'), { target: { value: '0812345678' } });
    fireEvent.change(screen.getByLabelText('ที่อยู่จัดส่ง'), { target: { value: '1 ถนนสุขุมวิท กรุงเทพฯ' } });
    fireEvent.click(screen.getByRole('button', { name: 'ไปเลือกวิธีชำระเงิน' }));

    fireEvent.click(await screen.findByText('บัตรเครดิต'));
    fireEvent.click(screen.getByRole('button', { name: 'สั่งซื้อ' }));
    expect(await screen.findByText('สั่งซื้อเรียบร้อย (ตัวอย่าง)')).toBeTruthy();
    expect((await cartNow()).lines).toEqual([]);
  });
});
