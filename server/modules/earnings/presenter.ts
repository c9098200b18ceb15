import type { Static } from '@sinclair/typebox';
import type { EarningRow } from '../../db/schema';
import type { SoldLineRef } from '../orders/service';
import type { EarningSchema } from './schemas';

export type EarningDto = Static<typeof EarningSchema>;

const iso = (d: Date | string | null) => (d ? new Date(d).toISOString() : null);

/** One earning as its performer sees it, with what its order line sold and to whom. */
export function toEarning(e: EarningRow, line: SoldLineRef): EarningDto {
  return {
    _id: e.id,
    performerId: e.performer_id,
    sourceType: e.source_type,
    sourceId: e.source_id,
    name: line.name,
    quantity: e.quantity,
    orderId: line.orderId,
    orderNumber: line.orderNumber,
    transactionId: e.transaction_id,
    buyer: line.buyer,
    grossPrice: e.gross_cents,
    commissionRate: e.commission_bp / 10_000,
    commission: e.commission_cents,
    netPrice: e.net_cents,
    status: e.status,
    isPaid: e.paid_out_at !== null,
    paidAt: iso(e.paid_out_at),
    createdAt: iso(e.created_at)!,
    reversedAt: iso(e.reversed_at),
  };
}
