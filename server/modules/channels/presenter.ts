import type { Static } from '@sinclair/typebox';
import type { Selectable } from 'kysely';
import type { ChannelsTable } from '../../db/schema';
import type { FileUrls } from '../catalogue/file-urls';
import type { PerformerCard } from '../users/cards';
import type { ChannelSchema } from './schemas';

export type ChannelDto = Static<typeof ChannelSchema>;
export type ChannelRow = Pick<Selectable<ChannelsTable>, 'id' | 'name' | 'slug' | 'description' | 'cover_key'>;
export const CHANNEL_COLUMNS = ['id', 'name', 'slug', 'description', 'cover_key'] as const;

export interface ChannelRelations {
  videosCount: Map<string, number>;
  /** Performer ids per channel. */
  performerIds: Map<string, string[]>;
  performers: Map<string, PerformerCard>;
}

const byName = (a: PerformerCard, b: PerformerCard) => a.name.localeCompare(b.name, 'en');

export function toChannel(c: ChannelRow, files: FileUrls, rel: ChannelRelations): ChannelDto {
  return {
    _id: c.id,
    name: c.name,
    slug: c.slug,
    description: c.description,
    cover: files.public(c.cover_key),
    videosCount: rel.videosCount.get(c.id) ?? 0,
    performers: (rel.performerIds.get(c.id) ?? [])
      .map((id) => rel.performers.get(id))
      .filter((p): p is PerformerCard => Boolean(p))
      .sort(byName),
  };
}
