import type { Static } from '@sinclair/typebox';
import type { Db } from '../../db';
import type { MessageAttachmentRow, MessageRow } from '../../db/schema';
import type { Executor } from '../../db/unit-of-work';
import type { FileUrls } from '../catalogue/file-urls';
import { ownerLink, purchaseLink } from '../entitlements/link-grants';
import type { LinkGrant } from '../../storage';
import { HLS_TYPE, SIGNED_VIDEO_SECONDS } from '../videos/presenter';
import { purchaseKey, type PurchaseGrant, type PurchasableItem } from '../purchases/service';
import { attachmentsRepo } from './attachments-repo';
import type { MessageSchema } from './schemas';

type MessageDto = Static<typeof MessageSchema>;
type PhotoDto = MessageDto['photos'][number];

/** Photo links last long enough to look through a conversation, and stay short-lived. */
const PHOTO_LINK_SECONDS = 30 * 60;

export interface MessageViewsDeps {
  db: Db;
  files: FileUrls;
  purchases: { grantsAmong(userId: string, items: PurchasableItem[], db?: Executor): Promise<Map<string, PurchaseGrant>> };
}

const itemOf = (row: MessageRow): PurchasableItem => ({ objectType: 'message', objectId: row.id });

/**
 * Messages as one person sees them. Its sender sees their photos and videos; its receiver too, unless it is paid and they have
 * not unlocked it (then blurred previews, and the price). A deleted message is gone for both, but a paid one its
 * receiver unlocked stays theirs; a message the staff hid shows nothing. Photo links are signed for the viewer: their
 * own account for what was sent to them free, the purchase for what they unlocked (a refund ends it).
 */
export class MessageViews {
  constructor(private readonly deps: MessageViewsDeps) {}

  async forViewer(viewerId: string, rows: MessageRow[], db: Executor = this.deps.db): Promise<MessageDto[]> {
    const paidToViewer = rows.filter((r) => r.price_cents !== null && r.sender_id !== viewerId);
    const [photos, grants] = await Promise.all([
      this.photosOf(rows, db),
      paidToViewer.length ? this.deps.purchases.grantsAmong(viewerId, paidToViewer.map(itemOf), db) : new Map<string, PurchaseGrant>(),
    ]);
    return rows.map((row) => this.view(viewerId, row, photos, grants.get(purchaseKey(itemOf(row)))));
  }

  /** Whether the user unlocked this paid message (bought it, not refunded). */
  async unlockedBy(userId: string, messageId: string): Promise<boolean> {
    return (await this.deps.purchases.grantsAmong(userId, [{ objectType: 'message', objectId: messageId }])).size > 0;
  }

  /** Messages just written, each as its receiver sees it (nobody has unlocked them yet): one read of their photos. */
  async justSent(sent: Array<{ message: MessageRow; recipientId: string }>): Promise<MessageDto[]> {
    const photos = await this.photosOf(
      sent.map((s) => s.message),
      this.deps.db,
    );
    return sent.map(({ message, recipientId }) => this.view(recipientId, message, photos, undefined));
  }

  private async photosOf(rows: MessageRow[], db: Executor): Promise<Map<string, MessageAttachmentRow>> {
    const photos = await attachmentsRepo.byIds(db, [...new Set(rows.flatMap((r) => r.attachment_ids))]);
    return new Map(photos.map((p) => [p.id, p]));
  }

  private view(viewerId: string, row: MessageRow, photoById: Map<string, MessageAttachmentRow>, grant: PurchaseGrant | undefined): MessageDto {
    const mine = row.sender_id === viewerId;
    const hidden = row.moderation !== null || (row.deleted_at !== null && !grant);
    const link = mine || row.price_cents === null ? ownerLink(viewerId) : grant ? purchaseLink(grant) : null;
    const shown = hidden ? [] : row.attachment_ids.flatMap((id) => photoById.get(id) ?? []);
    return {
      ...toMessage(row),
      body: hidden ? '' : row.body,
      deleted: row.deleted_at !== null && !grant,
      photos: shown.map((item) => this.photo(item, link)),
      price: row.price_cents === null ? null : { amountCents: row.price_cents, unlocked: mine || grant !== undefined },
    };
  }

  /** One message as one person sees it (each side is told its own copy). */
  async one(viewerId: string, row: MessageRow, db: Executor = this.deps.db): Promise<MessageDto> {
    return (await this.forViewer(viewerId, [row], db))[0];
  }

  private photo(item: MessageAttachmentRow, link: LinkGrant | null): PhotoDto {
    const signed = (key: string | null) => (link && key ? this.deps.files.signed(key, link, { expiresInSeconds: PHOTO_LINK_SECONDS }) : null);
    const video = item.kind === 'video';
    return {
      _id: item.id,
      kind: item.kind,
      width: item.width,
      height: item.height,
      thumbnail: link ? signed(item.thumb_key) : this.deps.files.public(item.blur_key),
      url: video ? null : signed(item.file_key),
      durationSeconds: video ? item.duration_seconds : null,
      stream:
        video && link && item.hls_key
          ? {
              url: this.deps.files.stream(item.hls_key, link, { expiresInSeconds: SIGNED_VIDEO_SECONDS }),
              type: HLS_TYPE,
              expiresInSeconds: SIGNED_VIDEO_SECONDS,
            }
          : null,
    };
  }
}

/** What a message is without its photos and price (the same for both sides). */
export function toMessage(row: MessageRow): Omit<MessageDto, 'photos' | 'price'> {
  return {
    _id: row.id,
    conversationId: row.conversation_id,
    senderId: row.sender_id,
    body: row.deleted_at || row.moderation ? '' : row.body,
    createdAt: new Date(row.created_at).toISOString(),
    deleted: row.deleted_at !== null,
    moderated: row.moderation !== null,
    tip: row.tip_cents !== null && row.tip_currency !== null ? { amountCents: row.tip_cents, currency: row.tip_currency } : null,
  };
}
