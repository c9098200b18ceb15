import type { Db } from '../../db';
import { assetCategories, type CategoryRef } from '../categories/asset-categories';
import type { AssetTable } from './asset-rows';
import type { FileUrls } from './file-urls';
import { performerCards, type PerformerCard } from '../users/cards';

/** A timestamp as the API shows it (ISO 8601), null stays null. */
export const isoDate = (d: Date | string | null): string | null => (d ? new Date(d).toISOString() : null);

/** The counters every asset card shows. */
export function assetStats(row: { views_count: number; likes_count: number; favourites_count: number; comments_count: number }) {
  return { views: row.views_count, likes: row.likes_count, favourites: row.favourites_count, comments: row.comments_count };
}

export interface CardRelations {
  performers: Map<string, PerformerCard>;
  categories: Map<string, CategoryRef[]>;
}

interface CardRow {
  id: string;
  performer_id: string;
  slug: string;
  description: string | null;
  tags: string[];
  views_count: number;
  likes_count: number;
  favourites_count: number;
  comments_count: number;
  published_at: Date | null;
  created_at: Date;
}

export function assetCardFields(row: CardRow, rel: CardRelations) {
  return {
    _id: row.id,
    slug: row.slug,
    description: row.description,
    tags: row.tags,
    stats: assetStats(row),
    performer: rel.performers.get(row.performer_id) ?? null,
    categories: rel.categories.get(row.id) ?? [],
    publishedAt: isoDate(row.published_at),
    createdAt: isoDate(row.created_at)!,
  };
}

/** Performers and categories of a page of single-performer assets, in two queries. */
export async function cardRelations(
  db: Db,
  files: FileUrls,
  table: Exclude<AssetTable, 'videos'>,
  rows: Array<{ id: string; performer_id: string }>,
): Promise<CardRelations> {
  const [performers, categories] = await Promise.all([
    performerCards(
      db,
      files,
      rows.map((r) => r.performer_id),
    ),
    assetCategories(
      db,
      table,
      rows.map((r) => r.id),
    ),
  ]);
  return { performers, categories };
}
