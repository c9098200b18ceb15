import type { Executor } from '../../db/unit-of-work';
import type { FileUrls } from '../catalogue/file-urls';

/** The few performer fields shown on a content card. */
export interface PerformerCard {
  _id: string;
  name: string;
  username: string;
  avatar: string | null;
}

/**
 * The users module's public card of a person (a content card's performer, a comment's author): looks them up
 * in one query for a whole page of items. Other modules ask here rather than reading `users`.
 */
export async function performerCards(db: Executor, files: FileUrls, ids: string[]): Promise<Map<string, PerformerCard>> {
  const unique = [...new Set(ids)];
  if (unique.length === 0) return new Map();
  const rows = await db.selectFrom('users').select(['id', 'name', 'username', 'avatar_path', 'status']).where('id', 'in', unique).execute();
  return new Map(
    // A deleted account keeps its row (orders, comments) but no name to link to: its username is made of its id.
    rows.map((r) => [r.id, { _id: r.id, name: r.name, username: r.status === 'deleted' ? '' : r.username, avatar: files.public(r.avatar_path) }]),
  );
}

/** People's display names by id, in one query (a seller named on an order line). */
export async function displayNames(db: Executor, ids: string[]): Promise<Map<string, string>> {
  const unique = [...new Set(ids)];
  if (unique.length === 0) return new Map();
  const rows = await db.selectFrom('users').select(['id', 'name']).where('id', 'in', unique).execute();
  return new Map(rows.map((r) => [r.id, r.name]));
}

/** Which of these accounts an admin has suspended, in one query (a suspended creator's payouts wait). */
export async function suspendedAmong(db: Executor, ids: string[]): Promise<Set<string>> {
  if (ids.length === 0) return new Set();
  const rows = await db.selectFrom('users').select('id').where('id', 'in', ids).where('status', '=', 'suspended').execute();
  return new Set(rows.map((r) => r.id));
}

/** Usernames by id, in one query (the admins' lists: who reported, whose item). */
export async function usernames(db: Executor, ids: Array<string | null>): Promise<Map<string, string>> {
  const unique = [...new Set(ids.filter((id): id is string => id !== null))];
  if (unique.length === 0) return new Map();
  const rows = await db.selectFrom('users').select(['id', 'username']).where('id', 'in', unique).execute();
  return new Map(rows.map((r) => [r.id, r.username]));
}
