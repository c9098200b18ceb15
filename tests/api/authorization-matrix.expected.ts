// Who may call each API route: the expected table the authorisation matrix test checks the server against.
// Every route of the server needs a row here (a new route without one fails the test). Columns, in order:
// a visitor, a fan, another fan, a performer who does not own the thing, its owner, an admin. 'ok' is a 2xx.
// The owner is a performer for performer-area routes (owner: 'performer') and a fan otherwise (the author
// of the comment the request names). Each row says how to make a well-formed request for it.
import type { MatrixContext, MatrixRequest } from './authorization-matrix.context';

export type Outcome = 'ok' | 400 | 401 | 403 | 404 | 409 | 422;
export type Row = [visitor: Outcome, fan: Outcome, otherFan: Outcome, performer: Outcome, owner: Outcome, admin: Outcome];
export const IDENTITIES = ['visitor', 'fan', 'otherFan', 'performer', 'owner', 'admin'] as const;
export type Identity = (typeof IDENTITIES)[number];

const ANYONE: Row = ['ok', 'ok', 'ok', 'ok', 'ok', 'ok'];
const SIGNED_IN: Row = [401, 'ok', 'ok', 'ok', 'ok', 'ok'];
const ADMIN: Row = [401, 403, 403, 403, 403, 'ok'];
/** The performer area's reads: each performer their own, an admin everyone's (or one performer's). */
const PERFORMER_OR_ADMIN: Row = [401, 403, 403, 'ok', 'ok', 'ok'];
const OWNER_OR_ADMIN: Row = [401, 403, 403, 404, 'ok', 'ok'];

export interface Expectation {
  expect: Row;
  owner?: 'performer' | 'fan';
  /** The request's URL (default: the route's, with :id set to `ids.video`), body and headers. */
  request?: (ctx: MatrixContext, as: Identity) => MatrixRequest | Promise<MatrixRequest>;
  /** The request ends or changes the caller's session: each identity signs in afresh for it. */
  freshSession?: boolean;
}

const json = (payload: unknown) => ({ payload });
const NO_SUCH_ID = '00000000-0000-4000-8000-000000000000';
const video = (ctx: MatrixContext) => ctx.ids.video;

export const EXPECTED: Record<string, Expectation> = {
  'GET /api/health': { expect: ANYONE },
  'GET /api/settings/public': { expect: ANYONE },
  'GET /api/country-block/check': { expect: ANYONE },
  'GET /api/countries/list': { expect: ANYONE },
  'GET /api/languages/list': { expect: ANYONE },
  'GET /api/phone-codes/list': { expect: ANYONE },
  'GET /api/user-additional': { expect: ANYONE },
  'GET /api/users/verifymyage/enabled': { expect: ANYONE },
  'GET /api/users/verifymyage/status': { expect: SIGNED_IN },
  'GET /api/users/me/sessions': { expect: SIGNED_IN },
  // Another user's session (the admin's, which the matrix keeps) is as unknown to everyone else as a missing one.
  'DELETE /api/users/me/sessions/:id': {
    expect: [401, 404, 404, 404, 404, 404],
    request: () => ({ url: '/api/users/me/sessions/00000000-0000-4000-8000-000000000000' }),
  },
  'POST /api/users/me/sessions/revoke-others': { expect: SIGNED_IN, freshSession: true },
  'POST /api/users/verifymyage/recheck': { expect: SIGNED_IN },
  // Only for oneself (the owner's id here); age verification is off in this app, so the owner hears 409.
  'POST /api/users/verifymyage/start': { expect: [401, 403, 403, 403, 409, 403], request: (ctx) => json({ userId: ctx.users.owner.id, country: 'GB' }) },
  // A state nobody was given: refused whoever asks.
  'GET /api/users/verifymyage/callback': {
    expect: [401, 400, 400, 400, 400, 400],
    request: () => ({ url: '/api/users/verifymyage/callback?code=a-code&state=not-a-state' }),
  },
  // The built-in simulator plays the provider, which knows nothing of our sessions.
  'POST /api/age-verification/simulator/decide': { expect: ANYONE, request: () => json({ state: 'a-state', outcome: 'verified' }) },
  'POST /api/contact': {
    expect: ANYONE,
    // Each identity writes from its own address (X-Forwarded-For from loopback), so the per-address ceiling stays out of the way.
    request: (_ctx, as) => ({
      payload: { name: 'Matrix', email: 'matrix@example.test', message: 'Checked by the authorisation matrix' },
      headers: { 'x-forwarded-for': `203.0.113.${IDENTITIES.indexOf(as) + 1}` },
    }),
  },
  // Captcha off (the default): it answers {success: true, disabled: true} without asking the provider.
  'POST /api/re-captcha/verify': { expect: ANYONE, request: () => json({ token: 'a-widget-token' }) },

  'POST /api/auth/login': { expect: ANYONE, request: (ctx) => json({ username: ctx.users.fan.username, password: ctx.users.fan.password }) },
  'POST /api/auth/logout': { expect: SIGNED_IN, freshSession: true },
  'POST /api/auth/users/register': { expect: ANYONE, request: (ctx) => json(ctx.newRegistration()) },
  'POST /api/auth/email-verification': { expect: [400, 400, 400, 400, 400, 400], request: () => json({ token: 'not-a-real-token' }) },
  'POST /api/auth/email-verification/resend': { expect: ANYONE, request: (ctx) => json({ email: ctx.users.fan.email }) },
  'POST /api/auth/users/forgot': { expect: ANYONE, request: (ctx) => json({ email: ctx.users.fan.email }) },
  'POST /api/auth/users/reset-password': {
    expect: [400, 400, 400, 400, 400, 400],
    request: () => json({ token: 'not-a-real-token', password: 'another-password' }),
  },
  'PUT /api/auth/users/me/password': {
    expect: SIGNED_IN,
    freshSession: true,
    // Each sets its own password to what it is, so the identities keep signing in.
    request: (ctx, as) => json({ password: ctx.passwordOf(as), currentPassword: ctx.passwordOf(as), source: 'user' }),
  },
  'GET /api/users/me/email-change': { expect: SIGNED_IN },
  // A wrong password: refused for everyone signed in, nothing changes.
  'POST /api/users/me/email-change': {
    expect: [401, 400, 400, 400, 400, 400],
    request: () => json({ email: 'matrix-new@example.test', password: 'not-the-password' }),
  },
  'DELETE /api/users/me/email-change': { expect: SIGNED_IN },
  'POST /api/auth/email-change/confirm': { expect: [400, 400, 400, 400, 400, 400], request: () => json({ token: 'not-a-real-token' }) },
  'GET /api/users/me/notification-preferences': { expect: SIGNED_IN },
  'PUT /api/users/me/notification-preferences': { expect: SIGNED_IN, request: () => json({ newsletter: false }) },
  'GET /api/users/me/export': { expect: SIGNED_IN },
  // Without the typed confirmation: refused for everyone signed in, no account is deleted.
  'POST /api/users/me/deletion': { expect: [401, 400, 400, 400, 400, 400], request: () => json({ password: 'not-the-password', confirmation: 'no' }) },
  'GET /api/users/me': { expect: SIGNED_IN },
  'PUT /api/users': { expect: SIGNED_IN, request: () => json({ bio: 'Checked by the authorisation matrix' }) },
  'GET /api/users/search': { expect: ANYONE },
  'GET /api/users/view/:id': { expect: ANYONE, request: (ctx) => ({ url: `/api/users/view/${ctx.ids.performer}` }) },

  'GET /api/files/public/*': { expect: ANYONE, request: (ctx) => ({ url: ctx.publicFileUrl }) },
  // The signature is the permission: the same link opens for anyone, and nothing opens without one.
  'GET /api/files/protected/*': { expect: ANYONE, request: (ctx) => ({ url: ctx.signedFileUrl }) },
  // A free video's stream, bound to no account: anyone holding the link (one bound to an account: video-playback.test).
  'GET /api/files/stream/:token/*': { expect: ANYONE, request: (ctx) => ({ url: ctx.signedStreamUrl }) },

  'GET /api/user/assets/videos/search': { expect: ANYONE },
  'GET /api/user/assets/videos/:id': { expect: ANYONE },
  'GET /api/user/assets/videos/:id/related': { expect: ANYONE },
  'POST /api/user/assets/videos/:id/views': { expect: ANYONE },
  'GET /api/performer/assets/videos/search': { expect: PERFORMER_OR_ADMIN, owner: 'performer' },
  'GET /api/performer/assets/videos/:id/view': {
    expect: OWNER_OR_ADMIN,
    owner: 'performer',
    request: (ctx) => ({ url: `/api/performer/assets/videos/${ctx.ids.draftVideo}/view` }),
  },
  // A performer's new draft is their own; an admin names the performer (performerId), else 400.
  'POST /api/performer/videos': {
    expect: [401, 403, 403, 'ok', 'ok', 400],
    owner: 'performer',
    request: () => json({ title: 'A matrix upload', access: 'free' }),
  },
  'PATCH /api/performer/videos/:id': {
    expect: OWNER_OR_ADMIN,
    owner: 'performer',
    request: async (ctx) => ({ url: `/api/performer/videos/${await ctx.newVideo()}`, payload: { title: 'Renamed by the matrix' } }),
  },
  'POST /api/performer/videos/:id/publish': {
    expect: OWNER_OR_ADMIN,
    owner: 'performer',
    request: async (ctx) => ({ url: `/api/performer/videos/${await ctx.newVideo()}/publish`, payload: { publish: true } }),
  },
  'POST /api/performer/videos/:id/retry': {
    expect: OWNER_OR_ADMIN,
    owner: 'performer',
    request: async (ctx) => ({ url: `/api/performer/videos/${await ctx.newVideo({ media_state: 'failed' })}/retry` }),
  },
  'DELETE /api/performer/videos/:id/replacement': {
    expect: OWNER_OR_ADMIN,
    owner: 'performer',
    request: async (ctx) => ({ url: `/api/performer/videos/${await ctx.newVideoWithFailedReplacement()}/replacement` }),
  },
  'POST /api/performer/videos/:id/poster': {
    expect: OWNER_OR_ADMIN,
    owner: 'performer',
    request: async (ctx) => ({
      url: `/api/performer/videos/${await ctx.newVideo({ poster_candidates: ['matrix/picture.png'] })}/poster`,
      payload: { candidate: 0 },
    }),
  },
  'POST /api/performer/videos/:id/poster/upload': {
    expect: OWNER_OR_ADMIN,
    owner: 'performer',
    request: async (ctx) => ({ url: `/api/performer/videos/${await ctx.newVideo()}/poster/upload`, ...(await ctx.upload('poster')) }),
  },
  'DELETE /api/performer/videos/:id': {
    expect: OWNER_OR_ADMIN,
    owner: 'performer',
    request: async (ctx) => ({ url: `/api/performer/videos/${await ctx.newVideo()}` }),
  },

  'GET /api/user/assets/galleries/search': { expect: ANYONE },
  'GET /api/user/assets/galleries/:id/view': { expect: ANYONE, request: (ctx) => ({ url: `/api/user/assets/galleries/${ctx.ids.gallery}/view` }) },
  'GET /api/user/assets/galleries/:id/related': { expect: ANYONE, request: (ctx) => ({ url: `/api/user/assets/galleries/${ctx.ids.gallery}/related` }) },
  'POST /api/user/assets/galleries/:id/views': { expect: ANYONE, request: (ctx) => ({ url: `/api/user/assets/galleries/${ctx.ids.gallery}/views` }) },
  'GET /api/user/assets/gallery/:id/photos': { expect: ANYONE, request: (ctx) => ({ url: `/api/user/assets/gallery/${ctx.ids.gallery}/photos` }) },
  'GET /api/user/assets/photos': { expect: ANYONE, request: (ctx) => ({ url: `/api/user/assets/photos?galleryId=${ctx.ids.gallery}` }) },
  'GET /api/performer/assets/galleries/search': { expect: PERFORMER_OR_ADMIN, owner: 'performer' },
  'GET /api/performer/assets/galleries/:id/view': {
    expect: OWNER_OR_ADMIN,
    owner: 'performer',
    request: (ctx) => ({ url: `/api/performer/assets/galleries/${ctx.ids.draftGallery}/view` }),
  },
  // A performer's new gallery is their own; an admin names the performer (performerId), else 400.
  'POST /api/performer/galleries': {
    expect: [401, 403, 403, 'ok', 'ok', 400],
    owner: 'performer',
    request: () => json({ title: 'A matrix gallery', access: 'free' }),
  },
  'PATCH /api/performer/galleries/:id': {
    expect: OWNER_OR_ADMIN,
    owner: 'performer',
    request: async (ctx) => ({ url: `/api/performer/galleries/${(await ctx.newGallery()).id}`, payload: { title: 'Renamed by the matrix' } }),
  },
  'POST /api/performer/galleries/:id/publish': {
    expect: OWNER_OR_ADMIN,
    owner: 'performer',
    request: async (ctx) => ({ url: `/api/performer/galleries/${(await ctx.newGallery()).id}/publish`, payload: { publish: true } }),
  },
  'PUT /api/performer/galleries/:id/photos/order': {
    expect: OWNER_OR_ADMIN,
    owner: 'performer',
    request: async (ctx) => {
      const { id, photoId } = await ctx.newGallery();
      return { url: `/api/performer/galleries/${id}/photos/order`, payload: { photoIds: [photoId] } };
    },
  },
  'PATCH /api/performer/galleries/:id/photos/:photoId': {
    expect: OWNER_OR_ADMIN,
    owner: 'performer',
    request: async (ctx) => {
      const { id, photoId } = await ctx.newGallery();
      return { url: `/api/performer/galleries/${id}/photos/${photoId}`, payload: { caption: 'Captioned by the matrix' } };
    },
  },
  'DELETE /api/performer/galleries/:id/photos/:photoId': {
    expect: OWNER_OR_ADMIN,
    owner: 'performer',
    request: async (ctx) => {
      const { id, photoId } = await ctx.newGallery();
      return { url: `/api/performer/galleries/${id}/photos/${photoId}` };
    },
  },
  'POST /api/performer/galleries/:id/cover': {
    expect: OWNER_OR_ADMIN,
    owner: 'performer',
    request: async (ctx) => {
      const { id, photoId } = await ctx.newGallery();
      return { url: `/api/performer/galleries/${id}/cover`, payload: { photoId } };
    },
  },
  'DELETE /api/performer/galleries/:id': {
    expect: OWNER_OR_ADMIN,
    owner: 'performer',
    request: async (ctx) => ({ url: `/api/performer/galleries/${(await ctx.newGallery()).id}` }),
  },

  // A creator's posts: each answer is the caller's own (their entitlement decides what is shown).
  'GET /api/user/assets/creator-posts/search': {
    expect: ANYONE,
    request: (ctx) => ({ url: `/api/user/assets/creator-posts/search?performerId=${ctx.ids.performer}` }),
  },
  'GET /api/user/assets/creator-posts/:id/view': { expect: ANYONE, request: (ctx) => ({ url: `/api/user/assets/creator-posts/${ctx.ids.creatorPost}/view` }) },
  'POST /api/user/assets/creator-posts/:id/views': {
    expect: ANYONE,
    request: (ctx) => ({ url: `/api/user/assets/creator-posts/${ctx.ids.creatorPost}/views` }),
  },
  'GET /api/performer/assets/creator-posts/search': { expect: PERFORMER_OR_ADMIN, owner: 'performer' },
  'GET /api/performer/assets/creator-posts/:id/view': {
    expect: OWNER_OR_ADMIN,
    owner: 'performer',
    request: (ctx) => ({ url: `/api/performer/assets/creator-posts/${ctx.ids.draftCreatorPost}/view` }),
  },
  'POST /api/performer/creator-posts': {
    expect: [401, 403, 403, 'ok', 'ok', 400],
    owner: 'performer',
    request: () => json({ title: 'A matrix post', body: 'Hello **fans**', access: 'subscribers' }),
  },
  'PATCH /api/performer/creator-posts/:id': {
    expect: OWNER_OR_ADMIN,
    owner: 'performer',
    request: async (ctx) => ({ url: `/api/performer/creator-posts/${(await ctx.newCreatorPost()).id}`, payload: { title: 'Renamed by the matrix' } }),
  },
  'POST /api/performer/creator-posts/:id/publish': {
    expect: OWNER_OR_ADMIN,
    owner: 'performer',
    request: async (ctx) => ({ url: `/api/performer/creator-posts/${(await ctx.newCreatorPost()).id}/publish`, payload: { publish: true } }),
  },
  'POST /api/performer/creator-posts/:id/pin': {
    expect: OWNER_OR_ADMIN,
    owner: 'performer',
    request: async (ctx) => ({ url: `/api/performer/creator-posts/${(await ctx.newCreatorPost()).id}/pin`, payload: { pinned: false } }),
  },
  'POST /api/performer/creator-posts/:id/videos': {
    expect: OWNER_OR_ADMIN,
    owner: 'performer',
    request: async (ctx) => ({ url: `/api/performer/creator-posts/${(await ctx.newCreatorPost()).id}/videos`, payload: { videoId: await ctx.newVideo() } }),
  },
  'PUT /api/performer/creator-posts/:id/media/order': {
    expect: OWNER_OR_ADMIN,
    owner: 'performer',
    request: async (ctx) => {
      const { id, mediaId } = await ctx.newCreatorPost();
      return { url: `/api/performer/creator-posts/${id}/media/order`, payload: { mediaIds: [mediaId] } };
    },
  },
  'DELETE /api/performer/creator-posts/:id/media/:mediaId': {
    expect: OWNER_OR_ADMIN,
    owner: 'performer',
    request: async (ctx) => {
      const { id, mediaId } = await ctx.newCreatorPost();
      return { url: `/api/performer/creator-posts/${id}/media/${mediaId}` };
    },
  },
  'DELETE /api/performer/creator-posts/:id': {
    expect: OWNER_OR_ADMIN,
    owner: 'performer',
    request: async (ctx) => ({ url: `/api/performer/creator-posts/${(await ctx.newCreatorPost()).id}` }),
  },

  'GET /api/user/assets/products/search': { expect: ANYONE },
  'GET /api/user/assets/products/:id': { expect: ANYONE, request: (ctx) => ({ url: `/api/user/assets/products/${ctx.ids.product}` }) },
  'POST /api/user/assets/products/:id/views': { expect: ANYONE, request: (ctx) => ({ url: `/api/user/assets/products/${ctx.ids.product}/views` }) },
  'GET /api/performer/assets/products/search': { expect: PERFORMER_OR_ADMIN, owner: 'performer' },
  'GET /api/performer/assets/products/:id/view': {
    expect: OWNER_OR_ADMIN,
    owner: 'performer',
    request: (ctx) => ({ url: `/api/performer/assets/products/${ctx.ids.draftProduct}/view` }),
  },

  'POST /api/performer/products': {
    expect: [401, 403, 403, 'ok', 'ok', 400],
    owner: 'performer',
    request: () => json({ name: 'A matrix product', type: 'physical', price: 1500 }),
  },
  'PATCH /api/performer/products/:id': {
    expect: OWNER_OR_ADMIN,
    owner: 'performer',
    request: async (ctx) => ({ url: `/api/performer/products/${await ctx.newProduct()}`, payload: { name: 'Renamed by the matrix' } }),
  },
  'POST /api/performer/products/:id/publish': {
    expect: OWNER_OR_ADMIN,
    owner: 'performer',
    request: async (ctx) => ({ url: `/api/performer/products/${await ctx.newProduct()}/publish`, payload: { publish: true } }),
  },
  'POST /api/performer/products/:id/images': {
    expect: OWNER_OR_ADMIN,
    owner: 'performer',
    request: async (ctx) => ({ url: `/api/performer/products/${await ctx.newProduct()}/images`, ...(await ctx.upload('image')) }),
  },
  'DELETE /api/performer/products/:id/images/:index': {
    expect: OWNER_OR_ADMIN,
    owner: 'performer',
    request: async (ctx) => ({ url: `/api/performer/products/${await ctx.newProduct()}/images/0` }),
  },
  'DELETE /api/performer/products/:id': {
    expect: OWNER_OR_ADMIN,
    owner: 'performer',
    request: async (ctx) => ({ url: `/api/performer/products/${await ctx.newProduct()}` }),
  },

  // Another performer's ids are each reported as not found (200 with every item failed), as the one-item routes answer.
  'POST /api/performer/videos/bulk': {
    expect: PERFORMER_OR_ADMIN,
    owner: 'performer',
    request: async (ctx) => json({ ids: [await ctx.newVideo()], action: 'unpublish' }),
  },
  'POST /api/performer/galleries/bulk': {
    expect: PERFORMER_OR_ADMIN,
    owner: 'performer',
    request: async (ctx) => json({ ids: [(await ctx.newGallery()).id], action: 'set-access', access: 'subscribers' }),
  },
  'POST /api/performer/creator-posts/bulk': {
    expect: PERFORMER_OR_ADMIN,
    owner: 'performer',
    request: async (ctx) => json({ ids: [(await ctx.newCreatorPost()).id], action: 'publish' }),
  },
  'POST /api/performer/products/bulk': {
    expect: PERFORMER_OR_ADMIN,
    owner: 'performer',
    request: async (ctx) => json({ ids: [await ctx.newProduct()], action: 'delete' }),
  },

  'GET /api/performers/search': { expect: ANYONE },
  'GET /api/performers/:id': { expect: ANYONE, request: (ctx) => ({ url: `/api/performers/${ctx.ids.performer}` }) },
  'GET /api/user/assets/categories/search': { expect: ANYONE },
  'GET /api/user/channels': { expect: ANYONE },
  'GET /api/user/channels/:id': { expect: ANYONE, request: (ctx) => ({ url: `/api/user/channels/${ctx.ids.channel}` }) },
  'GET /api/user/channels/:id/videos': { expect: ANYONE, request: (ctx) => ({ url: `/api/user/channels/${ctx.ids.channel}/videos` }) },
  'GET /api/posts/search': { expect: ANYONE },
  'GET /api/posts/:id': { expect: ANYONE, request: (ctx) => ({ url: `/api/posts/${ctx.ids.post}` }) },
  'GET /api/site-promo/search': { expect: ANYONE },
  'GET /api/banners/search': { expect: ANYONE },
  'GET /api/search/total': { expect: ANYONE, request: () => ({ url: '/api/search/total?q=matrix' }) },
  'GET /api/search/suggestions': { expect: ANYONE, request: () => ({ url: '/api/search/suggestions?q=matrix' }) },

  'POST /api/comments': { expect: SIGNED_IN, request: (ctx) => json({ objectType: 'video', objectId: video(ctx), content: 'A comment from the matrix' }) },
  'GET /api/comments/search': { expect: ANYONE, request: (ctx) => ({ url: `/api/comments/search?objectType=video&objectId=${video(ctx)}` }) },
  // The author and admins remove a comment (so does the owner of what it is on, who is not among these callers).
  'DELETE /api/comments/:id': { expect: [401, 403, 403, 403, 'ok', 'ok'], request: async (ctx) => ({ url: `/api/comments/${await ctx.newComment()}` }) },
  'POST /api/comments/:id': {
    expect: [401, 403, 403, 403, 'ok', 403],
    request: async (ctx) => ({ url: `/api/comments/${await ctx.newComment()}`, ...(await ctx.upload('image')) }),
  },

  'POST /api/reactions': { expect: SIGNED_IN, request: (ctx) => json({ objectType: 'video', objectId: video(ctx), action: 'like' }) },
  'DELETE /api/reactions': { expect: SIGNED_IN, request: (ctx) => json({ objectType: 'video', objectId: video(ctx), action: 'like' }) },
  'GET /api/reactions/search': { expect: SIGNED_IN },
  'GET /api/reactions/state': { expect: SIGNED_IN, request: (ctx) => ({ url: `/api/reactions/state?objectType=video&objectId=${video(ctx)}` }) },
  'GET /api/reactions/videos': { expect: SIGNED_IN },
  'GET /api/reactions/galleries': { expect: SIGNED_IN },
  'GET /api/reactions/products': { expect: SIGNED_IN },
  'GET /api/reactions/performers': { expect: SIGNED_IN },
  // Which of a page's cards the caller bought.
  'GET /api/user/bought': { expect: SIGNED_IN },
  // Following a creator (the owning performer; the owner is a fan here); unfollowing one the caller follows.
  'GET /api/follows/:performerId': { expect: SIGNED_IN, request: (ctx) => ({ url: `/api/follows/${ctx.ids.performer}` }) },
  'PUT /api/follows/:performerId': { expect: SIGNED_IN, request: (ctx) => ({ url: `/api/follows/${ctx.ids.performer}` }) },
  'DELETE /api/follows/:performerId': { expect: SIGNED_IN, request: async (ctx, as) => ({ url: `/api/follows/${await ctx.followedBy(as)}` }) },
  'GET /api/users/me/following': { expect: SIGNED_IN },
  'GET /api/feed': { expect: SIGNED_IN },
  // The caller's own notifications; reading one of someone else's is a 404 (the owner's, read by the others).
  'GET /api/notifications': { expect: SIGNED_IN },
  'GET /api/notifications/unread': { expect: SIGNED_IN },
  'POST /api/notifications/:id/read': {
    expect: [401, 404, 404, 404, 'ok', 404],
    request: async (ctx) => ({ url: `/api/notifications/${await ctx.notificationOfOwner()}/read` }),
  },
  'POST /api/notifications/read-all': { expect: SIGNED_IN, request: () => json({}) },
  // A mail's signed link: it works for anyone who has it, without logging in.
  'POST /api/notifications/unsubscribe': { expect: ANYONE, request: (ctx) => ({ url: ctx.unsubscribeLink(), ...json({}) }) },

  'POST /api/users/avatar/upload': { expect: SIGNED_IN, request: (ctx) => ctx.upload('avatar') },
  'POST /api/users/cover/upload': { expect: SIGNED_IN, request: (ctx) => ctx.upload('cover') },
  'POST /api/users/:id/avatar/upload': {
    expect: ADMIN,
    request: async (ctx) => ({ url: `/api/users/${ctx.users.owner.id}/avatar/upload`, ...(await ctx.upload('avatar')) }),
  },
  'POST /api/users/:id/cover/upload': {
    expect: ADMIN,
    request: async (ctx) => ({ url: `/api/users/${ctx.users.owner.id}/cover/upload`, ...(await ctx.upload('cover')) }),
  },

  'GET /api/admin/settings': { expect: ADMIN },
  'PUT /api/admin/settings/:key': {
    expect: ADMIN,
    request: (ctx) => ({ url: `/api/admin/settings/${ctx.setting.key}`, payload: { value: ctx.setting.value } }),
  },
  'GET /api/admin/country-block': { expect: ADMIN },
  'PUT /api/admin/country-block/:code': { expect: ADMIN, request: () => ({ url: '/api/admin/country-block/AQ' }) },
  'DELETE /api/admin/country-block/:code': { expect: ADMIN, request: () => ({ url: '/api/admin/country-block/AQ' }) },
  'GET /api/admin/audit': { expect: ADMIN },
  'GET /api/admin/users': { expect: ADMIN },

  // Becoming a creator: any signed-in user but a performer (a creator already) applies; the admins decide.
  'GET /api/creator-application': { expect: SIGNED_IN },
  'PUT /api/creator-application': {
    expect: [401, 'ok', 'ok', 409, 'ok', 'ok'],
    request: () => json({ legalName: 'Matrix Applicant', birthDate: '1990-04-25' }),
  },
  'POST /api/creator-application/submit': {
    // An open application still lacking its files and the rest: 422 says what is missing.
    expect: [401, 422, 422, 409, 422, 422],
    request: async (ctx, as) => {
      await ctx.openApplication(as);
      return {};
    },
  },
  'POST /api/creator-application/age-check': {
    expect: [401, 'ok', 'ok', 409, 'ok', 'ok'],
    request: async (ctx, as) => {
      await ctx.openApplication(as, { country: 'GB' });
      return {};
    },
  },
  'GET /api/admin/creator-applications': { expect: ADMIN },
  'GET /api/admin/creator-applications/:id': {
    expect: ADMIN,
    request: async (ctx) => ({ url: `/api/admin/creator-applications/${await ctx.submittedApplication()}` }),
  },
  'POST /api/admin/creator-applications/:id/approve': {
    expect: ADMIN,
    request: async (ctx) => ({ url: `/api/admin/creator-applications/${await ctx.submittedApplication()}/approve` }),
  },
  'POST /api/admin/creator-applications/:id/reject': {
    expect: ADMIN,
    request: async (ctx) => ({
      url: `/api/admin/creator-applications/${await ctx.submittedApplication()}/reject`,
      payload: { reason: 'The photo is blurred.' },
    }),
  },
  'POST /api/admin/creator-applications/:id/ask-again': {
    expect: ADMIN,
    request: async (ctx) => ({ url: `/api/admin/creator-applications/${await ctx.submittedApplication()}/ask-again`, payload: { reason: 'A sharper photo.' } }),
  },
  // Each caller with a link made for their own session: only an admin's opens the file.
  'GET /api/admin/identity-files/:id/:slot': { expect: ADMIN, request: (ctx, as) => ctx.identityFileRequest(as) },
  'GET /api/admin/users/:id': { expect: ADMIN, request: (ctx) => ({ url: `/api/admin/users/${ctx.users.owner.id}` }) },
  'POST /api/admin/users/:id/suspend': {
    expect: ADMIN,
    request: async (ctx) => ({ url: `/api/admin/users/${await ctx.newAccount()}/suspend`, payload: { reason: 'Spam' } }),
  },
  'POST /api/admin/users/:id/reinstate': {
    expect: ADMIN,
    request: async (ctx) => ({ url: `/api/admin/users/${await ctx.newAccount('suspended')}/reinstate` }),
  },
  'PUT /api/admin/users/:id/roles/:role': { expect: ADMIN, request: async (ctx) => ({ url: `/api/admin/users/${await ctx.newAccount()}/roles/performer` }) },
  'DELETE /api/admin/users/:id/roles/:role': { expect: ADMIN, request: async (ctx) => ({ url: `/api/admin/users/${await ctx.newAccount()}/roles/performer` }) },

  // Reports: any signed-in user reports what the public sees, but not their own (the owning performer's video: 400).
  'POST /api/reports': {
    expect: [401, 'ok', 'ok', 'ok', 400, 'ok'],
    owner: 'performer',
    request: (ctx) => json({ objectType: 'video', objectId: ctx.ids.video, reason: 'spam', note: 'Checked by the authorisation matrix' }),
  },
  'GET /api/reports': { expect: SIGNED_IN },
  'GET /api/admin/reports': { expect: ADMIN },
  'POST /api/admin/reports/:id/resolve': {
    expect: ADMIN,
    request: async (ctx) => ({ url: `/api/admin/reports/${await ctx.newReport()}/resolve`, payload: { outcome: 'removed', note: 'Spam' } }),
  },
  'POST /api/admin/moderation/:objectType/:id/take-down': {
    expect: ADMIN,
    request: async (ctx) => ({ url: `/api/admin/moderation/comment/${await ctx.newComment()}/take-down`, payload: { reason: 'Spam' } }),
  },
  // A creator's blocked users: their own list (an admin is not a creator here). The owner blocks and unblocks the fan.
  'GET /api/performer/blocks': { expect: [401, 403, 403, 'ok', 'ok', 403], owner: 'performer' },
  'PUT /api/performer/blocks/:userId': {
    expect: [401, 403, 403, 'ok', 'ok', 403],
    owner: 'performer',
    request: async (ctx) => ({ url: `/api/performer/blocks/${await ctx.newAccount()}` }),
  },
  'DELETE /api/performer/blocks/:userId': {
    // Only someone the caller blocked can be unblocked: the owner blocked this account, nobody else did.
    expect: [401, 403, 403, 404, 'ok', 403],
    owner: 'performer',
    request: async (ctx) => ({ url: `/api/performer/blocks/${await ctx.blockedByOwner()}` }),
  },
  'POST /api/admin/moderation/:objectType/:id/restore': { expect: ADMIN, request: (ctx) => ({ url: `/api/admin/moderation/video/${ctx.ids.video}/restore` }) },
  // Payouts: a performer's own (an admin is not a creator here); the admins' batches.
  'GET /api/performer/payout-account': { expect: [401, 403, 403, 'ok', 'ok', 403], owner: 'performer' },
  'PUT /api/performer/payout-account': {
    expect: [401, 403, 403, 'ok', 'ok', 403],
    owner: 'performer',
    request: () => json({ method: 'paypal', details: { email: 'payouts@example.com' }, thresholdCents: 5000 }),
  },
  'GET /api/performer/payouts/summary': { expect: [401, 403, 403, 'ok', 'ok', 403], owner: 'performer' },
  'GET /api/performer/payouts': { expect: [401, 403, 403, 'ok', 'ok', 403], owner: 'performer' },
  'GET /api/admin/payouts/due': { expect: ADMIN },
  'GET /api/admin/jobs/failed': { expect: ADMIN },
  'GET /api/admin/stats/timeline': { expect: ADMIN },
  'GET /api/admin/performers/:id/commission': { expect: ADMIN, request: (ctx) => ({ url: `/api/admin/performers/${ctx.ids.performer}/commission` }) },
  'PUT /api/admin/performers/:id/commission': {
    expect: ADMIN,
    request: (ctx) => ({ url: `/api/admin/performers/${ctx.ids.performer}/commission`, payload: { commissionBp: 1500 } }),
  },
  // No job failed in the matrix's app: the admin is told there is none such (404).
  'POST /api/admin/jobs/:name/:id/retry': {
    expect: [401, 403, 403, 403, 403, 404],
    request: () => ({ url: `/api/admin/jobs/video-processing/${NO_SUCH_ID}/retry` }),
  },
  // The seeded performers have no payout details: nobody is due, which the admin is told (409).
  'POST /api/admin/payouts/batches': {
    expect: [401, 403, 403, 403, 403, 409],
    request: (ctx) => json({ performerIds: [ctx.ids.performer], reference: 'Bank batch 1' }),
  },
  'GET /api/admin/payouts/batches': { expect: ADMIN },
  'GET /api/admin/payouts/batches/:id': { expect: [401, 403, 403, 403, 403, 404], request: () => ({ url: `/api/admin/payouts/batches/${NO_SUCH_ID}` }) },
  'GET /api/admin/payouts/batches/:id/csv': {
    expect: [401, 403, 403, 403, 403, 404],
    request: () => ({ url: `/api/admin/payouts/batches/${NO_SUCH_ID}/csv` }),
  },

  // Checkout. The owner is the fan who bought from the owning performer (a buyer's things are the buyer's alone).
  'POST /api/coupons/:code/apply-coupon': { expect: SIGNED_IN, request: (ctx) => ({ url: `/api/coupons/${ctx.checkout.couponCode}/apply-coupon` }) },
  'GET /api/admin/coupons': { expect: ADMIN },
  'POST /api/admin/coupons': {
    expect: ADMIN,
    request: (ctx) => json({ code: ctx.checkout.newCouponCode(), discount: 0.1, numberOfUses: 5, expiredDate: '2030-01-01' }),
  },
  'POST /api/admin/coupons/:id/deactivate': { expect: ADMIN, request: (ctx) => ({ url: `/api/admin/coupons/${ctx.checkout.spareCouponId}/deactivate` }) },
  'POST /api/payment/purchase-products': {
    expect: SIGNED_IN,
    request: (ctx) =>
      json({
        products: [{ _id: ctx.ids.product, quantity: 1 }],
        shipping: { name: 'Matrix', address: '1 Matrix Road', phone: '555 0100', postalCode: '12345', city: 'Springfield', country: 'US' },
      }),
  },
  'POST /api/payment/purchase-video/:id': {
    expect: SIGNED_IN,
    request: (ctx) => ({ url: `/api/payment/purchase-video/${ctx.checkout.saleVideo}`, payload: {} }),
  },
  'POST /api/payment/purchase-gallery/:id': {
    expect: SIGNED_IN,
    request: (ctx) => ({ url: `/api/payment/purchase-gallery/${ctx.checkout.saleGallery}`, payload: {} }),
  },
  'POST /api/payment/purchase-creator-post/:id': {
    expect: SIGNED_IN,
    request: (ctx) => ({ url: `/api/payment/purchase-creator-post/${ctx.checkout.saleCreatorPost}`, payload: {} }),
  },
  // The buyer alone; to anyone else (admins too) the transaction does not exist. A second click changes nothing.
  'GET /api/payment/sandbox/:transactionId': {
    expect: [401, 404, 404, 404, 'ok', 404],
    request: (ctx) => ({ url: `/api/payment/sandbox/${ctx.checkout.pendingTransaction}` }),
  },
  'POST /api/payment/sandbox/:transactionId/approve': {
    expect: [401, 404, 404, 404, 'ok', 404],
    request: (ctx) => ({ url: `/api/payment/sandbox/${ctx.checkout.pendingTransaction}/approve` }),
  },
  'POST /api/payment/sandbox/:transactionId/decline': {
    expect: [401, 404, 404, 404, 'ok', 404],
    request: (ctx) => ({ url: `/api/payment/sandbox/${ctx.checkout.pendingTransaction}/decline` }),
  },
  // The signature is the permission: a signed delivery is taken from anyone (gateways do not sign in).
  'POST /api/payment/webhooks/:gateway': { expect: ANYONE, request: (ctx) => ({ url: '/api/payment/webhooks/sandbox', ...ctx.checkout.signedWebhook }) },
  'GET /api/transactions/user/search': { expect: SIGNED_IN },
  'GET /api/payment/transactions': { expect: SIGNED_IN },
  'GET /api/payment/transactions/:id': {
    expect: [401, 404, 404, 404, 'ok', 'ok'],
    request: (ctx) => ({ url: `/api/payment/transactions/${ctx.checkout.pendingTransaction}` }),
  },
  'POST /api/payment/transactions/:id/refund': { expect: ADMIN, request: (ctx) => ({ url: `/api/payment/transactions/${ctx.checkout.refundable}/refund` }) },
  'GET /api/orders/users/search': { expect: SIGNED_IN },
  'GET /api/orders/users/details/search': { expect: SIGNED_IN },
  'GET /api/orders/details/search': { expect: [401, 403, 403, 'ok', 'ok', 'ok'], owner: 'performer' },
  'GET /api/orders/details/:id': { expect: [401, 404, 404, 404, 'ok', 'ok'], request: (ctx) => ({ url: `/api/orders/details/${ctx.checkout.ownerOrder}` }) },
  // Only its buyer cancels an order awaiting payment; to anyone else it does not exist.
  'POST /api/orders/:id/cancel': {
    expect: [401, 404, 404, 404, 'ok', 404],
    request: async (ctx) => ({ url: `/api/orders/${await ctx.checkout.openOrder()}/cancel` }),
  },
  'PUT /api/orders/:id/update': {
    expect: [401, 403, 403, 404, 'ok', 'ok'],
    owner: 'performer',
    request: (ctx) => ({ url: `/api/orders/${ctx.checkout.paidLine}/update`, payload: { deliveryStatus: 'shipping', shippingCode: 'MATRIX-1' } }),
  },
  // The buyer (and the performer who owns it, not a column here); admins hold no purchase, so they too are refused.
  'GET /api/user/assets/products/:id/download-link': {
    expect: [401, 403, 403, 403, 'ok', 403],
    request: (ctx) => ({ url: `/api/user/assets/products/${ctx.checkout.boughtDigital}/download-link` }),
  },
  'GET /api/user/downloads': { expect: SIGNED_IN },

  'GET /api/earning/performer/search': { expect: PERFORMER_OR_ADMIN, owner: 'performer' },
  'GET /api/earning/performer/stats': { expect: PERFORMER_OR_ADMIN, owner: 'performer' },
  'GET /api/earning/performer/timeline': {
    expect: PERFORMER_OR_ADMIN,
    owner: 'performer',
    request: () => ({ url: '/api/earning/performer/timeline?groupBy=week' }),
  },
  // Subscription packages: performers manage their own (another's answers as missing), admins any.
  'GET /api/package/subscription/search': { expect: ANYONE },
  'POST /api/package/subscription': {
    expect: [401, 403, 403, 'ok', 'ok', 'ok'],
    owner: 'performer',
    request: () => json({ name: 'Matrix package', price: 500, periodDays: 30 }),
  },
  'PUT /api/package/subscription/:id': {
    expect: [401, 403, 403, 404, 'ok', 'ok'],
    owner: 'performer',
    request: (ctx) => ({ url: `/api/package/subscription/${ctx.subscriptions.package}`, payload: { price: 600 } }),
  },
  // A tip to the owning performer: they cannot tip themselves.
  'POST /api/payment/tip': {
    expect: [401, 'ok', 'ok', 'ok', 422, 'ok'],
    owner: 'performer',
    request: (ctx) => json({ performerId: ctx.ids.performer, amountCents: 500 }),
  },
  // Messages: a conversation between the owner (a fan) and the owning performer; no one else's, not even an admin's.
  'GET /api/conversations': { expect: SIGNED_IN },
  'GET /api/messages/unread': { expect: SIGNED_IN },
  'GET /api/conversations/with/:userId': { expect: SIGNED_IN, request: (ctx) => ({ url: `/api/conversations/with/${ctx.ids.performer}` }) },
  'GET /api/conversations/:id/messages': {
    expect: [401, 404, 404, 404, 'ok', 404],
    request: async (ctx) => ({ url: `/api/conversations/${(await ctx.newMessage()).conversationId}/messages` }),
  },
  'POST /api/conversations/:id/messages': {
    expect: [401, 404, 404, 404, 'ok', 404],
    request: async (ctx) => ({ url: `/api/conversations/${(await ctx.newMessage()).conversationId}/messages`, payload: { body: 'Matrix reply' } }),
  },
  'POST /api/conversations/:id/read': {
    expect: [401, 404, 404, 404, 'ok', 404],
    request: async (ctx) => {
      const { conversationId, messageId } = await ctx.newMessage();
      return { url: `/api/conversations/${conversationId}/read`, payload: { upTo: messageId } };
    },
  },
  'DELETE /api/messages/:id': {
    expect: [401, 404, 404, 404, 'ok', 404],
    request: async (ctx) => ({ url: `/api/messages/${(await ctx.newMessage()).messageId}` }),
  },
  // The owner's photos for their next message to the owning performer: theirs alone.
  'GET /api/conversations/:id/draft-photos': {
    expect: [401, 404, 404, 404, 'ok', 404],
    request: async (ctx) => ({ url: `/api/conversations/${(await ctx.newDraftPhoto()).conversationId}/draft-photos` }),
  },
  'DELETE /api/conversations/:id/draft-photos/:photoId': {
    expect: [401, 404, 404, 404, 'ok', 404],
    request: async (ctx) => {
      const { conversationId, photoId } = await ctx.newDraftPhoto();
      return { url: `/api/conversations/${conversationId}/draft-photos/${photoId}` };
    },
  },
  'GET /api/performer/broadcasts/draft-photos': { expect: [401, 403, 403, 'ok', 'ok', 403], owner: 'performer' },
  'DELETE /api/performer/broadcasts/draft-photos/:id': {
    expect: [401, 403, 403, 404, 'ok', 403],
    owner: 'performer',
    request: async (ctx) => ({ url: `/api/performer/broadcasts/draft-photos/${(await ctx.newDraftPhoto(true)).photoId}` }),
  },
  // A paid message of the owning performer's to the owner (a fan): they alone may unlock it; to anyone else it does not exist.
  'POST /api/payment/purchase-message/:id': {
    expect: [401, 404, 404, 404, 'ok', 404],
    request: async (ctx) => ({ url: `/api/payment/purchase-message/${(await ctx.newPaidMessage()).messageId}`, payload: {} }),
  },
  // To the owning performer (who takes messages from anyone): they cannot write to themselves.
  'POST /api/messages': {
    expect: [401, 'ok', 'ok', 'ok', 400, 'ok'],
    owner: 'performer',
    request: async (ctx) => {
      await ctx.newMessage();
      return json({ to: ctx.ids.performer, body: 'Matrix hello' });
    },
  },
  'POST /api/performer/broadcasts': {
    expect: [401, 403, 403, 'ok', 'ok', 403],
    owner: 'performer',
    request: () => json({ audience: 'followers', body: 'Matrix news for all my followers' }),
  },
  'GET /api/performer/broadcasts': { expect: [401, 403, 403, 'ok', 'ok', 403], owner: 'performer' },
  'GET /api/performer/message-policy': { expect: [401, 403, 403, 'ok', 'ok', 403], owner: 'performer' },
  'PUT /api/performer/message-policy': { expect: [401, 403, 403, 'ok', 'ok', 403], owner: 'performer', request: () => json({ policy: 'anyone' }) },
  'GET /api/performer/tips': { expect: [401, 403, 403, 'ok', 'ok', 403], owner: 'performer' },
  'POST /api/payment/subscribe': { expect: SIGNED_IN, request: (ctx) => json({ packageId: ctx.subscriptions.subscribable }) },
  'GET /api/subscriptions/current': { expect: SIGNED_IN, request: (ctx) => ({ url: `/api/subscriptions/current?performerId=${ctx.ids.performer}` }) },
  'GET /api/subscriptions/user/search': { expect: SIGNED_IN },
  // A performer's own subscribers (another performer's list is their own, empty); admins everyone's.
  'GET /api/subscriptions/performer/search': { expect: [401, 403, 403, 'ok', 'ok', 'ok'], owner: 'performer' },
  // The subscriber (the owner, a fan) or an admin; to anyone else the subscription does not exist.
  'POST /api/subscriptions/cancel/:id': {
    expect: [401, 404, 404, 404, 'ok', 'ok'],
    request: async (ctx) => ({ url: `/api/subscriptions/cancel/${await ctx.subscriptions.fresh()}` }),
  },
  'POST /api/subscriptions/:id/resume': {
    expect: [401, 404, 404, 404, 'ok', 404],
    request: async (ctx) => ({ url: `/api/subscriptions/${await ctx.subscriptions.freshCancelled()}/resume` }),
  },
  'POST /api/subscriptions/cancel': {
    expect: [401, 404, 404, 404, 'ok', 404],
    request: async (ctx) => (await ctx.subscriptions.fresh(), json({ performerId: ctx.ids.performer })),
  },
  'DELETE /api/package/subscription/:id': {
    expect: [401, 403, 403, 404, 'ok', 'ok'],
    owner: 'performer',
    request: (ctx) => ({ url: `/api/package/subscription/${ctx.subscriptions.package}` }),
  },
};
