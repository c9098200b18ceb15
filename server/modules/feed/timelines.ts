import type { Executor } from '../../db/unit-of-work';
import { feedEntries, type FeedKind } from '../catalogue/feed-items';
import { timelineRepo, type TimelineItem } from './timeline-repo';

/** Items a fan's feed takes from a creator when they start following (older ones stay on the creator's page). */
export const BACKFILL = 200;

const ALL_KINDS: FeedKind[] = ['creator_post', 'video', 'gallery', 'product'];

/**
 * Each fan's feed as a timeline (fan-out on write): a release is written to its creator's fans (and the creator) in
 * the release's transaction; following fills the fan's timeline with the creator's newest items, unfollowing (or a
 * block) takes them out. Reading is one index range whatever the number of creators followed.
 */
export const feedTimelines = {
  /** Released items into the feeds of `fansOf(their performer)`. */
  write(db: Executor, items: TimelineItem[], fansOf: (performerId: string) => string[]): Promise<void> {
    return timelineRepo.add(db, items, fansOf);
  },

  /** A new follow: the creator's newest live items into the fan's feed. */
  async backfill(db: Executor, fanId: string, performerId: string): Promise<void> {
    const entries = await feedEntries(db, [performerId], ALL_KINDS, null, BACKFILL);
    await timelineRepo.add(
      db,
      entries.map((e) => ({ kind: e.kind, id: e.id, performerId: e.performerId, at: e.at })),
      () => [fanId],
    );
  },

  /** An unfollow or a block: the creator's items out of the fan's feed. */
  drop(db: Executor, fanId: string, performerId: string): Promise<void> {
    return timelineRepo.removePerformer(db, fanId, performerId);
  },

  /** A deleted account: its whole feed. */
  forget(db: Executor, fanId: string): Promise<void> {
    return timelineRepo.removeAllOf(db, fanId);
  },
};
