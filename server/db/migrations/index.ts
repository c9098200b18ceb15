import type { Migration, MigrationProvider } from 'kysely';
import * as m0001 from './0001-accounts';
import * as m0002 from './0002-site-settings';
import * as m0003 from './0003-catalogue';
import * as m0004 from './0004-engagement';
import * as m0005 from './0005-listing-arrays';
import * as m0006 from './0006-gin-pending-limit';
import * as m0007 from './0007-drop-derived-performer-counts';
import * as m0008 from './0008-checkout';
import * as m0009 from './0009-coupon-use-spent';
import * as m0010 from './0010-subscriptions';
import * as m0011 from './0011-earnings-sources';
import * as m0012 from './0012-subscription-settings';
import * as m0013 from './0013-contact-settings';
import * as m0014 from './0014-captcha-settings';
import * as m0015 from './0015-age-verification';
import * as m0016 from './0016-navigation-menus';
import * as m0017 from './0017-video-duration-index';
import * as m0018 from './0018-account-safety';
import * as m0019 from './0019-promotion-audience';
import * as m0020 from './0020-payable-intents';
import * as m0021 from './0021-gateway-sale-subscription';
import * as m0022 from './0022-shipping';
import * as m0023 from './0023-presence-lease';
import * as m0024 from './0024-video-uploads';
import * as m0025 from './0025-releases';
import * as m0026 from './0026-gallery-uploads';
import * as m0027 from './0027-product-files';
import * as m0028 from './0028-owner-list-indexes';
import * as m0029 from './0029-creator-posts';
import * as m0030 from './0030-video-replacements';
import * as m0031 from './0031-audit-log';
import * as m0032 from './0032-account-suspension';
import * as m0033 from './0033-creator-applications';
import * as m0034 from './0034-reports-and-moderation';
import * as m0035 from './0035-payouts';
import * as m0036 from './0036-follows';
import * as m0037 from './0037-notifications';
import * as m0038 from './0038-notification-channels';
import * as m0039 from './0039-pinned-posts';
import * as m0040 from './0040-comment-likes';
import * as m0041 from './0041-feed-timelines';
import * as m0042 from './0042-tips';
import * as m0043 from './0043-messages';
import * as m0044 from './0044-message-tips';
import * as m0045 from './0045-message-reports';
import * as m0046 from './0046-broadcasts';
import * as m0047 from './0047-paid-messages';
import * as m0048 from './0048-message-videos';

/** Static list so migrations work the same from ts sources, compiled dist and jest. */
const MIGRATIONS: Record<string, Migration> = {
  '0001-accounts': m0001,
  '0002-site-settings': m0002,
  '0003-catalogue': m0003,
  '0004-engagement': m0004,
  '0005-listing-arrays': m0005,
  '0006-gin-pending-limit': m0006,
  '0007-drop-derived-performer-counts': m0007,
  '0008-checkout': m0008,
  '0009-coupon-use-spent': m0009,
  '0010-subscriptions': m0010,
  '0011-earnings-sources': m0011,
  '0012-subscription-settings': m0012,
  '0013-contact-settings': m0013,
  '0014-captcha-settings': m0014,
  '0015-age-verification': m0015,
  '0016-navigation-menus': m0016,
  '0017-video-duration-index': m0017,
  '0018-account-safety': m0018,
  '0019-promotion-audience': m0019,
  '0020-payable-intents': m0020,
  '0021-gateway-sale-subscription': m0021,
  '0022-shipping': m0022,
  '0023-presence-lease': m0023,
  '0024-video-uploads': m0024,
  '0025-releases': m0025,
  '0026-gallery-uploads': m0026,
  '0027-product-files': m0027,
  '0028-owner-list-indexes': m0028,
  '0029-creator-posts': m0029,
  '0030-video-replacements': m0030,
  '0031-audit-log': m0031,
  '0032-account-suspension': m0032,
  '0033-creator-applications': m0033,
  '0034-reports-and-moderation': m0034,
  '0035-payouts': m0035,
  '0036-follows': m0036,
  '0037-notifications': m0037,
  '0038-notification-channels': m0038,
  '0039-pinned-posts': m0039,
  '0040-comment-likes': m0040,
  '0041-feed-timelines': m0041,
  '0042-tips': m0042,
  '0043-messages': m0043,
  '0044-message-tips': m0044,
  '0045-message-reports': m0045,
  '0046-broadcasts': m0046,
  '0047-paid-messages': m0047,
  '0048-message-videos': m0048,
};

export const migrationProvider: MigrationProvider = {
  async getMigrations() {
    return MIGRATIONS;
  },
};
