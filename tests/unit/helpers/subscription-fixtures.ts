import type { Subscription, SubscriptionPackage } from '../../../types/subscriptions';

export const PERFORMER_ID = '00000000-0000-4000-8000-0000000000a1';

export function makePackage(overrides: Partial<SubscriptionPackage> = {}): SubscriptionPackage {
  return {
    _id: '00000000-0000-4000-8000-0000000000b1',
    performerId: PERFORMER_ID,
    performerName: 'Aria Skye',
    name: 'Monthly',
    description: 'Every subscriber-only video and gallery of Aria Skye.',
    price: 999,
    currency: 'USD',
    periodDays: 30,
    recurring: true,
    active: true,
    createdAt: '2026-11-01T00:00:00.000Z',
    updatedAt: '2026-11-01T00:00:00.000Z',
    ...overrides,
  };
}

export function makeSubscription(overrides: Partial<Subscription> = {}): Subscription {
  return {
    _id: '00000000-0000-4000-8000-0000000000c1',
    userId: 'u1',
    performer: { _id: PERFORMER_ID, name: 'Aria Skye', username: 'aria_skye', avatar: null },
    package: { _id: '00000000-0000-4000-8000-0000000000b1', name: 'Monthly' },
    status: 'active',
    hasAccess: true,
    price: 999,
    currency: 'USD',
    periodDays: 30,
    recurring: true,
    startedAt: '2026-11-23T10:00:00.000Z',
    currentPeriodEnd: '2026-12-23T10:00:00.000Z',
    accessUntil: '2026-12-23T10:00:00.000Z',
    nextChargeAt: '2026-12-23T10:00:00.000Z',
    graceUntil: null,
    cancelledAt: null,
    endedAt: null,
    gateway: 'sandbox',
    ...overrides,
  };
}

/** A subscription the fan cancelled: no renewal, access to the period end. */
export const cancelled = (subscription: Subscription): Subscription => ({
  ...subscription,
  status: 'cancelled',
  nextChargeAt: null,
  cancelledAt: '2026-11-24T08:00:00.000Z',
});
