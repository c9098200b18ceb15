import type { Db } from '../../db';
import type { FileUrls } from './file-urls';

/** The few performer fields shown on a content card. */
export interface PerformerCard {
  _id: string;
  name: string;
  username: string;
  avatar: string | null;
}

/** Looks performers up in one query for a whole page of items. */
export async function performerCards(db: Db, files: FileUrls, ids: string[]): Promise<Map<string, PerformerCard>> {
  const unique = [...new Set(ids)];
  if (unique.length === 0) return new Map();
  const rows = await db
    .selectFrom('users')
    .select(['id', 'name', 'username', 'avatar_path'])
    .where('id', 'in', unique)
    .execute();
  return new Map(
    rows.map((r) => [r.id, { _id: r.id, name: r.name, username: r.username, avatar: files.public(r.avatar_path) }]),
  );
}
