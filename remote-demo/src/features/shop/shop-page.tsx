// The template's e-commerce app: the shop (/apps/e-commerce/shop), a product
// (/apps/e-commerce/{slug}; an unknown one is the host's 404 page), the wishlist and the checkout.
// Its data is answered in the browser (shop-api.ts; docs/architecture.md, "The demo remote").
import { NOT_FOUND_PATH, useMessages } from '@tanghuay/shared-auth';
import { Button, Card, Flex, Form, Input, Result, Segmented, Select, Tag, Typography } from 'antd';
import { type ReactNode, useCallback, useState } from 'react';
import { Link, Navigate, useParams } from 'react-router-dom';
import { Pager } from '../../components/pager.tsx';
import { formatBaht } from '../../lib/money.ts';
import { ReadStatus } from '../../components/read-view.tsx';
import { type FakeRead, useFakeRead } from '../../lib/use-fake-read.ts';
import { messages, PAYMENT_METHODS, type PaymentMethod } from './messages.ts';
import { type Cart, cartCount, type ProductPage, shopApi } from './shop-api.ts';
import { DEFAULT_SHOP_SORT, pageCount, type Product, SHOP_BRANDS, SHOP_CATEGORIES, SHOP_PAGE_SIZE, SHOP_SORTS, type ShopSort } from './shop-model.ts';

const BASE = '/apps/e-commerce';


/** `url`'s answer (lib/use-fake-read.ts), read again when `url` changes or on `reload()`. */
function useLoad<Value>(url: string): [FakeRead<Value>, () => void] {
  const [reloads, setReloads] = useState(0);
  return [useFakeRead<Value>(shopApi, url, reloads), useCallback(() => setReloads((n) => n + 1), [])];
}

const addToCart = (product: Product) => shopApi<Cart>('POST', '/apps/ecommerce/cart', { productId: product.id });

/** The page's frame: title, the app's links (the cart with its count) and the content. */
function ShopFrame({ title, children }: { title: string; children: ReactNode }) {
  const t = useMessages(messages);
  return (
    <Card>
      <Flex wrap gap={8} align="center" justify="space-between">
        <Typography.Title level={3} style={{ margin: 0 }}>
          {title}
        </Typography.Title>
        <Flex wrap gap={8} role="navigation" aria-label={t.shop}>
          <Link to={`${BASE}/shop`}>{t.shop}</Link>
          <Link to={`${BASE}/wishlist`}>{t.wishlist}</Link>
          <Link to={`${BASE}/checkout`}>
            {t.cart} ({cartCount()})
          </Link>
        </Flex>
      </Flex>
      <Typography.Paragraph type="secondary">{t.demoNote}</Typography.Paragraph>
      {children}
    </Card>
  );
}

const stars = (rating: number) => '★'.repeat(rating) + '☆'.repeat(5 - rating);

export function ShopPage() {
  const t = useMessages(messages);
  const [q, setQ] = useState('');
  const [sortBy, setSortBy] = useState<ShopSort>(DEFAULT_SHOP_SORT);
  const [category, setCategory] = useState('');
  const [brand, setBrand] = useState('');
  const [page, setPage] = useState(1);
  const query = new URLSearchParams({ sortBy, page: String(page), perPage: String(SHOP_PAGE_SIZE), ...(q && { q }), ...(category && { category }), ...(brand && { brand }) });
  const [loaded] = useLoad<ProductPage>(`/apps/ecommerce/products?${query}`);
  const [wishlist, reloadWishlist] = useLoad<Product[]>('/apps/ecommerce/wishlist');
  const [, setAdds] = useState(0);
  const wished = new Set(wishlist.state === 'ready' ? wishlist.value.map((one) => one.id) : []);
  const pages = loaded.state === 'ready' ? pageCount(loaded.value.total) : 1;
  // A new search or filter starts from page 1.
  const refine = <V,>(set: (value: V) => void) => (value: V) => {
    set(value);
    setPage(1);
  };

  const toggleWish = (product: Product) =>
    void (wished.has(product.id)
      ? shopApi('DELETE', `/apps/ecommerce/wishlist/${product.id}`)
      : shopApi('POST', '/apps/ecommerce/wishlist', { productId: product.id })
    ).then(reloadWishlist);

  return (
    <ShopFrame title={t.shop}>
      <Flex wrap gap={8} style={{ marginBottom: 16 }}>
        <Input.Search allowClear placeholder={t.search} aria-label={t.search} onSearch={refine(setQ)} style={{ flex: '1 1 200px' }} />
        <Select<ShopSort>
          aria-label={t.sortBy}
          value={sortBy}
          onChange={refine(setSortBy)}
          options={SHOP_SORTS.map((one) => ({ value: one, label: t.sorts[one] }))}
          style={{ flex: '0 1 170px' }}
        />
        <Select<string>
          aria-label={t.category}
          value={category}
          onChange={refine(setCategory)}
          options={[{ value: '', label: t.allCategories }, ...SHOP_CATEGORIES.map((one) => ({ value: one, label: t.categories[one] }))]}
          style={{ flex: '0 1 160px' }}
        />
        <Select<string>
          aria-label={t.brand}
          value={brand}
          onChange={refine(setBrand)}
          options={[{ value: '', label: t.allBrands }, ...SHOP_BRANDS.map((one) => ({ value: one, label: one }))]}
          style={{ flex: '0 1 160px' }}
        />
      </Flex>
      <ReadStatus read={loaded} failed={t.loadFailed} />
      {loaded.state === 'ready' && loaded.value.products.length === 0 && <Typography.Paragraph type="secondary">{t.empty}</Typography.Paragraph>}
      {loaded.state === 'ready' && loaded.value.products.length > 0 && (
        <ul aria-label={t.products} style={{ listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: 12, gridTemplateColumns: 'repeat(auto-fill, minmax(min(100%, 220px), 1fr))' }}>
          {loaded.value.products.map((product) => (
            <li key={product.id} aria-label={product.name} style={{ border: '1px solid rgba(128,128,128,0.25)', borderRadius: 8, padding: 12 }}>
              <Flex vertical gap={4} style={{ height: '100%' }}>
                <Link to={`${BASE}/${product.slug}`}>
                  <Typography.Text strong>{product.name}</Typography.Text>
                </Link>
                <Typography.Text type="secondary">{product.brand}</Typography.Text>
                <Typography.Text data-testid="price">{formatBaht(product.priceCents)}</Typography.Text>
                <span aria-label={t.rating(product.rating)} style={{ color: '#faad14' }}>
                  {stars(product.rating)}
                </span>
                <Flex wrap gap={8} style={{ marginTop: 'auto' }}>
                  <Button type="primary" onClick={() => void addToCart(product).then(() => setAdds((n) => n + 1))}>
                    {t.addToCart}
                  </Button>
                  <Button aria-pressed={wished.has(product.id)} aria-label={wished.has(product.id) ? t.inWishlist : t.addToWishlist} onClick={() => toggleWish(product)}>
                    {wished.has(product.id) ? '♥' : '♡'}
                  </Button>
                </Flex>
              </Flex>
            </li>
          ))}
        </ul>
      )}
      <Pager page={page} pages={pages} summary={t.pageOf(page, pages)} onPage={setPage} />
    </ShopFrame>
  );
}

export function ProductDetailPage() {
  const t = useMessages(messages);
  const { slug = '' } = useParams();
  const [loaded] = useLoad<Product>(`/apps/ecommerce/products/${encodeURIComponent(slug)}`);
  const [added, setAdded] = useState(false);
  if (loaded.state === 'missing') return <Navigate to={NOT_FOUND_PATH} replace />;
  const product = loaded.state === 'ready' ? loaded.value : undefined;

  return (
    <ShopFrame title={product?.name ?? t.shop}>
      <ReadStatus read={loaded} failed={t.loadFailed} rows={4} />
      {product && (
        <Flex vertical gap={8}>
          <Typography.Text type="secondary">
            {product.brand} · {t.categories[product.category]}
          </Typography.Text>
          <span aria-label={t.rating(product.rating)} style={{ color: '#faad14' }}>
            {stars(product.rating)}
          </span>
          <Typography.Paragraph>{product.description}</Typography.Paragraph>
          <Typography.Title level={4} data-testid="price">
            {formatBaht(product.priceCents)}
          </Typography.Title>
          <Flex wrap gap={8} align="center">
            <Button type="primary" onClick={() => void addToCart(product).then(() => setAdded(true))}>
              {t.addToCart}
            </Button>
            {added && <Tag color="success">{t.added}</Tag>}
            <Link to={`${BASE}/shop`}>{t.backToShop}</Link>
          </Flex>
        </Flex>
      )}
    </ShopFrame>
  );
}

export function WishlistPage() {
  const t = useMessages(messages);
  const [loaded, reload] = useLoad<Product[]>('/apps/ecommerce/wishlist');
  const remove = (product: Product) => shopApi('DELETE', `/apps/ecommerce/wishlist/${product.id}`);

  return (
    <ShopFrame title={t.wishlist}>
      <ReadStatus read={loaded} failed={t.loadFailed} rows={4} />
      {loaded.state === 'ready' && loaded.value.length === 0 && <Typography.Paragraph type="secondary">{t.wishlistEmpty}</Typography.Paragraph>}
      {loaded.state === 'ready' && loaded.value.length > 0 && (
        <ul aria-label={t.wishlist} style={{ listStyle: 'none', margin: 0, padding: 0 }}>
          {loaded.value.map((product) => (
            <li key={product.id} style={{ borderTop: '1px solid rgba(128,128,128,0.2)', padding: '8px 0' }}>
              <Flex wrap gap={8} align="center">
                <Link to={`${BASE}/${product.slug}`}>{product.name}</Link>
                <Typography.Text type="secondary">{formatBaht(product.priceCents)}</Typography.Text>
                <Flex gap={8} style={{ marginLeft: 'auto' }}>
                  <Button type="primary" onClick={() => void addToCart(product).then(() => remove(product)).then(reload)}>
                    {t.moveToCart}
                  </Button>
                  <Button onClick={() => void remove(product).then(reload)}>{t.remove}</Button>
                </Flex>
              </Flex>
            </li>
          ))}
        </ul>
      )}
    </ShopFrame>
  );
}

type Step = 'cart' | 'address' | 'payment';

interface Address {
  name: string;
  phone: string;
  address: string;
}

export function CheckoutPage() {
  const t = useMessages(messages);
  const [loaded, reload] = useLoad<Cart>('/apps/ecommerce/cart');
  const [step, setStep] = useState<Step>('cart');
  const [address, setAddress] = useState<Address>();
  const [method, setMethod] = useState<PaymentMethod>('promptpay');
  const [ordered, setOrdered] = useState(false);
  const cart = loaded.state === 'ready' ? loaded.value : undefined;
  const hasItems = (cart?.lines.length ?? 0) > 0;

  if (ordered) {
    return (
      <ShopFrame title={t.checkout}>
        <Result status="success" title={t.ordered} subTitle={t.orderedNote} extra={<Link to={`${BASE}/shop`}>{t.backToShop}</Link>} />
      </ShopFrame>
    );
  }

  const placeOrder = () =>
    void shopApi('DELETE', '/apps/ecommerce/cart').then(() => setOrdered(true));

  return (
    <ShopFrame title={t.checkout}>
      <Segmented<Step>
        block
        value={step}
        onChange={setStep}
        options={[
          { value: 'cart', label: t.steps.cart },
          { value: 'address', label: t.steps.address, disabled: !hasItems },
          { value: 'payment', label: t.steps.payment, disabled: !hasItems || !address },
        ]}
        style={{ marginBottom: 16 }}
      />
      <ReadStatus read={loaded} failed={t.loadFailed} rows={4} />
      {cart && !hasItems && <Typography.Paragraph type="secondary">{t.cartEmpty}</Typography.Paragraph>}
      {cart && hasItems && step === 'cart' && (
        <>
          <ul aria-label={t.cart} style={{ listStyle: 'none', margin: 0, padding: 0 }}>
            {cart.lines.map((line) => (
              <li key={line.productId} aria-label={line.product.name} style={{ borderTop: '1px solid rgba(128,128,128,0.2)', padding: '8px 0' }}>
                <Flex wrap gap={8} align="center">
                  <Typography.Text strong>{line.product.name}</Typography.Text>
                  <Typography.Text type="secondary">{t.quantity(line.quantity)}</Typography.Text>
                  <Button size="small" aria-label={t.oneMore} onClick={() => void addToCart(line.product).then(reload)}>
                    +
                  </Button>
                  {line.offerPercent > 0 && <Tag color="red">{t.offer(line.offerPercent)}</Tag>}
                  <Typography.Text style={{ marginLeft: 'auto' }}>{formatBaht(line.lineCents)}</Typography.Text>
                  <Button type="link" onClick={() => void shopApi('DELETE', `/apps/ecommerce/cart/${line.productId}`).then(reload)}>
                    {t.remove}
                  </Button>
                </Flex>
              </li>
            ))}
          </ul>
          <Totals cart={cart} />
          <Button type="primary" onClick={() => setStep('address')}>
            {t.toAddress}
          </Button>
        </>
      )}
      {cart && hasItems && step === 'address' && (
        <Form<Address>
          layout="vertical"
          initialValues={address}
          onFinish={(values) => {
            setAddress(values);
            setStep('payment');
          }}
          style={{ maxWidth: 480 }}
        >
          <Form.Item name="name" label={t.name} rules={[{ required: true, whitespace: true, message: t.nameRequired }]}>
            <Input autoComplete="name" />
          </Form.Item>
          <Form.Item name="phone" label={t.phone} rules={[{ required: true, pattern: /^0\d{9}$/, message: t.phoneInvalid }]}>
            <Input inputMode="tel" autoComplete="tel" />
          </Form.Item>
          <Form.Item name="address" label={t.address} rules={[{ required: true, whitespace: true, message: t.addressRequired }]}>
            <Input.TextArea rows={3} autoComplete="street-address" />
          </Form.Item>
          <Button type="primary" htmlType="submit">
            {t.toPayment}
          </Button>
        </Form>
      )}
      {cart && hasItems && step === 'payment' && (
        <Flex vertical gap={12} align="flex-start">
          <Typography.Text>{t.method}</Typography.Text>
          <Segmented<PaymentMethod> value={method} onChange={setMethod} options={PAYMENT_METHODS.map((one) => ({ value: one, label: t.methods[one] }))} />
          <Totals cart={cart} />
          <Button type="primary" onClick={placeOrder}>
            {t.placeOrder}
          </Button>
        </Flex>
      )}
    </ShopFrame>
  );
}

function Totals({ cart }: { cart: Cart }) {
  const t = useMessages(messages);
  const rows: [string, string, string][] = [
    [t.subtotal, formatBaht(cart.subtotalCents), 'subtotal'],
    [t.discount, `−${formatBaht(cart.discountCents)}`, 'discount'],
    [t.total, formatBaht(cart.totalCents), 'total'],
  ];
  return (
    <dl style={{ margin: '12px 0', maxWidth: 320 }}>
      {rows.map(([label, value, id]) => (
        <Flex key={id} justify="space-between" gap={8}>
          <dt>{label}</dt>
          <dd style={{ margin: 0 }} data-testid={id}>
            {value}
          </dd>
        </Flex>
      ))}
    </dl>
  );
}
