import type { Db } from '../../db';
import { inTransaction, type Executor } from '../../db/unit-of-work';
import type { Notify } from '../notifications/centre';
import type { Realtime } from '../../realtime/server';
import { SOCKET_EVENTS, type ContentRelease } from '../../../lib/socket-events';
import { itemPath } from '../catalogue/item-paths';
import { anyDueRelease, claimDueReleases, nextScheduledRelease } from '../catalogue/releases';
import type { NewContentMails } from '../notifications/new-content-mails';
import { contactsOf } from '../users/queries';
import type { TimelineItem } from '../feed/timeline-repo';

/** Who is told of a performer's releases: their live subscribers and their followers (most subscribers are both). */
export interface Followers {
  liveSubscribersOf(performerIds: string[], db: Executor): Promise<Array<{ userId: string; performerId: string }>>;
  followersOf(performerIds: string[], db: Executor): Promise<Array<{ userId: string; performerId: string }>>;
}

export interface ReleasesDeps {
  db: Db;
  /** Writes released items into their fans' feeds (the feed module's timelines), in the claim's transaction. */
  toFeeds(db: Executor, items: TimelineItem[], fansOf: (performerId: string) => string[]): Promise<void>;
  realtime: Realtime;
  followers: Followers;
  mails: NewContentMails;
  notify: Notify;
}

/** Releases claimed per kind in one run; more wait for the next (a minute later). */
const BATCH = 500;

/**
 * Fans are told when something goes live (published, or its scheduled time came), within a minute: the
 * `releases-announce` job, every minute, on one worker, and within seconds of a write that puts something live
 * (server/jobs/release-wake.ts). Each release is claimed once (catalogue's claimDueReleases),
 * so two runs (two processes, a retried job) never tell it twice. Its performer's followers get a socket event and,
 * per their preferences, an e-mail (NewContentMails, at most one an hour per performer).
 */
export class Releases {
  constructor(private readonly deps: ReleasesDeps) {}

  /** Whether a run would tell anything now. */
  anyDue(): Promise<boolean> {
    return anyDueRelease(this.deps.db);
  }

  /** When the next scheduled item goes live (null: none is scheduled). */
  nextScheduled(): Promise<Date | null> {
    return nextScheduledRelease(this.deps.db);
  }

  /**
   * Tells the followers of every item that went live and was not told yet. The claim and the followers'
   * notifications are one transaction; the socket events and the e-mails' wait follow its commit.
   */
  async announceDue(): Promise<{ announced: number; told: number }> {
    // One instant for the whole run: the e-mails list what was announced since their wait began (at this instant).
    const at = new Date();
    return inTransaction(this.deps.db, async (trx, afterCommit) => {
      const due = await claimDueReleases(trx, at, BATCH);
      if (due.length === 0) return { announced: 0, told: 0 };
      const performers = new Map((await contactsOf(trx, [...new Set(due.map((r) => r.performerId))])).map((p) => [p.id, p]));
      const released = due.flatMap(({ performerId, publishedAt: _at, ...release }): ContentRelease[] => {
        const performer = performers.get(performerId);
        return performer ? [{ ...release, performer: { _id: performer.id, name: performer.name, username: performer.username } }] : [];
      });
      const fansOf = await this.fansOf(trx, released);
      // The creator's own feed shows their items too.
      const feedsOf = (performerId: string) => [performerId, ...(fansOf.get(performerId) ?? [])];
      await this.deps.toFeeds(
        trx,
        due.map((r) => ({ kind: r.kind, id: r.id, performerId: r.performerId, at: r.publishedAt })),
        feedsOf,
      );
      let told = 0;
      for (const release of released) {
        const fans = [...(fansOf.get(release.performer._id) ?? [])];
        await this.deps.notify(trx, afterCommit, fans, {
          kind: 'new_content',
          groupKey: `performer:${release.performer._id}`,
          actorId: release.performer._id,
          subject: { title: release.title, path: itemPath(release.kind, release.slug) },
        });
        afterCommit(() => this.deps.realtime.toUsers(fans, SOCKET_EVENTS.contentReleased, release));
        told += fans.length;
      }
      afterCommit(() =>
        this.deps.mails.waitFor(
          [...fansOf].flatMap(([performerId, fans]) => [...fans].map((fanId) => ({ fanId, performerId }))),
          at,
        ),
      );
      return { announced: due.length, told };
    });
  }

  /** Each performer's fans: live subscribers and followers, once each (the performer is not their own fan). */
  private async fansOf(trx: Executor, released: ContentRelease[]): Promise<Map<string, Set<string>>> {
    const performerIds = [...new Set(released.map((r) => r.performer._id))];
    const { followers } = this.deps;
    const pairs = [...(await followers.liveSubscribersOf(performerIds, trx)), ...(await followers.followersOf(performerIds, trx))];
    const fansOf = new Map<string, Set<string>>();
    for (const { userId, performerId } of pairs) {
      if (userId === performerId) continue;
      fansOf.set(performerId, (fansOf.get(performerId) ?? new Set()).add(userId));
    }
    return fansOf;
  }
}
