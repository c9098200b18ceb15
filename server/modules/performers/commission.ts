import type { Static } from '@sinclair/typebox';
import type { Db } from '../../db';
import { inTransaction } from '../../db/unit-of-work';
import { notFound } from '../../http/errors';
import type { Actor } from '../audit/actor';
import type { AuditLog } from '../audit/log';
import { defaultCommissionBp } from '../earnings/split';
import type { SettingsService } from '../settings/service';
import type { CommissionSchema } from './commission-schemas';

export type CommissionDto = Static<typeof CommissionSchema>;

/**
 * A creator's own commission (performers.commission_bp): what the site keeps of their sales instead of the
 * performerCommission setting. Changed by an admin, in the audit log; earnings already recorded keep their split.
 */
export class PerformerCommissions {
  constructor(
    private readonly db: Db,
    private readonly settings: Pick<SettingsService, 'get'>,
    private readonly audit: AuditLog,
  ) {}

  async of(performerId: string): Promise<CommissionDto> {
    const row = await this.db.selectFrom('performers').select('commission_bp').where('user_id', '=', performerId).executeTakeFirst();
    if (!row) throw notFound('Performer not found');
    return { commissionBp: row.commission_bp, siteCommissionBp: await this.siteBp() };
  }

  /** Sets the creator's own commission (null: the site's again). */
  async set(performerId: string, commissionBp: number | null, actor: Actor): Promise<CommissionDto> {
    const siteCommissionBp = await this.siteBp();
    return inTransaction(this.db, async (trx) => {
      const row = await trx.selectFrom('performers').select('commission_bp').where('user_id', '=', performerId).forUpdate().executeTakeFirst();
      if (!row) throw notFound('Performer not found');
      await trx.updateTable('performers').set({ commission_bp: commissionBp }).where('user_id', '=', performerId).execute();
      await this.audit.record(trx, {
        actor,
        action: 'performer.commission',
        target: { type: 'performer', id: performerId },
        before: { commissionBp: row.commission_bp },
        after: { commissionBp },
      });
      return { commissionBp, siteCommissionBp };
    });
  }

  private async siteBp(): Promise<number> {
    return defaultCommissionBp(await this.settings.get('performerCommission', 0.2));
  }
}
