import { messageModerationTarget } from './modules/messages/moderation';
import type { Db } from './db';
import type { AuditLog } from './modules/audit/log';
import type { Notify } from './modules/notifications/centre';
import type { FileUrls } from './modules/catalogue/file-urls';
import { commentModerationTarget } from './modules/comments/moderation';
import { creatorPostModerationTarget } from './modules/creator-posts/moderation';
import type { EngagementTargets } from './modules/engagement/targets';
import { galleryModerationTarget, photoModerationTarget } from './modules/galleries/moderation';
import { UserBlocks, type StopRenewals, type Unfollow } from './modules/moderation/blocks';
import { ModerationDecisions } from './modules/moderation/decisions';
import { ReportsRepo } from './modules/moderation/repo';
import { Reports } from './modules/moderation/reports';
import { ModerationTargets } from './modules/moderation/targets';
import { performerModerationTarget } from './modules/performers/moderation';
import { productModerationTarget } from './modules/products/moderation';
import type { SettingsService } from './modules/settings/service';
import { videoModerationTarget } from './modules/videos/moderation';
import type { Realtime } from './realtime/server';

/** Reports and moderation: what users report, and what the admins decide. */
export interface ModerationServices {
  reports: Reports;
  moderation: ModerationDecisions;
  /** Whom each creator has blocked. */
  blocks: UserBlocks;
}

interface Deps {
  db: Db;
  files: FileUrls;
  settings: SettingsService;
  realtime: Realtime;
  audit: AuditLog;
  engagementTargets: EngagementTargets;
  stopRenewals: StopRenewals;
  unfollow: Unfollow;
  notify: Notify;
}

export function createModerationServices({
  db,
  files,
  settings,
  realtime,
  audit,
  engagementTargets,
  stopRenewals,
  unfollow,
  notify,
}: Deps): ModerationServices {
  // What can be reported and taken down, each lent by the module that owns it.
  const targets = new ModerationTargets({
    video: videoModerationTarget,
    gallery: galleryModerationTarget,
    photo: photoModerationTarget,
    product: productModerationTarget,
    creator_post: creatorPostModerationTarget,
    comment: commentModerationTarget(engagementTargets, realtime),
    performer: performerModerationTarget,
    message: messageModerationTarget(realtime),
  });
  const repo = new ReportsRepo(db);
  return {
    reports: new Reports({ db, repo, targets, settings, realtime }),
    moderation: new ModerationDecisions({ db, repo, targets, audit, realtime, notify }),
    blocks: new UserBlocks(db, files, stopRenewals, unfollow),
  };
}
