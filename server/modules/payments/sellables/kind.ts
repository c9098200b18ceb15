import type { EarningSourceType, OrderKind, OrderLineRow, OrderRow, TransactionRow, TransactionType, UserRow } from '../../../db/schema';
import type { AfterCommit, Executor } from '../../../db/unit-of-work';
import type { PaymentRequest } from '../../../payments/gateway';
import type { NewOrder } from '../../orders/service';

/** What a kind's checkout builds from a buyer's request: the order's lines (priced from the catalogue) and what comes with them. */
export type OrderDraft = Pick<NewOrder, 'lines' | 'shipping'> & Pick<PaymentRequest, 'subscription'>;

/** A paid order being settled, for the kinds of its lines: the caller's database transaction, with the order locked. */
export interface Settling {
  trx: Executor;
  afterCommit: AfterCommit;
  tx: TransactionRow;
  order: OrderRow;
  /** The gateway's id for a subscription a payment started (CCBill's), when it gave one. */
  subscriptionReference: string | null;
  /** All the order's lines, and those found undeliverable so far (kinds are asked in the registry's order). */
  lines: OrderLineRow[];
  undeliverable: ReadonlyMap<string, string>;
}

/**
 * One kind of order line, declared in one place: what settlement, a refund and the earnings do with it.
 * Settlement (first payments and renewals alike) and refunds are generic over these; a new kind is a new module
 * registered in ./index.ts.
 */
export interface LineKind {
  /** order_lines.object_type of its lines. */
  lineType: OrderLineRow['object_type'];
  /** What its earnings say they came from. */
  earningSource: EarningSourceType;
  /**
   * Whether settlement tells its buyer "purchase completed" and its seller of a sale. False for kinds told their own
   * way (a subscription's new subscriber) or not at all (shipping comes with the goods).
   */
  toldAsSale: boolean;
  /**
   * Whether a line is a thing one has once (a video, a package's access), so that paying for it supersedes the
   * buyer's other open orders for it; false for goods bought by quantity.
   */
  ownedOnce(line: OrderLineRow): boolean;
  /** Lines that shipping delivers after payment (their delivery status starts at processing). */
  shipped(line: OrderLineRow): boolean;
  /** Why some of these paid lines cannot be delivered (owned already, out of stock): line id to the buyer's reason. */
  undeliverable(s: Settling, lines: OrderLineRow[]): Promise<Map<string, string>>;
  /** Gives what these paid lines bought (access, a subscription period). */
  deliver(s: Settling, lines: OrderLineRow[]): Promise<void>;
  /**
   * Takes back what these lines gave, for a refund or a reversal. `earned`: the lines among them that had been
   * delivered and earned (their earnings were just reversed); the others were refunded when the payment arrived.
   */
  takeBack(s: Settling, lines: OrderLineRow[], earned: Set<string>): Promise<void>;
}

/** A kind a fan buys by itself, through a checkout route: how checkout makes its lines. */
export interface SellableKind<Request = unknown> extends LineKind {
  /** The kind of an order of it, and of the payment that pays for that order. */
  orderKind: OrderKind;
  transactionType: TransactionType;
  /** What a request pays for, as one key: a buyer has one open order per key (see checkout). */
  intentOf(request: Request): string;
  /** The lines a buyer's request makes, checked and priced from the catalogue now; a refusal throws a 4xx. */
  draft(trx: Executor, buyer: UserRow, request: Request): Promise<OrderDraft>;
}
