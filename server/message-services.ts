import type { Db } from './db';
import type { FileUrls } from './modules/catalogue/file-urls';
import { followsRepo } from './modules/follows/repo';
import { messageSocketEvents } from './modules/messages/socket-events';
import { MessagesService } from './modules/messages/service';
import type { UserBlocks } from './modules/moderation/blocks';
import { creatorsAmong, messagePolicyOf, messagingParty, setMessagePolicy } from './modules/performers/message-policy';
import type { SettingsService } from './modules/settings/service';
import type { SubscriptionsService } from './modules/subscriptions/service';
import { performerCards } from './modules/users/cards';
import type { Realtime } from './realtime/server';

interface Deps {
  db: Db;
  files: FileUrls;
  /** Signs list cursors. */
  secret: string;
  settings: SettingsService;
  realtime: Realtime;
  blocks: UserBlocks;
  subscriptions: SubscriptionsService;
}

/** Direct messages, wired to who people are (users, performers), who follows and subscribes, blocks, and the sockets. */
export function createMessageServices(d: Deps): { messages: MessagesService } {
  const { db } = d;
  const messages = new MessagesService({
    db,
    secret: d.secret,
    settings: d.settings,
    realtime: d.realtime,
    cards: (ids) => performerCards(db, d.files, ids),
    creatorsAmong: (ids) => creatorsAmong(db, ids),
    policyOf: (id) => messagePolicyOf(db, id),
    setPolicy: (id, policy) => setMessagePolicy(db, id, policy),
    correspondent: (trx, id) => messagingParty(trx, id),
    isBlocked: (trx, performerId, userId) => d.blocks.isBlocked(trx, performerId, userId),
    follows: (trx, fanId, performerId) => followsRepo.has(trx, fanId, performerId),
    subscribes: async (trx, fanId, performerId) => (await d.subscriptions.liveTo(fanId, [performerId], trx)).size > 0,
  });
  for (const handler of messageSocketEvents(messages)) d.realtime.onClientEvent(handler);
  return { messages };
}
