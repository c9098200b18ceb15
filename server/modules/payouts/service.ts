import type { Static } from '@sinclair/typebox';
import type { Db } from '../../db';
import { inTransaction } from '../../db/unit-of-work';
import { badRequest, conflict, notFound } from '../../http/errors';
import type { Paging } from '../../http/paging';
import type { Actor } from '../audit/actor';
import type { AuditLog } from '../audit/log';
import type { Notify } from '../notifications/centre';
import { dayStart } from '../earnings/filters';
import { earningsRepo } from '../earnings/repo';
import { DAY_MS } from '../earnings/timeline';
import type { SettingsService } from '../settings/service';
import { usernames } from '../users/cards';
import { dueReason, PayoutBatches } from './batches';
import { toBatch, toDue, toPayout, toPayoutAccount } from './presenter';
import type { DetailsCipher } from './details-cipher';
import { detailColumns, normalised, summaryOf, type PayoutDetails } from './methods';
import { payoutsRepo } from './repo';
import { maturedBefore, nextPayoutDay, payableFrom } from './schedule';
import type { DuePayoutSchema, PayoutAccountSchema, PayoutBatchDetailSchema, PayoutBatchSchema, PayoutSchema, PayoutSummarySchema } from './schemas';
import { toCsv } from './csv';

export type PayoutAccountDto = Static<typeof PayoutAccountSchema>;
export type PayoutSummaryDto = Static<typeof PayoutSummarySchema>;
export type PayoutDto = Static<typeof PayoutSchema>;
export type DuePayoutDto = Static<typeof DuePayoutSchema>;
export type PayoutBatchDto = Static<typeof PayoutBatchSchema>;
export type PayoutBatchDetailDto = Static<typeof PayoutBatchDetailSchema>;

/** What the command line's payout paid one performer. */
export interface CommandLinePayout {
  username: string;
  count: number;
  netCents: number;
}

const DEFAULT_HOLD_DAYS = 7;
const DEFAULT_MINIMUM_CENTS = 2000;

const dollars = (cents: number) => `$${(cents / 100).toFixed(2)}`;

/**
 * Paying performers: where each wants their money (payout_accounts, details encrypted), what they are owed and when
 * it is sent, and the admins' batches (what is due, mark a batch paid with its reference, the batch as CSV).
 */
export class PayoutsService {
  readonly batches: PayoutBatches;

  constructor(
    private readonly db: Db,
    private readonly cipher: DetailsCipher,
    private readonly settings: Pick<SettingsService, 'get'>,
    private readonly audit: AuditLog,
    notify: Notify,
  ) {
    this.batches = new PayoutBatches(db, audit, notify);
  }

  async account(performerId: string): Promise<PayoutAccountDto | null> {
    const row = await payoutsRepo.account(this.db, performerId);
    return row ? toPayoutAccount(row) : null;
  }

  /** Saves where a performer's payouts go, and their threshold (at least the site's minimum). */
  async saveAccount(performerId: string, body: PayoutDetails & { thresholdCents: number }): Promise<PayoutAccountDto> {
    const minimum = await this.minimumCents();
    if (body.thresholdCents < minimum) throw badRequest(`The payout threshold must be at least ${dollars(minimum)}.`, 'THRESHOLD_TOO_LOW');
    const payout = normalised(body);
    const row = await payoutsRepo.saveAccount(this.db, {
      performer_id: performerId,
      method: payout.method,
      details: this.cipher.seal(performerId, payout.details),
      summary: summaryOf(payout),
      threshold_cents: body.thresholdCents,
    });
    return toPayoutAccount(row);
  }

  /** What a performer is owed now, what is still held, and what the next payout sends (on its day, as things stand). */
  async summary(performerId: string, now = new Date()): Promise<PayoutSummaryDto> {
    const [holdDays, minimum, accountRow] = await Promise.all([this.holdDays(), this.minimumCents(), payoutsRepo.account(this.db, performerId)]);
    const payDay = nextPayoutDay(now);
    const [nowBalance, dayOwed, paid] = await Promise.all([
      earningsRepo.balances(this.db, [performerId], maturedBefore(now, holdDays)),
      this.batches.owed(this.db, [performerId], maturedBefore(payDay, holdDays)),
      earningsRepo.totals(this.db, { performerId, isPaid: true }),
    ]);
    const balance = nowBalance.get(performerId);
    const onPayDay = dayOwed[0];
    const blocked = onPayDay ? dueReason(onPayDay) : 'Nothing payable';
    return {
      account: accountRow ? toPayoutAccount(accountRow) : null,
      minimumThresholdCents: minimum,
      holdDays,
      availableCents: balance ? Math.max(0, balance.payableCents - balance.owedCents) : 0,
      pendingCents: balance?.pendingCents ?? 0,
      pendingFrom: balance?.firstPendingAt ? payableFrom(balance.firstPendingAt, holdDays).toISOString() : null,
      owedCents: balance?.owedCents ?? 0,
      nextPayoutDate: payDay.toISOString().slice(0, 10),
      nextPayoutCents: blocked === null ? onPayDay.netCents : 0,
      nextPayoutBlocked: blocked,
      paidCents: paid.paidNetCents,
    };
  }

  async payoutsOf(performerId: string, paging: Paging): Promise<{ data: PayoutDto[]; total: number }> {
    const { rows, total } = await payoutsRepo.ofPerformer(this.db, performerId, paging);
    return { data: rows.map((r) => toPayout(r, r.reference)), total };
  }

  /** Every performer owed something now (earnings past the hold), those due first, the largest sums first. */
  async due(now = new Date()): Promise<DuePayoutDto[]> {
    const owed = await this.batches.owed(this.db, null, maturedBefore(now, await this.holdDays()));
    const names = await usernames(
      this.db,
      owed.map((o) => o.performerId),
    );
    return owed
      .filter((o) => o.payableCount > 0 || o.owedCents > 0)
      .map((o) => toDue(o, names.get(o.performerId) ?? o.performerId, dueReason(o)))
      .sort((a, b) => Number(a.blocked !== null) - Number(b.blocked !== null) || b.netCents - a.netCents);
  }

  /** Marks these performers paid (those due among them), as one batch with its reference. */
  async payBatch(performerIds: string[], reference: string, actor: Actor, now = new Date()): Promise<PayoutBatchDetailDto> {
    const paid = await this.batches.pay(
      { performerIds, before: maturedBefore(now, await this.holdDays()), reference: reference.trim(), onlyDue: true },
      actor,
      now,
    );
    if (!paid) throw conflict('None of these performers is due a payout now.', 'NOTHING_DUE');
    return this.batchDetail(paid.batch.id);
  }

  /**
   * The command line's payout: one performer's (or everyone's) unpaid earnings created up to the end of a day (UTC),
   * whatever their details and threshold (the operator paid by other means), as one batch. Nothing twice: a paid
   * earning is never picked again.
   */
  async payUpTo(performerId: string | null, untilDay: string, reference: string | undefined, actor: Actor, now = new Date()): Promise<CommandLinePayout[]> {
    const before = new Date(dayStart('--until', untilDay).getTime() + DAY_MS);
    const order = {
      performerIds: performerId ? [performerId] : null,
      before,
      reference: reference?.trim() || `command line, up to ${untilDay}`,
      onlyDue: false,
    };
    const paid = await this.batches.pay(order, actor, now);
    if (!paid) return [];
    const names = await usernames(
      this.db,
      paid.payouts.map((p) => p.performer_id),
    );
    return paid.payouts
      .map((p) => ({ username: names.get(p.performer_id!) ?? p.performer_id!, count: p.earnings_count, netCents: p.net_cents }))
      .sort((a, b) => a.username.localeCompare(b.username));
  }

  async batchList(paging: Paging): Promise<{ data: PayoutBatchDto[]; total: number }> {
    const { rows, total } = await payoutsRepo.batches(this.db, paging);
    const names = await usernames(
      this.db,
      rows.map((r) => r.created_by),
    );
    return { data: rows.map((r) => toBatch(r, names)), total };
  }

  async batchDetail(batchId: string): Promise<PayoutBatchDetailDto> {
    const batch = await payoutsRepo.batch(this.db, batchId);
    if (!batch) throw notFound('Payout batch not found');
    const payouts = await payoutsRepo.ofBatch(this.db, batchId);
    const names = await usernames(this.db, [batch.created_by, ...payouts.map((p) => p.performer_id)]);
    return {
      ...toBatch(batch, names),
      payouts: payouts.map((p) => ({
        ...toPayout(p, batch.reference),
        performer: p.performer_id ? { _id: p.performer_id, username: names.get(p.performer_id) ?? '' } : null,
      })),
    };
  }

  /**
   * The batch as CSV for the bank or the wallet: one line per payout with where it was sent (the details as they were
   * then, decrypted). Reading them is in the audit log.
   */
  async batchCsv(batchId: string, actor: Actor): Promise<{ filename: string; csv: string }> {
    const batch = await payoutsRepo.batch(this.db, batchId);
    if (!batch) throw notFound('Payout batch not found');
    const payouts = await payoutsRepo.ofBatch(this.db, batchId);
    const names = await usernames(
      this.db,
      payouts.map((p) => p.performer_id),
    );
    const lines = payouts.map((p) => {
      const details = p.details && p.performer_id ? this.cipher.open(p.performer_id, p.details) : {};
      return {
        payout_id: p.id,
        performer: p.performer_id ? (names.get(p.performer_id) ?? '') : '(deleted account)',
        amount: (p.net_cents / 100).toFixed(2),
        method: p.method ?? '',
        ...detailColumns(p.method, details),
        reference: batch.reference,
        earnings: String(p.earnings_count),
      };
    });
    await inTransaction(this.db, (trx) =>
      this.audit.record(trx, { actor, action: 'payout.export', target: { type: 'payout_batch', id: batchId }, after: { payouts: lines.length } }),
    );
    return { filename: `payouts-${batch.created_at.toISOString().slice(0, 10)}-${batchId.slice(0, 8)}.csv`, csv: toCsv(lines) };
  }

  private async holdDays(): Promise<number> {
    const value = Number(await this.settings.get('payoutHoldDays', DEFAULT_HOLD_DAYS));
    return Number.isInteger(value) && value >= 0 ? value : DEFAULT_HOLD_DAYS;
  }

  private async minimumCents(): Promise<number> {
    const value = Number(await this.settings.get('payoutMinimumCents', DEFAULT_MINIMUM_CENTS));
    return Number.isInteger(value) && value > 0 ? value : DEFAULT_MINIMUM_CENTS;
  }
}
