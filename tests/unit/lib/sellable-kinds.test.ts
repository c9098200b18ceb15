import {
  ORDER_KINDS,
  PAY_PER_VIEW_KINDS,
  SELLABLE_KIND_NAMES,
  SELLABLE_LABELS,
  TRANSACTION_LABELS,
  TRANSACTION_TYPES,
  payPerViewOf,
} from '../../../lib/sellable-kinds';

describe('the kinds of things a fan pays for', () => {
  it('give the order kinds, payment types and purchase routes the database and the API know', () => {
    expect(SELLABLE_KIND_NAMES).toEqual(['video', 'gallery', 'creator_post', 'product', 'subscription', 'shipping', 'tip', 'message']);
    expect(ORDER_KINDS).toEqual(['video', 'gallery', 'creator_post', 'products', 'subscription', 'tip', 'message']);
    expect(TRANSACTION_TYPES).toEqual([
      'video_purchase',
      'gallery_purchase',
      'creator_post_purchase',
      'product_purchase',
      'subscription',
      'tip',
      'message_purchase',
      'subscription_renewal',
    ]);
    expect(PAY_PER_VIEW_KINDS.map((kind) => `/payment/purchase-${payPerViewOf(kind).path}/:id`)).toEqual([
      '/payment/purchase-video/:id',
      '/payment/purchase-gallery/:id',
      '/payment/purchase-creator-post/:id',
      '/payment/purchase-message/:id',
    ]);
  });

  it('name each kind, and each payment, in words', () => {
    expect(SELLABLE_LABELS).toMatchObject({ creator_post: 'Post', shipping: 'Shipping', message: 'Paid message' });
    expect(TRANSACTION_LABELS).toEqual({
      video_purchase: 'Video',
      gallery_purchase: 'Gallery',
      creator_post_purchase: 'Post',
      product_purchase: 'Products',
      subscription: 'Subscription',
      subscription_renewal: 'Subscription renewal',
      tip: 'Tip',
      message_purchase: 'Paid message',
    });
  });
});
