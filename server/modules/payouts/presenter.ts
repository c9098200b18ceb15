import type { DuePayoutDto, PayoutAccountDto, PayoutBatchDto, PayoutDto } from './service';
import type { Owed } from './batches';
import type { PayoutAccountRow, PayoutBatchRow, PayoutRow } from './repo';
import type { PayoutBlocked } from './schemas';

export function toPayoutAccount(row: PayoutAccountRow): PayoutAccountDto {
  return { method: row.method, summary: row.summary, thresholdCents: row.threshold_cents, updatedAt: row.updated_at.toISOString() };
}

export function toPayout(row: PayoutRow, reference: string): PayoutDto {
  return {
    _id: row.id,
    netCents: row.net_cents,
    earningsCount: row.earnings_count,
    clawedBackCents: row.clawed_back_cents,
    method: row.method,
    summary: row.summary,
    reference,
    createdAt: row.created_at.toISOString(),
  };
}

export function toBatch(row: PayoutBatchRow, names: Map<string, string>): PayoutBatchDto {
  return {
    _id: row.id,
    reference: row.reference,
    payoutsCount: row.payouts_count,
    totalCents: Number(row.total_cents),
    createdBy: row.created_by ? (names.get(row.created_by) ?? null) : 'command line',
    createdAt: row.created_at.toISOString(),
  };
}

export function toDue(owed: Owed, username: string, blocked: PayoutBlocked | null): DuePayoutDto {
  return {
    performer: { _id: owed.performerId, username },
    method: owed.account?.method ?? null,
    summary: owed.account?.summary ?? null,
    thresholdCents: owed.account?.threshold_cents ?? null,
    payableCents: owed.payableCents,
    earningsCount: owed.payableCount,
    owedCents: owed.owedCents,
    netCents: owed.netCents,
    blocked,
  };
}
