// The world the authorisation matrix runs in: one user per identity, things owned by the owners, and helpers
// for requests that use something up (a comment to remove) or carry a file.
import fs from 'node:fs';
import path from 'node:path';
import { SANDBOX_SECRET_FILE, SANDBOX_SIGNATURE_HEADER, signSandboxBody } from '../../server/payments/sandbox/signature';
import { protectedKey, publicKey, publicFileUrl, signFileUrl, signFolderUrl } from '../../server/storage';
import { freeLink } from '../../server/modules/entitlements/link-grants';
import { identityFileLink } from '../../server/modules/creator-applications/identity-links';
import { UNSUBSCRIBE_API, unsubscribeQuery } from '../../server/modules/notifications/unsubscribe-links';
import {
  createChannel,
  createCreatorPost,
  createGallery,
  createPostPhoto,
  createPerformer,
  createPhoto,
  createPost,
  createProduct,
  createUser,
  createVideo,
  formBody,
  testImage,
} from './helpers/catalogue';
import type { TestApp } from './helpers/test-app';

export interface MatrixRequest {
  url?: string;
  payload?: unknown;
  headers?: Record<string, string>;
  /** The caller's token for this request, when the request is made for one session of theirs (default: their usual one). */
  token?: string;
}

interface Account {
  id: string;
  username: string;
  email: string;
  password: string;
}

export interface MatrixContext {
  users: Record<'fan' | 'otherFan' | 'performer' | 'owner' | 'ownerPerformer' | 'admin', Account>;
  ids: {
    performer: string;
    video: string;
    draftVideo: string;
    gallery: string;
    draftGallery: string;
    product: string;
    draftProduct: string;
    channel: string;
    post: string;
    creatorPost: string;
    draftCreatorPost: string;
  };
  publicFileUrl: string;
  signedFileUrl: string;
  /** A free video's HLS playlist, by its folder token. */
  signedStreamUrl: string;
  setting: { key: string; value: unknown };
  passwordOf(identity: string): string;
  newRegistration(): Record<string, string>;
  /** A fresh comment by the owner (a fan) on the video. */
  newComment(): Promise<string>;
  /** A new video of the owning performer, for a call that changes or deletes it. */
  newVideo(values?: { status?: 'draft' | 'active'; media_state?: 'awaiting_upload' | 'failed'; poster_candidates?: string[] }): Promise<string>;
  /** A processed video of the owner's whose new file failed to process. */
  newVideoWithFailedReplacement(): Promise<string>;
  upload(field: string): Promise<MatrixRequest>;
  /** A new draft gallery of the owning performer with one ready photo (its file in storage), for a call that changes it. */
  newGallery(): Promise<{ id: string; photoId: string }>;
  /** A new draft post of the owning performer with one ready photo (its files in storage), for a call that changes it. */
  newCreatorPost(): Promise<{ id: string; mediaId: string }>;
  /** A message from the owner (a fan) to the owning performer, who takes messages from anyone: its conversation. */
  newMessage(): Promise<{ conversationId: string; messageId: string }>;
  /** A paid message with a photo from the owning performer to the owner (a fan), in their conversation. */
  newPaidMessage(): Promise<{ conversationId: string; messageId: string }>;
  /** A photo uploaded for a next message: the owner's (a fan) to the owning performer, or (forAll) the owning performer's to all. */
  newDraftPhoto(forAll?: boolean): Promise<{ conversationId: string | null; photoId: string }>;
  /** A new draft physical product of the owning performer with one picture, for a call that changes it. */
  newProduct(): Promise<string>;
  /** The identity's open creator application (a draft, with a country when asked), made if they have none. */
  openApplication(as: string, values?: { country?: string }): Promise<void>;
  /** A new applicant's complete, submitted application (their age verified), for an admin to decide. */
  submittedApplication(): Promise<string>;
  /** A request for an applicant's identity document through a link made for the identity's own (new) session. */
  identityFileRequest(as: string): Promise<MatrixRequest>;
  /** A new fan's account (suspended, when asked), for an admin's call that changes it. */
  newAccount(status?: 'active' | 'suspended'): Promise<string>;
  /** An open report (spam) of a fresh comment of the owner's, for an admin to handle. */
  newReport(): Promise<string>;
  /** A new fan's account the owning performer has blocked. */
  blockedByOwner(): Promise<string>;
  /** A new performer the identity (a fan's, when 'owner') follows; a visitor follows no one. */
  followedBy(as: string): Promise<string>;
  /** A notification of the owner's (a fan's). */
  notificationOfOwner(): Promise<string>;
  /** A mail's link that stops the owner's e-mails about sales. */
  unsubscribeLink(): string;
  /** Checkout's things: the owner (a fan) bought from the owning performer. */
  /** Subscriptions' things: the owning performer's packages, and the owner's (a fan's) subscription to them. */
  subscriptions: {
    /** Edited and deactivated by the matrix. */
    package: string;
    /** Left active, to subscribe to. */
    subscribable: string;
    /** The owner's subscription to the owning performer, made afresh (active) for each call. */
    fresh(): Promise<string>;
    /** The same, cancelled (its period not over): to turn back on. */
    freshCancelled(): Promise<string>;
  };
  checkout: {
    couponCode: string;
    spareCouponId: string;
    saleVideo: string;
    saleGallery: string;
    saleCreatorPost: string;
    /** The owner's pending sandbox transaction and its order. */
    pendingTransaction: string;
    ownerOrder: string;
    /** A paid physical line the owning performer sells to the owner. */
    paidLine: string;
    /** A digital product the owner bought. */
    boughtDigital: string;
    /** Someone else's paid (free) transaction, for the admin to refund. */
    refundable: string;
    newCouponCode(): string;
    /** The owner's open order for the sale gallery (made afresh once the last one was cancelled). */
    openOrder(): Promise<string>;
    /** A correctly signed sandbox webhook (for a transaction nobody has). */
    signedWebhook: MatrixRequest;
  };
}

const PASSWORD = 'test-password';

async function account(t: TestApp, created: { id: string; username: string }, password = PASSWORD): Promise<Account> {
  const { email } = await t.db.selectFrom('users').select('email').where('id', '=', created.id).executeTakeFirstOrThrow();
  return { ...created, email, password };
}

export async function matrixContext(t: TestApp): Promise<MatrixContext> {
  async function newMessage() {
    await t.app.services.messages.setPolicy(ownerPerformer.id, 'anyone');
    // Every row and identity asks for a message of the owner's: more than the flood limit allows a minute.
    await t.db
      .insertInto('settings')
      .values({ key: 'messagesPerMinute', value: JSON.stringify(10_000), group: 'general', public: false })
      .onConflict((oc) => oc.column('key').doUpdateSet({ value: JSON.stringify(10_000) }))
      .execute();
    const message = await t.app.services.messages.sendTo(users.owner.id, ownerPerformer.id, { body: 'Matrix hello' });
    return { conversationId: message.conversationId, messageId: message._id };
  }
  /** A processed photo in a sender's draft (its files need not exist: only links to them are made). */
  const draftPhoto = async (senderId: string, conversationId: string | null) => {
    const keys = { file_key: 'matrix/message.webp', thumb_key: 'matrix/message-thumb.webp', blur_key: 'matrix/message-blur.webp' };
    const row = await t.db
      .insertInto('message_attachments')
      .values({ sender_id: senderId, conversation_id: conversationId, state: 'ready', ...keys, width: 10, height: 10 })
      .returning('id')
      .executeTakeFirstOrThrow();
    return row.id;
  };
  const ownerPerformer = await createPerformer(t.db, { name: 'Matrix Owner' });
  const otherPerformer = await createPerformer(t.db, { name: 'Matrix Other Performer' });
  const owner = await createUser(t.db);
  const admin = await t.db.selectFrom('users').select(['id', 'username']).where('username', '=', 'admin').executeTakeFirstOrThrow();
  const users = {
    fan: await account(t, await createUser(t.db)),
    otherFan: await account(t, await createUser(t.db)),
    performer: await account(t, otherPerformer),
    owner: await account(t, owner),
    ownerPerformer: await account(t, ownerPerformer),
    admin: await account(t, admin, 'admin12345'),
  };
  const video = await createVideo(t.db, { performer_id: ownerPerformer.id, title: 'Matrix video' });
  const draftVideo = await createVideo(t.db, { performer_id: ownerPerformer.id, title: 'Matrix draft video', status: 'draft' });
  const gallery = await createGallery(t.db, { performer_id: ownerPerformer.id, title: 'Matrix gallery' });
  await createPhoto(t.db, { gallery_id: gallery.id, performer_id: ownerPerformer.id });
  const draftGallery = await createGallery(t.db, { performer_id: ownerPerformer.id, title: 'Matrix draft gallery', status: 'draft' });
  const product = await createProduct(t.db, { performer_id: ownerPerformer.id, name: 'Matrix product' });
  const draftProduct = await createProduct(t.db, { performer_id: ownerPerformer.id, name: 'Matrix draft product', status: 'draft' });
  const channel = await createChannel(t.db, { videoIds: [video.id], performerIds: [ownerPerformer.id] });
  const post = await createPost(t.db);
  const creatorPost = await createCreatorPost(t.db, { performer_id: ownerPerformer.id, title: 'Matrix post' });
  const draftCreatorPost = await createCreatorPost(t.db, { performer_id: ownerPerformer.id, title: 'Matrix draft post', status: 'draft' });

  const picture = await testImage('png');
  const storage = t.app.services.storage;
  await storage.put(publicKey('matrix/picture.png'), picture, { contentType: 'image/png' });
  await storage.put(protectedKey('matrix/full.png'), picture, { contentType: 'image/png' });
  await storage.put(protectedKey('matrix/hls/master.m3u8'), Buffer.from('#EXTM3U\n'));
  const checkout = await checkoutThings(t, { owner: owner.id, ownerPerformer: ownerPerformer.id, product: product.id });
  const settings = await t.app.services.settings.list();
  const setting = settings.find((s) => typeof s.value === 'string') ?? settings[0];
  let registrations = 0;

  async function submittedApplication() {
    const applicant = await createUser(t.db);
    await t.db.updateTable('users').set({ verifymyage_verified: true }).where('id', '=', applicant.id).execute();
    const key = `identity/matrix-${applicant.id}/document.png`;
    await storage.put(key, picture, { contentType: 'image/png' });
    const row = await t.db
      .insertInto('creator_applications')
      .values({
        user_id: applicant.id,
        state: 'submitted',
        legal_name: 'Matrix Applicant',
        birth_date: '1990-04-25',
        country: 'GB',
        stage_name: 'Matrix Star',
        document_key: key,
        selfie_key: key,
        agreement_version: '2026-11',
        agreement_accepted_at: new Date(),
        submitted_at: new Date(),
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    return row.id;
  }

  const newComment = async () => {
    const row = await t.db
      .insertInto('comments')
      .values({ user_id: owner.id, object_type: 'video', object_id: video.id, content: 'The owner’s comment', image_key: null })
      .returning('id')
      .executeTakeFirstOrThrow();
    return row.id;
  };
  return {
    users,
    ids: {
      performer: ownerPerformer.id,
      video: video.id,
      draftVideo: draftVideo.id,
      gallery: gallery.id,
      draftGallery: draftGallery.id,
      product: product.id,
      draftProduct: draftProduct.id,
      channel: channel.id,
      post: post.id,
      creatorPost: creatorPost.id,
      draftCreatorPost: draftCreatorPost.id,
    },
    publicFileUrl: publicFileUrl('matrix/picture.png'),
    // A link bound to no account (as a free video's is): anyone holding it may open it.
    signedFileUrl: signFileUrl('matrix/full.png', { secret: t.app.services.fileUrlSecret, link: freeLink(video.id) }),
    signedStreamUrl: signFolderUrl('matrix/hls', 'master.m3u8', { secret: t.app.services.fileUrlSecret, link: freeLink(video.id) }),
    setting: { key: setting.key, value: setting.value },
    passwordOf: (identity) => (identity === 'admin' ? users.admin.password : PASSWORD),
    newRegistration() {
      registrations += 1;
      const name = `matrix_${Date.now().toString(36)}_${registrations}`;
      return { name: 'Matrix Sign-up', username: name, email: `${name}@example.com`, password: 'a-long-password' };
    },
    async newGallery() {
      const made = await createGallery(t.db, { performer_id: ownerPerformer.id, title: 'Matrix new gallery', status: 'draft', photos_count: 1 });
      // A file of its own: removing the photo (or the gallery) removes it.
      const key = `matrix/photo-${made.id}.png`;
      await storage.put(protectedKey(key), picture, { contentType: 'image/png' });
      const photo = await createPhoto(t.db, { gallery_id: made.id, performer_id: ownerPerformer.id, file_key: key, thumb_key: key });
      return { id: made.id, photoId: photo.id };
    },
    newMessage,
    async newPaidMessage() {
      const { conversationId } = await newMessage();
      const photo = await draftPhoto(ownerPerformer.id, conversationId);
      const message = await t.app.services.messages.send(ownerPerformer.id, conversationId, { body: 'Matrix paid', attachments: [photo], priceCents: 400 });
      return { conversationId, messageId: message._id };
    },
    async newDraftPhoto(forAll = false) {
      if (forAll) return { conversationId: null, photoId: await draftPhoto(ownerPerformer.id, null) };
      const { conversationId } = await newMessage();
      return { conversationId, photoId: await draftPhoto(users.owner.id, conversationId) };
    },
    async newCreatorPost() {
      const made = await createCreatorPost(t.db, { performer_id: ownerPerformer.id, title: 'Matrix new post', status: 'draft' });
      const key = `matrix/post-photo-${made.id}.png`;
      await storage.put(protectedKey(key), picture, { contentType: 'image/png' });
      const photo = await createPostPhoto(t.db, { post_id: made.id, file_key: key, thumb_key: key });
      return { id: made.id, mediaId: photo.id };
    },
    async openApplication(as, values = {}) {
      const account = as === 'owner' ? users.owner : users[as as keyof typeof users];
      if (!account) return;
      const open = await t.db
        .selectFrom('creator_applications')
        .select('id')
        .where('user_id', '=', account.id)
        .where('state', 'in', ['draft', 'needs_documents'])
        .executeTakeFirst();
      if (open)
        await t.db
          .updateTable('creator_applications')
          .set({ country: values.country ?? null })
          .where('id', '=', open.id)
          .execute();
      else
        await t.db
          .insertInto('creator_applications')
          .values({ user_id: account.id, country: values.country ?? null })
          .execute();
    },
    submittedApplication,
    async identityFileRequest(as) {
      const id = await submittedApplication();
      const account = as === 'visitor' ? null : as === 'owner' ? users.owner : users[as as keyof typeof users];
      if (!account) return { url: identityFileLink(t.app.services.fileUrlSecret, id, 'document', 'no-session').url };
      const token = await t.login(account.username, account.password);
      const session = await t.app.services.sessions.resolve(token);
      return { url: identityFileLink(t.app.services.fileUrlSecret, id, 'document', session!.id).url, token };
    },
    async newAccount(status = 'active') {
      const { id } = await createUser(t.db);
      if (status === 'suspended') {
        await t.db.updateTable('users').set({ status, suspended_at: new Date(), suspension_reason: 'Matrix' }).where('id', '=', id).execute();
      }
      return id;
    },
    async newProduct() {
      const key = `matrix/product-${Date.now()}-${Math.random().toString(36).slice(2)}.png`;
      await storage.put(publicKey(key), picture, { contentType: 'image/png' });
      return (await createProduct(t.db, { performer_id: ownerPerformer.id, name: 'Matrix new product', status: 'draft', image_keys: [key] })).id;
    },
    async newVideo(values = {}) {
      return (await createVideo(t.db, { performer_id: ownerPerformer.id, title: 'Matrix new video', status: 'draft', ...values })).id;
    },
    async newVideoWithFailedReplacement() {
      const { id } = await createVideo(t.db, { performer_id: ownerPerformer.id, title: 'Matrix replaced video', status: 'draft' });
      await t.db.insertInto('video_replacements').values({ video_id: id, state: 'failed', error: 'This file has no video track.' }).execute();
      return id;
    },
    newComment,
    async followedBy(as) {
      const performer = await createPerformer(t.db);
      const account = as === 'visitor' ? undefined : users[as as keyof typeof users];
      if (account) await t.db.insertInto('follows').values({ fan_id: account.id, performer_id: performer.id }).execute();
      return performer.id;
    },
    unsubscribeLink: () => `${UNSUBSCRIBE_API}?${unsubscribeQuery(t.app.services.fileUrlSecret, users.owner.id, ['sale'])}`,
    async notificationOfOwner() {
      const row = await t.db
        .insertInto('notifications')
        .values({ user_id: users.owner.id, kind: 'subscription_expired', subject: JSON.stringify({ title: 'Matrix Owner', path: '/user/subscriptions' }) })
        .returning('id')
        .executeTakeFirstOrThrow();
      return row.id;
    },
    async blockedByOwner() {
      const { id } = await createUser(t.db);
      await t.db.insertInto('user_blocks').values({ performer_id: ownerPerformer.id, user_id: id }).execute();
      return id;
    },
    async newReport() {
      const commentId = await newComment();
      const row = await t.db
        .insertInto('reports')
        .values({
          reporter_id: users.fan.id,
          object_type: 'comment',
          object_id: commentId,
          owner_id: owner.id,
          object_title: 'The owner’s comment',
          reason: 'spam',
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      return row.id;
    },
    async upload(field) {
      return formBody({ [field]: { file: picture } });
    },
    checkout,
    subscriptions: await subscriptionThings(t, { owner: owner.id, ownerPerformer: ownerPerformer.id }),
  };
}

async function subscriptionThings(t: TestApp, ids: { owner: string; ownerPerformer: string }): Promise<MatrixContext['subscriptions']> {
  const [pkg, subscribable] = await t.db
    .insertInto('subscription_packages')
    .values(['Matrix monthly', 'Matrix yearly'].map((name) => ({ performer_id: ids.ownerPerformer, name, price_cents: 500, period_days: 30 })))
    .returning('id')
    .execute();
  async function fresh(): Promise<string> {
    await t.db
      .updateTable('subscriptions')
      .set({ status: 'expired', ended_at: new Date() })
      .where('user_id', '=', ids.owner)
      .where('status', '<>', 'expired')
      .execute();
    const row = await t.db
      .insertInto('subscriptions')
      .values({
        user_id: ids.owner,
        performer_id: ids.ownerPerformer,
        package_id: pkg.id,
        price_cents: 500,
        recurring: true,
        gateway: 'sandbox',
        current_period_end: new Date(Date.now() + 30 * 24 * 60 * 60 * 1000),
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    return row.id;
  }
  return {
    package: pkg.id,
    subscribable: subscribable.id,
    fresh,
    async freshCancelled() {
      const id = await fresh();
      await t.db.updateTable('subscriptions').set({ status: 'cancelled', cancelled_at: new Date() }).where('id', '=', id).execute();
      return id;
    },
  };
}

async function checkoutThings(t: TestApp, ids: { owner: string; ownerPerformer: string; product: string }): Promise<MatrixContext['checkout']> {
  const expires = new Date(Date.now() + 30 * 24 * 60 * 60 * 1000);
  const coupons = await t.db
    .insertInto('coupons')
    .values(
      ['MATRIX10', 'MATRIXFREE', 'MATRIXSPARE'].map((code) => ({
        code,
        discount_bp: code === 'MATRIXFREE' ? 10000 : 1000,
        uses_left: 100,
        expires_at: expires,
      })),
    )
    .returning(['id', 'code'])
    .execute();
  const saleVideo = await createVideo(t.db, { performer_id: ids.ownerPerformer, title: 'Matrix video for sale', access: 'sale', price_cents: 500 });
  const saleGallery = await createGallery(t.db, { performer_id: ids.ownerPerformer, title: 'Matrix gallery for sale', access: 'sale', price_cents: 700 });
  const saleCreatorPost = await createCreatorPost(t.db, { performer_id: ids.ownerPerformer, title: 'Matrix post for sale', access: 'sale', price_cents: 300 });
  const digital = await createProduct(t.db, {
    performer_id: ids.ownerPerformer,
    name: 'Matrix download',
    type: 'digital',
    stock: null,
    digital_file_key: 'matrix/full.png',
  });
  const userRow = (id: string) => t.db.selectFrom('users').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
  const owner = await userRow(ids.owner);
  const { checkout, sellables } = t.app.services;
  const pending = await checkout.purchase(owner, sellables.video, { id: saleVideo.id }, '');
  const shipping = { name: 'Matrix Owner', address: '1 Matrix Road', phone: '+1 555 0100', postalCode: '12345', city: 'Springfield', country: 'US' };
  const paid = await checkout.purchase(
    owner,
    sellables.product,
    {
      products: [
        { _id: ids.product, quantity: 1 },
        { _id: digital.id, quantity: 1 },
      ],
      couponCode: 'MATRIXFREE',
      shipping,
    },
    '',
  );
  const someone = await userRow((await createUser(t.db)).id);
  const refundable = await checkout.purchase(someone, sellables.video, { id: saleVideo.id, couponCode: 'MATRIXFREE' }, '');
  const body = JSON.stringify({
    id: 'matrix-webhook',
    type: 'payment.approved',
    transactionId: '6b1f3a1e-0000-4000-8000-00000000beef',
    amount: 100,
    currency: 'USD',
    createdAt: new Date().toISOString(),
  });
  const secret = fs.readFileSync(path.join(t.config.dataDir, SANDBOX_SECRET_FILE), 'utf8').trim();
  let newCoupons = 0;
  return {
    couponCode: 'MATRIX10',
    spareCouponId: coupons.find((c) => c.code === 'MATRIXSPARE')!.id,
    saleVideo: saleVideo.id,
    saleGallery: saleGallery.id,
    saleCreatorPost: saleCreatorPost.id,
    pendingTransaction: pending.transaction._id,
    ownerOrder: pending.order._id,
    paidLine: paid.order.lines.find((l) => l.objectId === ids.product)!._id,
    boughtDigital: digital.id,
    refundable: refundable.transaction._id,
    newCouponCode: () => `MATRIXNEW${++newCoupons}`,
    openOrder: async () => (await checkout.purchase(owner, sellables.gallery, { id: saleGallery.id }, '')).order._id,
    signedWebhook: { payload: body, headers: { 'content-type': 'application/json', [SANDBOX_SIGNATURE_HEADER]: signSandboxBody(secret, body) } },
  };
}
