/**
 * @jest-environment node
 */
// The Studio's products: physical (price, stock, shipping note, pictures) and digital (its file sent by tus and
// delivered by the signed download link), published and unpublished, deleted; refused to others.
import fs from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { createPerformer, createUser, formBody, testImage } from './helpers/catalogue';
import { listen } from './helpers/sockets';
import { createTestApp, type TestApp } from './helpers/test-app';
import { tusSend } from './helpers/tus-uploads';

const PASSWORD = 'test-password';

let t: TestApp;
let base: string;

beforeAll(async () => {
  t = await createTestApp();
  base = await listen(t);
}, 60_000);
afterAll(() => t.close());

async function performer() {
  const user = await createPerformer(t.db);
  return { user, token: await t.login(user.username, PASSWORD) };
}

const call = (token: string | undefined, method: 'GET' | 'POST' | 'PATCH' | 'DELETE', url: string, payload?: object) =>
  t.request({ method, url: `/api${url}`, token, payload });

const sendFile = (token: string, productId: string, bytes: Buffer, filename = 'recipes.pdf') =>
  tusSend(`${base}/api/performer/uploads/product-files`, token, { productId, filename }, bytes);

const picture = async (colour: string) =>
  formBody({
    image: {
      file: await sharp({ create: { width: 1600, height: 1000, channels: 3, background: colour } })
        .png()
        .toBuffer(),
    },
  });

const stored = (key: string) => fs.existsSync(path.join(t.config.dataDir, 'files', key));

describe('a performer sells a physical product from the Studio', () => {
  it('creates it with price, stock and shipping note, adds and removes pictures, publishes and deactivates it', async () => {
    const { token } = await performer();
    const created = await call(token, 'POST', '/performer/products', {
      name: ' Signed poster ',
      type: 'physical',
      price: 2500,
      stock: 20,
      shippingNote: 'Ships in a tube within 3 days.',
    });
    expect(created.statusCode).toBe(201);
    const product = created.json().data;
    expect(product).toMatchObject({
      name: 'Signed poster',
      type: 'physical',
      price: 2500,
      stock: 20,
      shippingNote: 'Ships in a tube within 3 days.',
      publication: 'draft',
      images: [],
    });

    for (const colour of ['#c33', '#3c3']) {
      const res = await t.request({ method: 'POST', url: `/api/performer/products/${product._id}/images`, token, ...(await picture(colour)) });
      expect(res.statusCode).toBe(200);
    }
    let view = (await call(token, 'GET', `/performer/assets/products/${product._id}/view`)).json().data;
    expect(view.images).toHaveLength(2);
    const first = view.images[0].replace('/api/files/public/', '');
    expect((await sharp(fs.readFileSync(path.join(t.config.dataDir, 'files', 'public', first))).metadata()).width).toBe(1200);
    const again = await t.request({ method: 'POST', url: `/api/performer/products/${product._id}/images`, token, ...(await picture('#c33')) });
    expect(again.json().code).toBe('SAME_IMAGE');
    view = (await call(token, 'DELETE', `/performer/products/${product._id}/images/0`)).json().data;
    expect(view.images).toHaveLength(1);
    expect(stored(`public/${first}`)).toBe(false);

    expect((await call(token, 'PATCH', `/performer/products/${product._id}`, { stock: null, price: 1999 })).json().data).toMatchObject({
      stock: null,
      price: 1999,
      inStock: true,
    });
    expect((await call(token, 'POST', `/performer/products/${product._id}/publish`, { publish: true })).json().data.publication).toBe('live');
    expect((await call(undefined, 'GET', `/user/assets/products/${product._id}`)).json().data).toMatchObject({
      name: 'Signed poster',
      shippingNote: 'Ships in a tube within 3 days.',
    });
    expect((await call(token, 'POST', `/performer/products/${product._id}/publish`, { publish: false })).json().data.publication).toBe('draft');
    expect((await call(undefined, 'GET', `/user/assets/products/${product._id}`)).statusCode).toBe(404);
  });

  it('refuses a price of 0, stock on a digital product, a bad stock, and too many pictures', async () => {
    const { token } = await performer();
    for (const body of [
      { name: 'Free?', type: 'physical', price: 0 },
      { name: 'No price', type: 'physical' },
      { name: 'Bad stock', type: 'physical', price: 100, stock: -1 },
      { name: 'Bad stock', type: 'physical', price: 100, stock: 1.5 },
      { name: 'Stocked file', type: 'digital', price: 100, stock: 5 },
      { name: 'Shipped file', type: 'digital', price: 100, shippingNote: 'By post' },
      { name: 'x', type: 'physical', price: 100, shippingNote: 'x'.repeat(501) },
      { name: 'x', type: 'service', price: 100 },
    ])
      expect((await call(token, 'POST', '/performer/products', body)).statusCode).toBe(400);
    const { _id } = (await call(token, 'POST', '/performer/products', { name: 'Prints', type: 'physical', price: 100 })).json().data;
    await t.db
      .updateTable('products')
      .set({ image_keys: Array.from({ length: 8 }, (_, i) => `products/${_id}/p${i}.webp`) })
      .where('id', '=', _id)
      .execute();
    const ninth = await t.request({
      method: 'POST',
      url: `/api/performer/products/${_id}/images`,
      token,
      ...(await formBody({ image: { file: await testImage('png') } })),
    });
    expect(ninth.statusCode).toBe(409);
    expect(ninth.json().code).toBe('TOO_MANY_IMAGES');
  });
});

describe('a performer sells a digital product from the Studio', () => {
  it('takes its file by tus, publishes it only once it has one, and a buyer downloads that file', async () => {
    const { user, token } = await performer();
    const { _id: productId } = (await call(token, 'POST', '/performer/products', { name: 'Recipe book', type: 'digital', price: 900 })).json().data;
    const noFile = await call(token, 'POST', `/performer/products/${productId}/publish`, { publish: true });
    expect(noFile.statusCode).toBe(409);
    expect(noFile.json().code).toBe('NO_FILE');

    const pdf = Buffer.concat([Buffer.from('%PDF-1.4\n'), Buffer.alloc(300_000, 7), Buffer.from('\n%%EOF\n')]);
    expect(await sendFile(token, productId, pdf)).toEqual({ status: 204, message: '' });
    const row = await t.db.selectFrom('products').select(['digital_file_key']).where('id', '=', productId).executeTakeFirstOrThrow();
    expect(row.digital_file_key).toMatch(/^downloads\/[0-9a-f]{32}\.pdf$/);
    expect(fs.readFileSync(path.join(t.config.dataDir, 'files', 'protected', row.digital_file_key!)).equals(pdf)).toBe(true);
    expect(await t.db.selectFrom('uploads').select('id').where('user_id', '=', user.id).execute()).toEqual([]);
    expect((await call(token, 'GET', `/performer/assets/products/${productId}/view`)).json().data.hasDigitalFile).toBe(true);

    // A new file replaces the old one.
    const zip = Buffer.concat([Buffer.from([0x50, 0x4b, 0x03, 0x04]), Buffer.alloc(1000, 1)]);
    expect((await sendFile(token, productId, zip, 'recipes.zip')).status).toBe(204);
    expect(stored(`protected/${row.digital_file_key}`)).toBe(false);

    expect((await call(token, 'POST', `/performer/products/${productId}/publish`, { publish: true })).json().data.publication).toBe('live');
    const link = (await call(token, 'GET', `/user/assets/products/${productId}/download-link`)).json().data.downloadLink;
    const file = await fetch(`${base}${link}`);
    expect(file.status).toBe(200);
    expect(Buffer.from(await file.arrayBuffer()).equals(zip)).toBe(true);
  });

  it('refuses a file for a physical product, another performer and a fan; deletes the product with its file', async () => {
    const { token } = await performer();
    const { _id: physical } = (await call(token, 'POST', '/performer/products', { name: 'Mug', type: 'physical', price: 1500 })).json().data;
    expect(await sendFile(token, physical, Buffer.from('bytes'))).toEqual({
      status: 409,
      message: 'Only a digital product has a file to download: this one is physical.',
    });
    const { _id: digital } = (await call(token, 'POST', '/performer/products', { name: 'Presets', type: 'digital', price: 500 })).json().data;
    const { token: other } = await performer();
    expect((await sendFile(other, digital, Buffer.from('bytes'))).status).toBe(404);
    const fan = await createUser(t.db);
    const fanToken = await t.login(fan.username, PASSWORD);
    expect((await sendFile(fanToken, digital, Buffer.from('bytes'))).status).toBe(403);
    for (const [method, url, body] of [
      ['PATCH', `/performer/products/${digital}`, { name: 'Theirs' }],
      ['POST', `/performer/products/${digital}/publish`, { publish: false }],
      ['DELETE', `/performer/products/${digital}/images/0`, undefined],
      ['DELETE', `/performer/products/${digital}`, undefined],
    ] as const) {
      expect((await call(other, method, url, body)).statusCode).toBe(404);
      expect((await call(fanToken, method, url, body)).statusCode).toBe(403);
    }
    expect((await sendFile(token, digital, Buffer.from('some presets'), 'presets.txt')).status).toBe(204);
    const key = (await t.db.selectFrom('products').select('digital_file_key').where('id', '=', digital).executeTakeFirstOrThrow()).digital_file_key!;
    expect((await call(token, 'DELETE', `/performer/products/${digital}`)).json().data).toEqual({ removed: 'deleted' });
    expect(stored(`protected/${key}`)).toBe(false);
  });
});
