import { Type } from '@sinclair/typebox';
import { Body } from '../auth/schemas';

const Bp = Type.Integer({ minimum: 0, maximum: 10_000, description: 'Basis points: 2000 is 20%' });

/** What the site keeps of a creator's sales: their own commission (null: the site's), and the site's. */
export const CommissionSchema = Type.Object({
  commissionBp: Type.Union([Bp, Type.Null()]),
  siteCommissionBp: Bp,
});

/** PUT /admin/performers/:id/commission: null goes back to the site's commission. */
export const CommissionBody = Body({ commissionBp: Type.Union([Bp, Type.Null()]) });
export const PerformerIdParams = Type.Object({ id: Type.String({ format: 'uuid' }) });
