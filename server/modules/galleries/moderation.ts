import { publishedModerationTarget } from '../catalogue/moderation-target';
import { isLive } from '../catalogue/live';
import type { ModerationTarget } from '../moderation/targets';

/** Galleries as something to report and take down. */
export const galleryModerationTarget = publishedModerationTarget('galleries');

/** A gallery's photos, one by one: a photo taken down leaves its gallery, which stays. Visible: ready, in a live gallery. */
export const photoModerationTarget: ModerationTarget = {
  async find(db, id, visibleOnly) {
    let query = db
      .selectFrom('photos')
      .innerJoin('galleries', 'galleries.id', 'photos.gallery_id')
      .select(['photos.performer_id', 'photos.title', 'photos.moderation', 'galleries.title as gallery', 'galleries.slug', 'galleries.id as galleryId'])
      .where('photos.id', '=', id);
    if (visibleOnly) {
      const liveGalleries = db
        .selectFrom('galleries')
        .select('id')
        .where((eb) => isLive(eb));
      query = query.where('photos.state', '=', 'ready').where('photos.moderation', 'is', null).where('photos.gallery_id', 'in', liveGalleries);
    }
    const row = await query.executeTakeFirst();
    return (
      row && {
        ownerId: row.performer_id,
        title: row.title ? `${row.title} (${row.gallery})` : `A photo in ${row.gallery}`,
        moderation: row.moderation,
        path: `/galleries/${encodeURIComponent(row.slug || row.galleryId)}`,
      }
    );
  },
  async moderate(db, id, state, reason) {
    await db.updateTable('photos').set({ moderation: state, moderation_reason: reason }).where('id', '=', id).execute();
  },
};
