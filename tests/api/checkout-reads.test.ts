/**
 * @jest-environment node
 */
// What buyers, sellers and admins read after checkout: orders and their lines per role, delivery updates,
// transactions, the digital download link and the downloads list.
import { protectedKey, signFileUrl } from '../../server/storage';
import { createPerformer, createProduct, createUser } from './helpers/catalogue';
import { createCheckoutApp, decide, pendingPurchase, purchaseProducts, SHIPPING, type Buyer } from './helpers/checkout';
import { DEMO, type TestApp } from './helpers/test-app';

let t: TestApp;
let admin: string;
let buyer: Buyer;
let otherFan: Buyer;
let sellerA: Buyer;
let sellerB: Buyer;
let outsider: Buyer;
let orderId: string;
let txId: string;
let mugLine: string;
let ebookLine: string;
let ebookId: string;

async function signIn(user: { id: string; username: string }): Promise<Buyer> {
  return { id: user.id, token: await t.login(user.username, 'test-password') };
}

const get = (url: string, token?: string) => t.request({ method: 'GET', url, token });

beforeAll(async () => {
  t = await createCheckoutApp();
  admin = await t.login(DEMO.admin.username, DEMO.admin.password);
  sellerA = await signIn(await createPerformer(t.db, { name: 'Seller A' }));
  sellerB = await signIn(await createPerformer(t.db, { name: 'Seller B' }));
  outsider = await signIn(await createPerformer(t.db, { name: 'Seller C' }));
  buyer = await signIn(await createUser(t.db, { name: 'Bea Buyer' }));
  otherFan = await signIn(await createUser(t.db));
  const mug = await createProduct(t.db, { performer_id: sellerA.id, name: 'Mug', stock: 5, price_cents: 1200, image_keys: ['products/mug.webp'] });
  await t.app.services.storage.put(protectedKey('digital/ebook.pdf'), Buffer.alloc(2048, 1), { contentType: 'application/pdf' });
  const ebook = await createProduct(t.db, {
    performer_id: sellerB.id,
    name: 'Ebook',
    type: 'digital',
    stock: null,
    price_cents: 800,
    digital_file_key: 'digital/ebook.pdf',
  });
  ebookId = ebook.id;
  const res = await purchaseProducts(t, buyer, {
    products: [
      { _id: mug.id, quantity: 1 },
      { _id: ebook.id, quantity: 1 },
    ],
    shipping: SHIPPING,
  });
  txId = await pendingPurchase(res);
  orderId = res.json().data.order._id;
  await decide(t, buyer, txId, 'approve');
  const lines = res.json().data.order.lines as Array<{ _id: string; name: string }>;
  mugLine = lines.find((l) => l.name === 'Mug')!._id;
  ebookLine = lines.find((l) => l.name === 'Ebook')!._id;
  // A pending order the buyer did not pay, to filter on.
  await pendingPurchase(await purchaseProducts(t, buyer, { products: [{ _id: mug.id, quantity: 2 }], shipping: SHIPPING }));
}, 60_000);
afterAll(() => t.close());

describe('the buyer’s orders', () => {
  it('GET /api/orders/users/search lists the buyer’s orders with their lines, filtered by status', async () => {
    const all = (await get('/api/orders/users/search', buyer.token)).json().data;
    expect(all.total).toBe(2);
    const paid = (await get('/api/orders/users/search?status=paid', buyer.token)).json().data;
    expect(paid.total).toBe(1);
    expect(paid.data[0]).toMatchObject({ _id: orderId, status: 'paid', total: 2000, shipping: SHIPPING, paidAt: expect.any(String) });
    expect(paid.data[0].lines.map((l: { name: string }) => l.name)).toEqual(['Mug', 'Ebook']);
    expect(paid.data[0].lines[0]).toMatchObject({
      image: '/api/files/public/products/mug.webp',
      deliveryStatus: 'processing',
      orderNumber: paid.data[0].number,
    });
    expect(paid.data[0].lines[0].buyer).toBeUndefined();
    expect((await get('/api/orders/users/search', otherFan.token)).json().data.total).toBe(0);
    expect((await get('/api/orders/users/search')).statusCode).toBe(401);
  });

  it('GET /api/orders/users/details/search lists the buyer’s lines', async () => {
    const lines = (await get('/api/orders/users/details/search?status=paid', buyer.token)).json().data;
    expect(lines.data.map((l: { _id: string }) => l._id).sort()).toEqual([mugLine, ebookLine].sort());
    expect((await get('/api/orders/users/details/search?limit=1', buyer.token)).json().data).toMatchObject({ total: 3, data: [expect.any(Object)] });
  });
});

describe('GET /api/orders/details/:id (an order id or a line id)', () => {
  const names = (res: { json(): { data: { lines: Array<{ name: string }> } } }) => res.json().data.lines.map((l) => l.name);

  it('shows the buyer and admins every line, a seller only their own lines with the buyer, anyone else 404', async () => {
    expect(names(await get(`/api/orders/details/${orderId}`, buyer.token))).toEqual(['Mug', 'Ebook']);
    expect(names(await get(`/api/orders/details/${orderId}`, admin))).toEqual(['Mug', 'Ebook']);
    const asA = await get(`/api/orders/details/${orderId}`, sellerA.token);
    expect(names(asA)).toEqual(['Mug']);
    expect(asA.json().data.lines[0].buyer).toMatchObject({ _id: buyer.id, name: 'Bea Buyer' });
    expect(names(await get(`/api/orders/details/${orderId}`, sellerB.token))).toEqual(['Ebook']);
    expect((await get(`/api/orders/details/${orderId}`, otherFan.token)).statusCode).toBe(404);
    expect((await get(`/api/orders/details/${orderId}`, outsider.token)).statusCode).toBe(404);
    expect((await get(`/api/orders/details/${orderId}`)).statusCode).toBe(401);
  });

  it('finds the order from one of its line ids', async () => {
    const res = await get(`/api/orders/details/${mugLine}`, sellerA.token);
    expect(res.statusCode).toBe(200);
    expect(res.json().data._id).toBe(orderId);
    expect((await get(`/api/orders/details/${mugLine}`, sellerB.token)).statusCode).toBe(200);
    expect((await get(`/api/orders/details/${mugLine}`, otherFan.token)).statusCode).toBe(404);
  });
});

describe('PUT /api/orders/:id/update (a line id)', () => {
  const update = (line: string, token: string, payload: object) => t.request({ method: 'PUT', url: `/api/orders/${line}/update`, token, payload });

  it('lets the seller of a physical line (or an admin) set its delivery status and shipping code; the buyer sees them', async () => {
    const res = await update(mugLine, sellerA.token, { deliveryStatus: 'shipping', shippingCode: 'TRACK-123' });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({ _id: mugLine, deliveryStatus: 'shipping', shippingCode: 'TRACK-123' });
    const seen = (await get(`/api/orders/details/${orderId}`, buyer.token)).json().data.lines[0];
    expect(seen).toMatchObject({ deliveryStatus: 'shipping', shippingCode: 'TRACK-123' });
    expect((await update(mugLine, admin, { deliveryStatus: 'delivered' })).json().data).toMatchObject({
      deliveryStatus: 'delivered',
      shippingCode: 'TRACK-123',
    });
  });

  it('refuses anyone else, digital lines and unknown statuses', async () => {
    expect((await update(mugLine, sellerB.token, { deliveryStatus: 'shipping' })).statusCode).toBe(404);
    expect((await update(mugLine, outsider.token, { deliveryStatus: 'shipping' })).statusCode).toBe(404);
    expect((await update(mugLine, buyer.token, { deliveryStatus: 'delivered' })).statusCode).toBe(403);
    expect((await update(ebookLine, sellerB.token, { deliveryStatus: 'shipping' })).statusCode).toBe(422);
    expect((await update(mugLine, sellerA.token, { deliveryStatus: 'lost' })).statusCode).toBe(400);
    const line = await t.db.selectFrom('order_lines').select(['delivery_status']).where('id', '=', mugLine).executeTakeFirstOrThrow();
    expect(line.delivery_status).toBe('delivered');
  });
});

describe('GET /api/orders/details/search (sold lines)', () => {
  it('shows a performer their own sold lines with the buyer, an admin everyone’s, another performer none', async () => {
    const asA = (await get('/api/orders/details/search', sellerA.token)).json().data;
    expect(asA.data.map((l: { _id: string }) => l._id)).toEqual([mugLine]);
    expect(asA.data[0].buyer).toMatchObject({ _id: buyer.id, username: expect.any(String) });
    expect((await get('/api/orders/details/search', outsider.token)).json().data.total).toBe(0);
    const all = (await get('/api/orders/details/search', admin)).json().data.data.map((l: { _id: string }) => l._id);
    expect(all).toEqual(expect.arrayContaining([mugLine, ebookLine]));
    expect((await get('/api/orders/details/search', buyer.token)).statusCode).toBe(403);
  });

  it('filters by product, order status and dates', async () => {
    expect((await get(`/api/orders/details/search?productId=${ebookId}`, admin)).json().data.data.map((l: { _id: string }) => l._id)).toEqual([ebookLine]);
    expect((await get('/api/orders/details/search?status=refunded', sellerA.token)).json().data.total).toBe(0);
    const future = new Date(Date.now() + 60_000).toISOString();
    expect((await get(`/api/orders/details/search?fromDate=${future}`, sellerA.token)).json().data.total).toBe(0);
    expect((await get(`/api/orders/details/search?toDate=${future}`, sellerA.token)).json().data.total).toBe(1);
  });
});

describe('transactions', () => {
  it('GET /api/transactions/user/search lists the caller’s transactions and what they paid for', async () => {
    const mine = (await get('/api/transactions/user/search', buyer.token)).json().data;
    expect(mine.total).toBe(2);
    const paid = mine.data.find((tx: { _id: string }) => tx._id === txId);
    expect(paid).toMatchObject({
      status: 'success',
      amount: 2000,
      gateway: 'sandbox',
      type: 'product_purchase',
      description: expect.stringMatching(/^Order #\d+: Mug, Ebook$/),
      settledAt: expect.any(String),
    });
    expect((await get('/api/transactions/user/search?status=pending', buyer.token)).json().data.total).toBe(1);
    expect((await get('/api/transactions/user/search', otherFan.token)).json().data.total).toBe(0);
  });

  it('GET /api/payment/transactions/:id: one transaction and its order, to its buyer and admins only', async () => {
    const mine = await get(`/api/payment/transactions/${txId}`, buyer.token);
    expect(mine.json().data).toMatchObject({ transaction: { _id: txId, status: 'success' }, order: { _id: orderId, status: 'paid' } });
    expect((await get(`/api/payment/transactions/${txId}`, admin)).statusCode).toBe(200);
    expect((await get(`/api/payment/transactions/${txId}`, otherFan.token)).statusCode).toBe(404);
    expect((await get(`/api/payment/transactions/${txId}`, sellerA.token)).statusCode).toBe(404);
  });

  it('GET /api/payment/transactions: the caller’s own, and all of them (with the buyer) for an admin, with filters', async () => {
    expect((await get('/api/payment/transactions', buyer.token)).json().data.total).toBe(2);
    expect((await get('/api/payment/transactions', otherFan.token)).json().data.total).toBe(0);
    const all = (await get('/api/payment/transactions?gateway=sandbox&status=success', admin)).json().data;
    expect(all.data.find((tx: { _id: string }) => tx._id === txId)).toMatchObject({ buyer: { _id: buyer.id } });
    expect((await get('/api/payment/transactions?gateway=free', admin)).json().data.total).toBe(0);
  });
});

describe('digital downloads', () => {
  const link = (token?: string) => get(`/api/user/assets/products/${ebookId}/download-link`, token);

  it('gives the buyer and the owner a signed short-lived link that serves the file with Range; anyone else 403', async () => {
    const res = await link(buyer.token);
    expect(res.statusCode).toBe(200);
    const { downloadLink, expiresInSeconds } = res.json().data;
    expect(expiresInSeconds).toBe(300);
    expect(downloadLink).toMatch(/^\/api\/files\/protected\/digital\/ebook\.pdf\?expires=\d+&filename=.+\.pdf&signature=/);
    const file = await t.request({ method: 'GET', url: downloadLink, headers: { range: 'bytes=0-9' } });
    expect(file.statusCode).toBe(206);
    expect(file.headers['content-disposition']).toMatch(/attachment/);
    expect((await link(sellerB.token)).statusCode).toBe(200);
    const detail = (await get(`/api/user/assets/products/${ebookId}`, buyer.token)).json().data;
    expect(detail).toMatchObject({ isBought: true, canView: true });
    expect((await get(`/api/user/assets/products/${ebookId}`, otherFan.token)).json().data).toMatchObject({ isBought: false, canView: false });
    for (const token of [otherFan.token, sellerA.token]) {
      const refused = await link(token);
      expect(refused.statusCode).toBe(403);
      expect(refused.json().code).toBe('NOT_BOUGHT');
    }
    expect((await link()).statusCode).toBe(401);
  });

  it('an expired link says it expired (410), distinct from a forbidden one (403)', async () => {
    const expired = signFileUrl('digital/ebook.pdf', { secret: t.app.services.fileUrlSecret, expiresInSeconds: 60, now: Date.now() - 120_000 });
    const res = await get(expired);
    expect(res.statusCode).toBe(410);
    expect(res.json()).toMatchObject({ code: 'LINK_EXPIRED', message: expect.stringMatching(/expired/) });
    const forged = await get('/api/files/protected/digital/ebook.pdf?expires=9999999999&signature=' + 'A'.repeat(43));
    expect(forged.statusCode).toBe(403);
  });

  it('GET /api/user/downloads lists what the caller owns; a refund takes the product and its link away', async () => {
    const owned = (await get('/api/user/downloads', buyer.token)).json().data;
    expect(owned).toMatchObject({ total: 1, data: [{ _id: ebookId, name: 'Ebook', boughtAt: expect.any(String) }] });
    expect((await get('/api/user/downloads', otherFan.token)).json().data.total).toBe(0);
    await t.request({ method: 'POST', url: `/api/payment/transactions/${txId}/refund`, token: admin });
    expect((await get('/api/user/downloads', buyer.token)).json().data.total).toBe(0);
    expect((await link(buyer.token)).statusCode).toBe(403);
    expect((await get('/api/orders/details/search?status=refunded', sellerA.token)).json().data.total).toBe(1);
  });
});
