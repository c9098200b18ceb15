/**
 * @jest-environment node
 */
// Creating orders: prices from the database only, the coupon's discount shared among lines to the cent, every
// refusal a 4xx that creates nothing, a zero total completed at once; and the races at payment: two buyers
// paying for the last use of a coupon or the last item in stock at the same moment.
import { createGallery, createPerformer, createPhoto, createProduct, createUser, createVideo } from './helpers/catalogue';
import { createCheckoutApp, decide, ledger, pendingPurchase, purchaseProducts, purchaseVideo, SHIPPING, type Buyer } from './helpers/checkout';
import type { TestApp } from './helpers/test-app';

let t: TestApp;
let seller: { id: string; token: string };
let buyer: Buyer;
const DAY = 24 * 60 * 60 * 1000;

async function newBuyer(): Promise<Buyer> {
  const user = await createUser(t.db);
  return { id: user.id, token: await t.login(user.username, 'test-password') };
}

async function coupon(code: string, discount_bp: number, uses_left = 10) {
  return t.db
    .insertInto('coupons')
    .values({ code, discount_bp, uses_left, expires_at: new Date(Date.now() + 30 * DAY) })
    .returningAll()
    .executeTakeFirstOrThrow();
}

beforeAll(async () => {
  t = await createCheckoutApp();
  const performer = await createPerformer(t.db, { name: 'Checkout Seller' });
  seller = { id: performer.id, token: await t.login(performer.username, 'test-password') };
  buyer = await newBuyer();
}, 60_000);
afterAll(() => t.close());

describe('POST /api/payment/purchase-products', () => {
  it('creates an order with one line per item priced from the database, and a pending transaction; a client price is ignored', async () => {
    const shirt = await createProduct(t.db, { performer_id: seller.id, name: 'Shirt', price_cents: 2500, stock: 5 });
    const ebook = await createProduct(t.db, { performer_id: seller.id, name: 'Ebook', type: 'digital', price_cents: 999, stock: null });
    const res = await purchaseProducts(t, buyer, {
      products: [
        { _id: shirt.id, quantity: 2, price: 1 },
        { _id: ebook.id, quantity: 1, price: 0 },
      ],
      total: 1,
      price: 1,
      shipping: SHIPPING,
    });
    expect(res.statusCode).toBe(200);
    const { order, transaction, paymentUrl } = res.json().data;
    expect(order).toMatchObject({
      kind: 'products',
      status: 'created',
      subtotal: 5999,
      discount: 0,
      total: 5999,
      currency: 'USD',
      couponCode: null,
      shipping: SHIPPING,
      paidAt: null,
    });
    expect(order.lines).toEqual([
      expect.objectContaining({
        objectType: 'product',
        objectId: shirt.id,
        name: 'Shirt',
        productType: 'physical',
        unitPrice: 2500,
        quantity: 2,
        discount: 0,
        total: 5000,
        performerId: seller.id,
        performerName: 'Checkout Seller',
        deliveryStatus: null,
      }),
      expect.objectContaining({ objectType: 'product', objectId: ebook.id, name: 'Ebook', productType: 'digital', unitPrice: 999, quantity: 1, total: 999 }),
    ]);
    expect(transaction).toMatchObject({
      status: 'pending',
      gateway: 'sandbox',
      amount: 5999,
      type: 'product_purchase',
      orderId: order._id,
      orderNumber: order.number,
    });
    expect(transaction.description).toBe(`Order #${order.number}: Shirt x 2, Ebook`);
    expect(paymentUrl).toMatch(new RegExp(`/payment/sandbox/${transaction._id}$`));
  });

  it('spreads a coupon discount over the lines so the parts sum exactly to the order discount', async () => {
    await coupon('THIRD', 3333);
    const a = await createProduct(t.db, { performer_id: seller.id, price_cents: 1001, stock: null, type: 'digital' });
    const b = await createProduct(t.db, { performer_id: seller.id, price_cents: 1999, stock: null, type: 'digital' });
    const c = await createProduct(t.db, { performer_id: seller.id, price_cents: 333, stock: 3 });
    const res = await purchaseProducts(t, buyer, { products: [a, b, c].map((p) => ({ _id: p.id, quantity: 1 })), couponCode: 'third', shipping: SHIPPING });
    const { order } = res.json().data;
    expect(order.subtotal).toBe(3333);
    expect(order.discount).toBe(Math.round(3333 * 0.3333));
    expect(order.lines.reduce((sum: number, l: { discount: number }) => sum + l.discount, 0)).toBe(order.discount);
    expect(order.lines.reduce((sum: number, l: { total: number }) => sum + l.total, 0)).toBe(order.total);
    expect(order.couponCode).toBe('THIRD');
  });

  it('refuses with a 4xx and creates nothing: empty, duplicates, unknown, draft, own, out of stock, too many, digital quantity, bad quantity, no shipping', async () => {
    const physical = await createProduct(t.db, { performer_id: seller.id, stock: 2 });
    const soldOut = await createProduct(t.db, { performer_id: seller.id, stock: 0 });
    const draft = await createProduct(t.db, { performer_id: seller.id, status: 'draft' });
    const inactive = await createProduct(t.db, { performer_id: seller.id, status: 'inactive' });
    const digital = await createProduct(t.db, { performer_id: seller.id, type: 'digital', stock: null });
    const own = await createProduct(t.db, { performer_id: buyer.id });
    const one = (id: string, quantity = 1) => ({ products: [{ _id: id, quantity }], shipping: SHIPPING });
    const cases: Array<[string, unknown, number, string?]> = [
      ['empty list', { products: [], shipping: SHIPPING }, 400],
      [
        'duplicate ids',
        {
          products: [
            { _id: physical.id, quantity: 1 },
            { _id: physical.id, quantity: 1 },
          ],
          shipping: SHIPPING,
        },
        400,
        'DUPLICATE_ITEM',
      ],
      ['unknown id', one('6b1f3a1e-0000-4000-8000-000000000000'), 404, 'PRODUCT_NOT_FOUND'],
      ['not a uuid', one('not-an-id'), 404, 'PRODUCT_NOT_FOUND'],
      ['draft', one(draft.id), 404, 'PRODUCT_NOT_FOUND'],
      ['inactive', one(inactive.id), 404, 'PRODUCT_NOT_FOUND'],
      ['own product', one(own.id), 422, 'OWN_ITEM'],
      ['out of stock', one(soldOut.id), 409, 'OUT_OF_STOCK'],
      ['above stock', one(physical.id, 3), 409, 'NOT_ENOUGH_STOCK'],
      ['digital quantity 2', one(digital.id, 2), 400, 'INVALID_QUANTITY'],
      ['quantity 0', one(physical.id, 0), 400],
      ['quantity 1.5', one(physical.id, 1.5), 400],
      ['quantity "1"', { products: [{ _id: physical.id, quantity: '1' }], shipping: SHIPPING }, 400],
      ['no shipping for a physical product', { products: [{ _id: physical.id, quantity: 1 }] }, 400, 'SHIPPING_REQUIRED'],
      ['unknown coupon', { ...one(physical.id), couponCode: 'NOPE' }, 404, 'COUPON_NOT_FOUND'],
    ];
    const before = await ledger(t);
    for (const [name, payload, status, code] of cases) {
      const res = await purchaseProducts(t, buyer, payload);
      expect({ name, status: res.statusCode, code: code && res.json().code }).toEqual({ name, status, code: code && code });
    }
    expect(await ledger(t)).toEqual(before);
    expect((await t.request({ method: 'POST', url: '/api/payment/purchase-products', payload: one(physical.id) })).statusCode).toBe(401);
  });

  it('refuses a digital product the buyer already owns', async () => {
    const ebook = await createProduct(t.db, { performer_id: seller.id, type: 'digital', stock: null });
    const txId = await pendingPurchase(await purchaseProducts(t, buyer, { products: [{ _id: ebook.id, quantity: 1 }] }));
    expect((await decide(t, buyer, txId, 'approve')).statusCode).toBe(200);
    const again = await purchaseProducts(t, buyer, { products: [{ _id: ebook.id, quantity: 1 }] });
    expect(again.statusCode).toBe(409);
    expect(again.json().code).toBe('ALREADY_BOUGHT');
  });
});

describe('POST /api/payment/purchase-video/:id', () => {
  it('creates the order for a video for sale, and refuses one already bought, free, not for sale or the buyer’s own', async () => {
    const forSale = await createVideo(t.db, { performer_id: seller.id, title: 'Paid clip', access: 'sale', price_cents: 499 });
    const free = await createVideo(t.db, { performer_id: seller.id, access: 'free' });
    const subscribers = await createVideo(t.db, { performer_id: seller.id, access: 'subscribers', price_cents: 500 });
    const zeroPrice = await createVideo(t.db, { performer_id: seller.id, access: 'sale', price_cents: 0 });
    const draft = await createVideo(t.db, { performer_id: seller.id, access: 'sale', price_cents: 300, status: 'draft' });
    const fan = await newBuyer();
    const res = await purchaseVideo(t, fan, forSale.id, { price: 1, total: 1 });
    expect(res.statusCode).toBe(200);
    expect(res.json().data.order).toMatchObject({
      kind: 'video',
      total: 499,
      lines: [expect.objectContaining({ objectType: 'video', objectId: forSale.id, name: 'Paid clip', unitPrice: 499, productType: null })],
    });
    expect(res.json().data.transaction).toMatchObject({ type: 'video_purchase', amount: 499 });
    await decide(t, fan, res.json().data.transaction._id, 'approve');

    const before = await ledger(t);
    const refusals: Array<[string, number, string]> = [
      [forSale.id, 409, 'ALREADY_BOUGHT'],
      [free.id, 422, 'NOT_FOR_SALE'],
      [subscribers.id, 422, 'NOT_FOR_SALE'],
      [zeroPrice.id, 422, 'NOT_FOR_SALE'],
      [draft.id, 404, 'VIDEO_NOT_FOUND'],
      ['6b1f3a1e-0000-4000-8000-000000000000', 404, 'VIDEO_NOT_FOUND'],
    ];
    for (const [id, status, code] of refusals) {
      const answer = await purchaseVideo(t, fan, id);
      expect({ id, status: answer.statusCode, code: answer.json().code }).toEqual({ id, status, code });
    }
    // The body is optional (a coupon code at most): a Buy button may post nothing.
    const bare = await t.request({ method: 'POST', url: `/api/payment/purchase-video/${free.id}`, token: fan.token });
    expect(bare.json().code).toBe('NOT_FOR_SALE');
    const mine = await purchaseVideo(t, seller, forSale.id);
    expect(mine.statusCode).toBe(422);
    expect(await ledger(t)).toEqual(before);
  });

  it('completes an order whose total is zero at once, without a gateway', async () => {
    await coupon('FREEVIDEO', 10_000, 5);
    const video = await createVideo(t.db, { performer_id: seller.id, access: 'sale', price_cents: 800 });
    const fan = await newBuyer();
    const res = await purchaseVideo(t, fan, video.id, { couponCode: 'FREEVIDEO' });
    expect(res.statusCode).toBe(200);
    const { order, transaction, paymentUrl } = res.json().data;
    expect(order).toMatchObject({ status: 'paid', subtotal: 800, discount: 800, total: 0 });
    expect(transaction).toMatchObject({ gateway: 'free', status: 'success', amount: 0 });
    expect(paymentUrl).toBe(`/payment/success?transactionId=${transaction._id}`);
    const detail = await t.request({ method: 'GET', url: `/api/user/assets/videos/${video.id}`, token: fan.token });
    expect(detail.json().data.isBought).toBe(true);
    const use = await t.db.selectFrom('coupons').select('uses_left').where('code', '=', 'FREEVIDEO').executeTakeFirstOrThrow();
    expect(use.uses_left).toBe(4);
  });
});

describe('POST /api/payment/purchase-gallery/:id', () => {
  const buyGallery = (who: Buyer, id: string) => t.request({ method: 'POST', url: `/api/payment/purchase-gallery/${id}`, token: who.token });
  const viewGallery = async (who: Buyer, id: string) =>
    (await t.request({ method: 'GET', url: `/api/user/assets/galleries/${id}/view`, token: who.token })).json().data;

  it('sells a gallery for sale once, unlocking it only when paid; refuses one not for sale, unknown, or the buyer’s own', async () => {
    const forSale = await createGallery(t.db, { performer_id: seller.id, title: 'Beach set', access: 'sale', price_cents: 1299 });
    await createPhoto(t.db, { gallery_id: forSale.id, performer_id: seller.id });
    const subscribers = await createGallery(t.db, { performer_id: seller.id, access: 'subscribers', price_cents: 500 });
    const fan = await newBuyer();

    const res = await buyGallery(fan, forSale.id);
    expect(res.statusCode).toBe(200);
    expect(res.json().data.order).toMatchObject({
      kind: 'gallery',
      total: 1299,
      lines: [expect.objectContaining({ objectType: 'gallery', objectId: forSale.id, name: 'Beach set' })],
    });
    expect(res.json().data.transaction).toMatchObject({ type: 'gallery_purchase', amount: 1299, status: 'pending' });
    expect(await viewGallery(fan, forSale.id)).toMatchObject({ canView: false, isBought: false });

    expect((await decide(t, fan, res.json().data.transaction._id, 'approve')).statusCode).toBe(200);
    expect(await viewGallery(fan, forSale.id)).toMatchObject({ canView: true, isBought: true });

    const before = await ledger(t);
    const refusals: Array<[Buyer, string, number, string]> = [
      [fan, forSale.id, 409, 'ALREADY_BOUGHT'],
      [fan, subscribers.id, 422, 'NOT_FOR_SALE'],
      [fan, '6b1f3a1e-0000-4000-8000-000000000000', 404, 'GALLERY_NOT_FOUND'],
      [seller, forSale.id, 422, 'OWN_ITEM'],
    ];
    for (const [who, id, status, code] of refusals) {
      const answer = await buyGallery(who, id);
      expect({ id, status: answer.statusCode, code: answer.json().code }).toEqual({ id, status, code });
    }
    expect(await ledger(t)).toEqual(before);
  });
});

describe('races at payment', () => {
  it('the last use of a coupon: ten buyers check out at once, one holds it, nine are told it is held; once paid it is used up', async () => {
    const last = await coupon('LASTONE', 2000, 1);
    const product = await createProduct(t.db, { performer_id: seller.id, type: 'digital', stock: null, price_cents: 1000 });
    const buyers = await Promise.all(Array.from({ length: 10 }, () => newBuyer()));
    const answers = await Promise.all(buyers.map((b) => purchaseProducts(t, b, { products: [{ _id: product.id, quantity: 1 }], couponCode: 'LASTONE' })));
    expect(answers.map((r) => r.statusCode).sort()).toEqual([200, ...Array(9).fill(422)]);
    expect(new Set(answers.filter((r) => r.statusCode === 422).map((r) => r.json().code))).toEqual(new Set(['COUPON_HELD']));
    expect(answers.find((r) => r.statusCode === 422)!.json().message).toMatch(/held by other buyers' checkouts awaiting payment/);
    const winner = answers.findIndex((r) => r.statusCode === 200);
    const paid = await decide(t, buyers[winner], answers[winner].json().data.transaction._id, 'approve');
    expect(paid.json().data.transaction.status).toBe('success');
    expect((await t.db.selectFrom('coupons').select('uses_left').where('id', '=', last.id).executeTakeFirstOrThrow()).uses_left).toBe(0);
    expect(await t.db.selectFrom('coupon_redemptions').select('user_id').where('coupon_id', '=', last.id).execute()).toEqual([{ user_id: buyers[winner].id }]);
    const late = await purchaseProducts(t, await newBuyer(), { products: [{ _id: product.id, quantity: 1 }], couponCode: 'LASTONE' });
    expect(late.json().code).toBe('COUPON_USED_UP');
  });

  it('a coupon is held once per buyer across open checkouts, and comes back when the checkout is cancelled', async () => {
    await coupon('ONCEEACH', 1000, 5);
    const [p, q] = [
      await createProduct(t.db, { performer_id: seller.id, type: 'digital', stock: null, price_cents: 1000 }),
      await createProduct(t.db, { performer_id: seller.id, type: 'digital', stock: null, price_cents: 2000 }),
    ];
    const fan = await newBuyer();
    const first = await purchaseProducts(t, fan, { products: [{ _id: p.id, quantity: 1 }], couponCode: 'ONCEEACH' });
    expect(first.statusCode).toBe(200);
    const second = await purchaseProducts(t, fan, { products: [{ _id: q.id, quantity: 1 }], couponCode: 'ONCEEACH' });
    expect({ status: second.statusCode, code: second.json().code }).toEqual({ status: 422, code: 'COUPON_HELD_BY_YOU' });
    const cancelled = await t.request({ method: 'POST', url: `/api/orders/${first.json().data.order._id}/cancel`, token: fan.token });
    expect(cancelled.json().data).toMatchObject({ status: 'cancelled', paymentUrl: null });
    const again = await purchaseProducts(t, fan, { products: [{ _id: q.id, quantity: 1 }], couponCode: 'ONCEEACH' });
    expect(again.statusCode).toBe(200);
    expect(again.json().data.order.discount).toBe(200);
  });

  it('the last item in stock: one order delivers it, the other is paid with its line refunded and no earning', async () => {
    const product = await createProduct(t.db, { performer_id: seller.id, name: 'Last mug', stock: 1, price_cents: 1200 });
    const [a, b] = [await newBuyer(), await newBuyer()];
    const ids = [
      await pendingPurchase(await purchaseProducts(t, a, { products: [{ _id: product.id, quantity: 1 }], shipping: SHIPPING })),
      await pendingPurchase(await purchaseProducts(t, b, { products: [{ _id: product.id, quantity: 1 }], shipping: SHIPPING })),
    ];
    await Promise.all([decide(t, a, ids[0], 'approve'), decide(t, b, ids[1], 'approve')]);
    const stock = await t.db.selectFrom('products').select('stock').where('id', '=', product.id).executeTakeFirstOrThrow();
    expect(stock.stock).toBe(0);
    const lines = await t.db.selectFrom('order_lines').select(['id', 'delivery_status']).where('object_id', '=', product.id).execute();
    expect(lines.map((l) => l.delivery_status).sort()).toEqual(['processing', 'refunded']);
    const earnings = await t.db
      .selectFrom('earnings')
      .select('order_line_id')
      .where(
        'order_line_id',
        'in',
        lines.map((l) => l.id),
      )
      .execute();
    expect(earnings).toHaveLength(1);
    expect(earnings[0].order_line_id).toBe(lines.find((l) => l.delivery_status === 'processing')!.id);
    const reasons = await t.db
      .selectFrom('orders')
      .select('status_reason')
      .where('id', 'in', t.db.selectFrom('order_lines').select('order_id').where('object_id', '=', product.id))
      .execute();
    expect(reasons.filter((r) => /out of stock/.test(r.status_reason ?? ''))).toHaveLength(1);
    // The late buyer's money comes back by itself: the whole payment (its only line) is refunded through the sandbox.
    const refunds = await t.db
      .selectFrom('refunds')
      .innerJoin('transactions', 'transactions.id', 'refunds.transaction_id')
      .select(['refunds.amount_cents', 'refunds.status', 'transactions.status as txStatus'])
      .where('transactions.id', 'in', ids)
      .execute();
    expect(refunds).toEqual([{ amount_cents: 1200, status: 'confirmed', txStatus: 'refunded' }]);
  });
});
