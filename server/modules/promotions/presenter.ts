import type { Static } from '@sinclair/typebox';
import type { Selectable } from 'kysely';
import type { PromotionsTable } from '../../db/schema';
import type { FileUrls } from '../catalogue/file-urls';
import type { PromotionSchema } from './schemas';

export type PromotionDto = Static<typeof PromotionSchema>;
export type PromotionRow = Pick<
  Selectable<PromotionsTable>,
  'id' | 'title' | 'description' | 'image_key' | 'link_url' | 'cta_label' | 'audience' | 'position' | 'ordering'
>;

export const toPromotion = (p: PromotionRow, files: FileUrls): PromotionDto => ({
  _id: p.id,
  title: p.title,
  description: p.description,
  image: files.public(p.image_key),
  link: p.link_url,
  cta: p.cta_label,
  audience: p.audience,
  position: p.position,
  ordering: p.ordering,
});
