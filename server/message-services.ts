import type { Db } from './db';
import type { FileUrls } from './modules/catalogue/file-urls';
import { followsRepo } from './modules/follows/repo';
import { messageSocketEvents } from './modules/messages/socket-events';
import { MessagesService } from './modules/messages/service';
import { Broadcasts } from './modules/messages/broadcasts';
import { MessageDrafts } from './modules/messages/drafts';
import { MessageUnlocks } from './modules/messages/unlocks';
import { removeAttachmentFiles } from './modules/messages/attachment-files';
import type { FileStorage } from './storage';
import { MessageViews } from './modules/messages/views';
import { NotificationPreferencesRepo } from './modules/notifications/repo';
import type { PurchasesService } from './modules/purchases/service';
import type { JobSender } from './jobs/sender';
import type { UserBlocks } from './modules/moderation/blocks';
import { creatorsAmong, messagePolicyOf, messagingParties, setMessagePolicy } from './modules/performers/message-policy';
import type { SettingsService } from './modules/settings/service';
import type { SubscriptionsService } from './modules/subscriptions/service';
import { performerCards } from './modules/users/cards';
import type { Realtime } from './realtime/server';

interface Deps {
  db: Db;
  files: FileUrls;
  storage: FileStorage;
  /** Signs list cursors. */
  secret: string;
  settings: SettingsService;
  realtime: Realtime;
  blocks: UserBlocks;
  subscriptions: SubscriptionsService;
  jobs: JobSender;
  purchases: PurchasesService;
  /** Whether an item (a video, gallery, product or post) is the creator's. */
  ownerOf(item: { type: 'video' | 'gallery' | 'product' | 'creator_post'; id: string }): Promise<string | null>;
}

/** Direct messages, wired to who people are (users, performers), who follows and subscribes, blocks, and the sockets. */
export function createMessageServices(d: Deps): { messages: MessagesService; broadcasts: Broadcasts; unlocks: MessageUnlocks; drafts: MessageDrafts } {
  const { db } = d;
  const views = new MessageViews({ db, files: d.files, purchases: d.purchases });
  const messages = new MessagesService({
    db,
    views,
    secret: d.secret,
    settings: d.settings,
    realtime: d.realtime,
    cards: (ids) => performerCards(db, d.files, ids),
    creatorsAmong: (ids) => creatorsAmong(db, ids),
    policyOf: (id) => messagePolicyOf(db, id),
    setPolicy: (id, policy) => setMessagePolicy(db, id, policy),
    correspondents: (trx, ids) => messagingParties(trx, ids),
    isBlocked: (trx, performerId, userId) => d.blocks.isBlocked(trx, performerId, userId),
    follows: (trx, fanId, performerId) => followsRepo.has(trx, fanId, performerId),
    subscribes: async (trx, fanId, performerId) => (await d.subscriptions.liveTo(fanId, [performerId], trx)).size > 0,
  });
  for (const handler of messageSocketEvents(messages)) d.realtime.onClientEvent(handler);
  const broadcasts = new Broadcasts({
    db,
    views,
    messages,
    jobs: d.jobs,
    settings: d.settings,
    realtime: d.realtime,
    async audienceOf(performerId, audience, item) {
      if (audience === 'subscribers') return (await d.subscriptions.liveSubscribersOf([performerId])).map((s) => s.userId);
      if (audience === 'followers') return (await followsRepo.followersOf(db, [performerId])).map((f) => f.userId);
      return item ? d.purchases.buyersOf({ objectType: item.type, objectId: item.id }) : [];
    },
    async leftOut(performerId, ids) {
      const [blocked, off] = await Promise.all([d.blocks.blockedAmong(performerId, ids), new NotificationPreferencesRepo(db).massMessagesOff(ids)]);
      return new Set([...blocked, ...off]);
    },
    ownsItem: async (performerId, item) => (await d.ownerOf(item)) === performerId,
  });
  return {
    messages,
    broadcasts,
    unlocks: new MessageUnlocks({ db, realtime: d.realtime, views }),
    drafts: new MessageDrafts({ db, files: d.files, removeFiles: (row) => removeAttachmentFiles(d.storage, row) }),
  };
}
