import type { Static } from '@sinclair/typebox';
import type { SubscriptionPackageRow } from '../../db/schema';
import type { PackageSchema } from './schemas';

export type PackageDto = Static<typeof PackageSchema>;

export function toPackage(row: SubscriptionPackageRow, performerName: string | null, currency: string): PackageDto {
  return {
    _id: row.id,
    performerId: row.performer_id,
    performerName,
    name: row.name,
    description: row.description,
    price: row.price_cents,
    currency,
    periodDays: row.period_days,
    recurring: row.recurring,
    active: row.active,
    createdAt: row.created_at.toISOString(),
    updatedAt: row.updated_at.toISOString(),
  };
}
