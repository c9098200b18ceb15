/**
 * @jest-environment node
 */
import { createPerformer, createProduct, createUser, createVideo, subscribe } from './helpers/catalogue';
import { createCheckoutApp, decide, pendingPurchase, purchaseProducts, SHIPPING } from './helpers/checkout';
import { DEMO, type TestApp } from './helpers/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createCheckoutApp();
}, 60_000);
afterAll(() => t.close());

const PASSWORD = 'test-password';
const remove = (token: string, payload: object) => t.request({ method: 'POST', url: '/api/users/me/deletion', token, payload });
const confirmed = { password: PASSWORD, confirmation: 'DELETE' };
const status = async (token: string) => (await t.request({ method: 'GET', url: '/api/users/me', token })).statusCode;

async function fan() {
  const user = await createUser(t.db);
  return { user, id: user.id, token: await t.login(user.username, PASSWORD) };
}

describe('deleting one’s own account', () => {
  it('keeps the orders and the performer’s earnings, scrubs the person, signs every device out and frees the name and address', async () => {
    const { user, id, token } = await fan();
    const otherDevice = await t.login(user.username, PASSWORD);
    const seller = await createPerformer(t.db);
    const product = await createProduct(t.db, { performer_id: seller.id, price_cents: 2000, stock: 5 });
    const txId = await pendingPurchase(await purchaseProducts(t, { id, token }, { products: [{ _id: product.id, quantity: 1 }], shipping: SHIPPING }));
    expect((await decide(t, { id, token }, txId, 'approve')).statusCode).toBe(200);
    const video = await createVideo(t.db, { performer_id: seller.id });
    await t.request({ method: 'POST', url: '/api/comments', token, payload: { objectType: 'video', objectId: video.id, content: 'Lovely' } });

    // The shirt is still on its way: the address is needed until it arrives.
    const early = await remove(token, confirmed);
    expect(early.statusCode).toBe(409);
    expect(early.json().code).toBe('DELIVERY_PENDING');
    await t.db.updateTable('order_lines').set({ delivery_status: 'delivered' }).where('object_id', '=', product.id).execute();

    const earningsBefore = await t.db.selectFrom('earnings').selectAll().where('performer_id', '=', seller.id).execute();
    const res = await remove(token, { ...confirmed, confirmation: 'delete' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: 0, data: { deleted: true } });

    expect(await status(token)).toBe(401);
    expect(await status(otherDevice)).toBe(401);
    for (const login of [user.username, user.email]) {
      const refused = await t.request({ method: 'POST', url: '/api/auth/login', payload: { username: login, password: PASSWORD } });
      expect(refused.statusCode).toBe(401);
    }
    const row = await t.db.selectFrom('users').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
    expect(row).toMatchObject({ status: 'deleted', name: 'Deleted user', avatar_path: null, bio: null, country: null });
    expect(row.username).not.toBe(user.username);
    expect(row.email).not.toContain(user.username);

    const order = await t.db.selectFrom('orders').selectAll().where('buyer_id', '=', id).executeTakeFirstOrThrow();
    expect(order).toMatchObject({
      status: 'paid',
      total_cents: 2000,
      shipping_name: null,
      shipping_address: null,
      shipping_phone: null,
      shipping_postal_code: null,
    });
    expect(await t.db.selectFrom('earnings').selectAll().where('performer_id', '=', seller.id).execute()).toEqual(earningsBefore);
    expect(earningsBefore).toHaveLength(1);

    const comments = (await t.request({ method: 'GET', url: `/api/comments/search?objectType=video&objectId=${video.id}` })).json().data.data;
    expect(comments.map((c: { content: string; creator: { name: string; username: string } }) => [c.content, c.creator.name, c.creator.username])).toEqual([
      ['Lovely', 'Deleted user', ''],
    ]);
    expect((await t.request({ method: 'GET', url: `/api/users/view/${id}` })).statusCode).toBe(404);

    const again = await t.request({
      method: 'POST',
      url: '/api/auth/users/register',
      payload: { name: 'Back again', username: user.username, email: user.email, password: 'another-password' },
    });
    expect(again.statusCode).toBe(200);
    expect(await t.db.selectFrom('users').select('id').where('username', '=', user.username).executeTakeFirstOrThrow()).not.toEqual({ id });
  });

  it('refuses without the typed confirmation or with a wrong password, keeping the account', async () => {
    const { token } = await fan();
    const unconfirmed = await remove(token, { password: PASSWORD, confirmation: 'yes' });
    expect(unconfirmed.statusCode).toBe(400);
    expect(unconfirmed.json().code).toBe('CONFIRMATION_MISMATCH');
    const wrong = await remove(token, { password: 'not-my-password', confirmation: 'DELETE' });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().code).toBe('WRONG_CURRENT_PASSWORD');
    expect((await remove(token, { confirmation: 'DELETE' })).json().code).toBe('VALIDATION_ERROR');
    expect((await remove('', confirmed)).statusCode).toBe(401);
    expect(await status(token)).toBe(200);
  });

  it('asks a fan to cancel renewing subscriptions first', async () => {
    const { id, token } = await fan();
    await subscribe(t.db, id, (await createPerformer(t.db)).id);
    await t.db.updateTable('subscriptions').set({ recurring: true }).where('user_id', '=', id).execute();
    const res = await remove(token, confirmed);
    expect(res.statusCode).toBe(409);
    expect(res.json().code).toBe('ACTIVE_SUBSCRIPTIONS');
    await t.db.updateTable('subscriptions').set({ status: 'cancelled', cancelled_at: new Date() }).where('user_id', '=', id).execute();
    expect((await remove(token, confirmed)).statusCode).toBe(200);
  });

  it('takes the person out of their creator application and deletes its identity files', async () => {
    const { id, token } = await fan();
    const application = await t.db
      .insertInto('creator_applications')
      .values({
        user_id: id,
        state: 'submitted',
        legal_name: 'Real Name',
        birth_date: '1990-04-25',
        country: 'GB',
        stage_name: 'Star',
        submitted_at: new Date(),
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const folderKey = `identity/${application.id}/document.png`;
    await t.app.services.storage.put(folderKey, Buffer.from('a photo'));
    await t.db.updateTable('creator_applications').set({ document_key: folderKey }).where('id', '=', application.id).execute();

    expect((await remove(token, confirmed)).statusCode).toBe(200);
    const row = await t.db.selectFrom('creator_applications').selectAll().where('id', '=', application.id).executeTakeFirstOrThrow();
    expect(row).toMatchObject({
      legal_name: null,
      birth_date: null,
      country: null,
      stage_name: null,
      document_key: null,
      state: 'rejected',
      review_note: 'The account was deleted.',
    });
    expect(row.documents_deleted_at).not.toBeNull();
    expect(await t.app.services.storage.exists(folderKey)).toBe(false);
  });

  it('sends performers and admins to support', async () => {
    const performer = await createPerformer(t.db);
    const asPerformer = await remove(await t.login(performer.username, PASSWORD), confirmed);
    expect(asPerformer.statusCode).toBe(409);
    expect(asPerformer.json()).toMatchObject({ code: 'PERFORMER_ACCOUNT', message: expect.stringContaining('contact') });
    const asAdmin = await remove(await t.login(DEMO.admin.username, DEMO.admin.password), { password: DEMO.admin.password, confirmation: 'DELETE' });
    expect(asAdmin.statusCode).toBe(409);
    expect(asAdmin.json().code).toBe('ADMIN_ACCOUNT');
    expect((await t.db.selectFrom('users').select('status').where('id', '=', performer.id).executeTakeFirstOrThrow()).status).toBe('active');
  });
});
