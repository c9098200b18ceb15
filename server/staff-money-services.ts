import type { Db } from './db';
import type { AppConfig } from './config';
import { SiteStats } from './modules/admin/stats';
import type { AuditLog } from './modules/audit/log';
import type { Notify } from './modules/notifications/centre';
import { DetailsCipher } from './modules/payouts/details-cipher';
import { PayoutsService } from './modules/payouts/service';
import { PerformerCommissions } from './modules/performers/commission';
import type { SettingsService } from './modules/settings/service';
import { secretFromEnvOrFile } from './secret-file';

/** Where payout details' encryption key is kept when PAYOUT_DETAILS_KEY is not set (back it up with the database). */
const PAYOUT_DETAILS_KEY_FILE = 'payout-details-key';

/** The staff's money services: payouts (details encrypted under PAYOUT_DETAILS_KEY), creators' commissions, the dashboard's figures. */
export function createStaffMoneyServices({
  config,
  db,
  settings,
  audit,
  notify,
}: {
  config: AppConfig;
  db: Db;
  settings: SettingsService;
  audit: AuditLog;
  notify: Notify;
}) {
  const payoutDetailsKey = secretFromEnvOrFile(config.secrets.payoutDetails, 'PAYOUT_DETAILS_KEY', config.dataDir, PAYOUT_DETAILS_KEY_FILE);
  return {
    payouts: new PayoutsService(db, new DetailsCipher(payoutDetailsKey), settings, audit, notify),
    commissions: new PerformerCommissions(db, settings, audit),
    siteStats: new SiteStats(db, settings),
  };
}
