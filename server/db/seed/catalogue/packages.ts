import type { Db } from '../../index';
import type { SeededPerformer } from './performers';

export interface SeededPackage {
  id: string;
  priceCents: number;
}

/**
 * Subscription packages: each performer a monthly one and a yearly one (two months free), priced from 4.99 up
 * by performer; the site an all-access monthly package. Answers each performer's monthly package.
 */
export async function seedPackages(db: Db, performers: SeededPerformer[]): Promise<Map<string, SeededPackage>> {
  const monthly = new Map<string, SeededPackage>();
  for (const [i, performer] of performers.entries()) {
    const price = 499 + i * 200;
    const [month] = await db
      .insertInto('subscription_packages')
      .values([
        {
          performer_id: performer.id,
          name: 'Monthly',
          description: `Every subscriber-only video and gallery of ${performer.name}, month by month.`,
          price_cents: price,
          period_days: 30,
        },
        {
          performer_id: performer.id,
          name: 'Yearly',
          description: `A year of ${performer.name}'s subscriber-only content: two months free.`,
          price_cents: price * 10,
          period_days: 365,
        },
      ])
      .returning(['id', 'price_cents'])
      .execute();
    monthly.set(performer.id, { id: month.id, priceCents: month.price_cents });
  }
  await db
    .insertInto('subscription_packages')
    .values({
      performer_id: null,
      name: 'All access',
      description: 'Every performer’s subscriber-only content on Limelight.',
      price_cents: 2499,
      period_days: 30,
    })
    .execute();
  return monthly;
}
