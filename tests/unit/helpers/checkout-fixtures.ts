import type { Order, OrderLine, Transaction } from '../../../types/checkout';

export function makeOrderLine(overrides: Partial<OrderLine> = {}): OrderLine {
  return {
    _id: 'l1',
    orderId: 'o1',
    orderNumber: 1042,
    orderStatus: 'created',
    performerId: 'p1',
    performerName: 'Aria Skye',
    objectType: 'product',
    objectId: 'pr1',
    productType: 'physical',
    name: 'Tour shirt',
    image: null,
    unitPrice: 2500,
    quantity: 2,
    discount: 500,
    total: 4500,
    deliveryStatus: null,
    shippingCode: null,
    createdAt: '2026-11-23T09:00:00.000Z',
    ...overrides,
  };
}

export function makeOrder(overrides: Partial<Order> = {}): Order {
  return {
    _id: 'o1',
    number: 1042,
    kind: 'products',
    status: 'created',
    statusReason: null,
    paymentUrl: null,
    currency: 'USD',
    subtotal: 5000,
    discount: 500,
    total: 4500,
    couponCode: 'WELCOME10',
    shipping: null,
    createdAt: '2026-11-23T09:00:00.000Z',
    paidAt: null,
    lines: [makeOrderLine()],
    ...overrides,
  };
}

export function makeTransaction(overrides: Partial<Transaction> = {}): Transaction {
  return {
    _id: 't1',
    orderId: 'o1',
    orderNumber: 1042,
    type: 'product_purchase',
    gateway: 'sandbox',
    status: 'pending',
    amount: 4500,
    refunded: 0,
    currency: 'USD',
    description: 'Order #1042: Tour shirt x 2',
    createdAt: '2026-11-23T09:00:00.000Z',
    settledAt: null,
    ...overrides,
  };
}
