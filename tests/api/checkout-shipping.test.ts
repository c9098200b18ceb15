/**
 * @jest-environment node
 */
// Shipping: an order of physical products ships to a country and a city, and pays the shippingFee setting (0 by
// default) once per seller who ships, as a line that seller earns from and that a coupon does not discount. A
// seller none of whose goods could be delivered ships nothing: their shipping is refunded with the goods.
import { createPerformer, createProduct, createUser } from './helpers/catalogue';
import { createCheckoutApp, decide, pendingPurchase, purchaseProducts, SHIPPING, type Buyer } from './helpers/checkout';
import type { TestApp } from './helpers/test-app';

let t: TestApp;

beforeAll(async () => {
  t = await createCheckoutApp();
}, 60_000);
afterAll(() => t.close());

async function newBuyer(): Promise<Buyer> {
  const user = await createUser(t.db);
  return { id: user.id, token: await t.login(user.username, 'test-password') };
}
const setShippingFee = (cents: number) =>
  t.db
    .updateTable('settings')
    .set({ value: JSON.stringify(cents) })
    .where('key', '=', 'shippingFee')
    .execute();
const linesOf = (orderId: string) => t.db.selectFrom('order_lines').selectAll().where('order_id', '=', orderId).orderBy('created_at').execute();

describe('shipping', () => {
  it('is free by default, says so in the public settings, and asks for the country and city', async () => {
    const settings = await t.request({ method: 'GET', url: '/api/settings/public?group=payment' });
    expect(settings.json().data.shippingFee).toBe(0);
    const seller = await createPerformer(t.db);
    const mug = await createProduct(t.db, { performer_id: seller.id, stock: 5, price_cents: 1200, name: 'Mug' });
    const buyer = await newBuyer();

    const { city: _city, country: _country, ...withoutPlace } = SHIPPING;
    const missing = await purchaseProducts(t, buyer, { products: [{ _id: mug.id, quantity: 1 }], shipping: withoutPlace });
    expect(missing.statusCode).toBe(400);
    const wrongCountry = await purchaseProducts(t, buyer, { products: [{ _id: mug.id, quantity: 1 }], shipping: { ...SHIPPING, country: 'USA' } });
    expect(wrongCountry.statusCode).toBe(400);
    expect(await t.db.selectFrom('orders').select('id').where('buyer_id', '=', buyer.id).execute()).toEqual([]);

    const res = await purchaseProducts(t, buyer, { products: [{ _id: mug.id, quantity: 1 }], shipping: { ...SHIPPING, country: 'gb', city: 'Leeds' } });
    expect(res.statusCode).toBe(200);
    const order = res.json().data.order;
    expect(order.total).toBe(1200);
    expect(order.lines.map((l: { objectType: string }) => l.objectType)).toEqual(['product']);
    expect(order.shipping).toMatchObject({ city: 'Leeds', country: 'GB' });
  });

  it('charges the fee once per seller, outside the coupon, and pays it to that seller', async () => {
    await setShippingFee(450);
    try {
      await t.db
        .insertInto('coupons')
        .values({ code: 'SHIPHALF', discount_bp: 5000, uses_left: 5, expires_at: new Date(Date.now() + 86_400_000) })
        .execute();
      const ann = await createPerformer(t.db, { name: 'Ann Seller' });
      const bob = await createPerformer(t.db, { name: 'Bob Seller' });
      const cup = await createProduct(t.db, { performer_id: ann.id, stock: 5, price_cents: 1000, name: 'Cup' });
      const plate = await createProduct(t.db, { performer_id: ann.id, stock: 5, price_cents: 2000, name: 'Plate' });
      const print = await createProduct(t.db, { performer_id: bob.id, stock: 5, price_cents: 3000, name: 'Print' });
      const ebook = await createProduct(t.db, { performer_id: bob.id, type: 'digital', stock: null, price_cents: 1000, name: 'Ebook' });
      const buyer = await newBuyer();
      const res = await purchaseProducts(t, buyer, {
        products: [cup, plate, print, ebook].map((p) => ({ _id: p.id, quantity: 1 })),
        couponCode: 'SHIPHALF',
        shipping: SHIPPING,
      });
      expect(res.statusCode).toBe(200);
      const order = res.json().data.order;
      // 70.00 of goods, half off (35.00), plus two sellers' shipping at 4.50 each.
      expect({ subtotal: order.subtotal, discount: order.discount, total: order.total }).toEqual({ subtotal: 7900, discount: 3500, total: 4400 });
      const shipping = order.lines.filter((l: { objectType: string }) => l.objectType === 'shipping');
      expect(shipping.map((l: { name: string; total: number; discount: number }) => [l.name, l.total, l.discount])).toEqual([
        ['Shipping: Ann Seller', 450, 0],
        ['Shipping: Bob Seller', 450, 0],
      ]);

      const approved = await decide(t, buyer, await pendingPurchase(res), 'approve');
      expect(approved.statusCode).toBe(200);
      const earnings = await t.db
        .selectFrom('earnings')
        .select(['performer_id', 'source_type', 'gross_cents'])
        .where('source_type', '=', 'shipping')
        .where('performer_id', 'in', [ann.id, bob.id])
        .orderBy('performer_id')
        .execute();
      expect(earnings.map((e) => [e.performer_id, e.gross_cents]).sort()).toEqual(
        [
          [ann.id, 450],
          [bob.id, 450],
        ].sort(),
      );
    } finally {
      await setShippingFee(0);
    }
  });

  it("refunds a seller's shipping with their goods when none of them could be delivered", async () => {
    await setShippingFee(500);
    try {
      const seller = await createPerformer(t.db, { name: 'Last One' });
      const lamp = await createProduct(t.db, { performer_id: seller.id, stock: 1, price_cents: 4000, name: 'Lamp' });
      const [first, second] = [await newBuyer(), await newBuyer()];
      const firstTx = await pendingPurchase(await purchaseProducts(t, first, { products: [{ _id: lamp.id, quantity: 1 }], shipping: SHIPPING }));
      const secondRes = await purchaseProducts(t, second, { products: [{ _id: lamp.id, quantity: 1 }], shipping: SHIPPING });
      const secondTx = await pendingPurchase(secondRes);
      await decide(t, first, firstTx, 'approve');
      await decide(t, second, secondTx, 'approve');

      const lines = await linesOf(secondRes.json().data.order._id);
      expect(lines.map((l) => [l.object_type, l.delivery_status, l.refunded_cents])).toEqual([
        ['product', 'refunded', 4000],
        ['shipping', 'refunded', 500],
      ]);
      const refunds = await t.db.selectFrom('refunds').select(['amount_cents', 'reason']).where('transaction_id', '=', secondTx).execute();
      expect(refunds).toHaveLength(1);
      expect(refunds[0].amount_cents).toBe(4500);
      expect(refunds[0].reason).toMatch(/Nothing was left to ship \("Shipping: Last One"\)/);
      const tx = await t.db.selectFrom('transactions').select('status').where('id', '=', secondTx).executeTakeFirstOrThrow();
      expect(tx.status).toBe('refunded');
    } finally {
      await setShippingFee(0);
    }
  });
});
