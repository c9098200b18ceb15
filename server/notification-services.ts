import type { FastifyBaseLogger } from 'fastify';
import type { Db } from './db';
import type { Mailer } from './mail';
import type { FileUrls } from './modules/catalogue/file-urls';
import { NotificationCentre } from './modules/notifications/centre';
import { NewContentMails } from './modules/notifications/new-content-mails';
import { NotificationMails } from './modules/notifications/notification-mails';
import { NotificationsService } from './modules/notifications/service';
import type { Realtime } from './realtime/server';
import type { SettingsService } from './modules/settings/service';
import type { Executor } from './db/unit-of-work';
import { performerCards } from './modules/users/cards';

/** What tells users what happened: the bell, and the mails it and the releases send. */
export interface NotificationServices {
  /** Which optional mails each user gets; the rule every optional mail goes through. */
  notifications: NotificationsService;
  /** The bell: what happened for each user, written with the change it reports. */
  notificationCentre: NotificationCentre;
  /** The "new from ..." e-mails, at most one an hour per performer per fan (the new-content-mails job). */
  newContentMails: NewContentMails;
  /** The notifications digest by e-mail (the notification-mails job). */
  notificationMails: NotificationMails;
}

interface Deps {
  db: Db;
  mailer: Mailer;
  realtime: Realtime;
  files: FileUrls;
  /** Signs the centre's cursors and the unsubscribe links. */
  secret: string;
  settings: SettingsService;
  siteUrl: string;
  log: FastifyBaseLogger;
}

export function createNotificationServices(d: Deps): NotificationServices {
  const cards = (trx: Executor, ids: string[]) => performerCards(trx, d.files, ids);
  const siteName = async () => String(await d.settings.get('siteName', 'Limelight'));
  const notifications = new NotificationsService(d.db, d.mailer);
  return {
    notifications,
    notificationCentre: new NotificationCentre({ db: d.db, secret: d.secret, realtime: d.realtime, cards }),
    newContentMails: new NewContentMails({ db: d.db, notifications, siteUrl: d.siteUrl, siteName }),
    notificationMails: new NotificationMails({
      db: d.db,
      mailer: d.mailer,
      siteUrl: d.siteUrl,
      secret: d.secret,
      siteName,
      cards,
      onMailError: (err) => d.log.error({ err }, 'a notifications mail failed'),
    }),
  };
}
