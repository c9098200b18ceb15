import type { Static } from '@sinclair/typebox';
import { STUDIO_ROUTES } from '../../../lib/studio-routes';
import type { Db } from '../../db';
import type { UserRow } from '../../db/schema';
import type { AfterCommit, Executor } from '../../db/unit-of-work';
import { badRequest, notFound, unprocessable } from '../../http/errors';
import type { Paging } from '../../http/paging';
import type { PaidTip } from '../messages/service';
import type { Notify } from '../notifications/centre';
import type { NewLine } from '../orders/service';
import type { SettingsService } from '../settings/service';
import type { PerformerCard } from '../users/cards';
import { tipsRepo, type TipTarget } from './repo';
import { TIP_MESSAGE_MAX, type ReceivedTipSchema, type TipBody } from './schemas';

export type TipRequest = Static<typeof TipBody>;
type ReceivedTip = Static<typeof ReceivedTipSchema>;

export interface TipsDeps {
  db: Db;
  settings: SettingsService;
  /** A creator the public may see (and so tip): their name and page; null otherwise. */
  performer(db: Executor, id: string): Promise<{ name: string; path: string } | null>;
  /** 403 when the creator blocked the fan. */
  refuseIfBlocked(db: Executor, performerId: string, fanId: string, doing: string): Promise<void>;
  /** A live item a tip is sent from, with its creator; null when there is none. */
  item(db: Executor, on: TipTarget): Promise<{ performerId: string; name: string } | null>;
  notify: Notify;
  /** A paid tip into the conversation of its fan and creator, when they have one (the messages module). */
  toConversation(trx: Executor, afterCommit: AfterCommit, tip: PaidTip): Promise<void>;
  /** People's names and pictures (the users module's cards). */
  cards(ids: string[]): Promise<Map<string, PerformerCard>>;
}

/** Control characters other than tabs and line breaks. */
// eslint-disable-next-line no-control-regex -- control characters are what is refused
const CONTROL = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/;

const dollars = (cents: number, currency: string) => new Intl.NumberFormat('en-US', { style: 'currency', currency }).format(cents / 100);

/**
 * Money a fan sends a creator, paid like any purchase (the `tip` sellable kind): checked and written when the fan
 * checks out, counted and told to the creator once paid, marked when refunded. The creator earns from it (earnings
 * source 'tip') and sees each tip with its sender and message in the Studio.
 */
export class TipsService {
  constructor(private readonly deps: TipsDeps) {}

  /** The order line of a tip the fan asks to send: refused (4xx) unless it may be sent; the tip is written unpaid. */
  async line(trx: Executor, fan: UserRow, request: TipRequest): Promise<NewLine> {
    const { settings } = this.deps;
    const currency = await settings.get<string>('currency', 'USD', trx);
    if (request.currency !== undefined && request.currency.toUpperCase() !== currency.toUpperCase())
      throw badRequest(`Tips are sent in ${currency}.`, 'WRONG_CURRENCY');
    const [min, max] = [Number(await settings.get('tipMinCents', 100, trx)), Number(await settings.get('tipMaxCents', 50_000, trx))];
    if (request.amountCents < min || request.amountCents > max)
      throw badRequest(`A tip is from ${dollars(min, currency)} to ${dollars(max, currency)}.`, 'TIP_AMOUNT');
    const message = messageOf(request.message);
    if (request.performerId === fan.id) throw unprocessable('You cannot tip yourself.', 'OWN_TIP');
    const performer = await this.deps.performer(trx, request.performerId);
    if (!performer) throw notFound('Performer not found', 'PERFORMER_NOT_FOUND');
    await this.deps.refuseIfBlocked(trx, request.performerId, fan.id, 'tip them');
    const on = request.on ? { type: request.on.type, id: request.on.id.toLowerCase() } : null;
    if (on) {
      const item = await this.deps.item(trx, on);
      if (!item || item.performerId !== request.performerId) throw notFound('The item this tip is sent from was not found.', 'ITEM_NOT_FOUND');
    }
    const id = await tipsRepo.create(trx, { fanId: fan.id, performerId: request.performerId, amountCents: request.amountCents, currency, message, on });
    return {
      orderable: { id, performerId: request.performerId, name: `Tip to ${performer.name}`, priceCents: request.amountCents, live: true, imageKey: null },
      objectType: 'tip',
      productType: null,
      quantity: 1,
      // A coupon takes nothing off a tip.
      discountable: false,
    };
  }

  /** Paid tips (settlement, in its transaction): counted, shown in the fan's conversation with the creator, and each creator told. */
  async paid(trx: Executor, afterCommit: AfterCommit, ids: string[]): Promise<void> {
    for (const tip of await tipsRepo.markPaid(trx, ids)) {
      await this.deps.toConversation(trx, afterCommit, {
        id: tip.id,
        fanId: tip.fan_id,
        performerId: tip.performer_id,
        amountCents: tip.amount_cents,
        currency: tip.currency,
        message: tip.message,
      });
      await this.deps.notify(trx, afterCommit, [tip.performer_id], {
        kind: 'tip_received',
        groupKey: null,
        actorId: tip.fan_id,
        subject: { title: tip.message ?? '', path: STUDIO_ROUTES.tips, amountCents: tip.amount_cents, currency: tip.currency },
      });
    }
  }

  /** Refunded tips (a refund or a chargeback, in its transaction): shown as refunded, out of the total. */
  refunded(trx: Executor, ids: string[]): Promise<void> {
    return tipsRepo.markRefunded(trx, ids);
  }

  /** The creator's tips, newest first, with who sent each and the total kept. */
  async received(performerId: string, paging: Paging): Promise<{ data: ReceivedTip[]; total: number; totalCents: number }> {
    const { db } = this.deps;
    const { rows, total, totalCents } = await tipsRepo.received(db, performerId, paging);
    const fans = await this.deps.cards(rows.map((r) => r.fan_id));
    const data = rows.map((r) => ({
      _id: r.id,
      amountCents: r.amount_cents,
      currency: r.currency,
      message: r.message,
      fan: fans.get(r.fan_id) ?? { _id: r.fan_id, name: 'Deleted user', username: '', avatar: null },
      on: r.on_type && r.on_id ? { type: r.on_type, id: r.on_id } : null,
      paidAt: new Date(r.paid_at!).toISOString(),
      refunded: r.refunded_at !== null,
    }));
    return { data, total, totalCents };
  }
}

/** A tip's message as kept: trimmed, empty as none; control characters or more than TIP_MESSAGE_MAX characters refused. */
function messageOf(text: string | undefined): string | null {
  if (text === undefined) return null;
  if (CONTROL.test(text)) throw badRequest('A tip’s message cannot hold control characters.', 'INVALID_MESSAGE');
  const trimmed = text.trim();
  if ([...trimmed].length > TIP_MESSAGE_MAX) throw badRequest(`A tip’s message has at most ${TIP_MESSAGE_MAX} characters.`, 'INVALID_MESSAGE');
  return trimmed === '' ? null : trimmed;
}
