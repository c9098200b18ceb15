import type { Db } from '../../db';
import type { Realtime } from '../../realtime/server';
import { SOCKET_EVENTS, type ContentRelease } from '../../../lib/socket-events';
import { claimDueReleases } from '../catalogue/releases';
import type { NewContentMails } from '../notifications/new-content-mails';
import { contactsOf } from '../users/queries';

/** Who follows a performer: their live subscribers and the fans who favourited them. */
export interface Followers {
  liveSubscribersOf(performerIds: string[]): Promise<Array<{ userId: string; performerId: string }>>;
  favouritersOf(performerIds: string[]): Promise<Array<{ userId: string; performerId: string }>>;
}

export interface ReleasesDeps {
  db: Db;
  realtime: Realtime;
  followers: Followers;
  mails: NewContentMails;
}

/** Releases claimed per kind in one run; more wait for the next (a minute later). */
const BATCH = 500;

/**
 * Fans are told when something goes live (published, or its scheduled time came), within a minute: the
 * `releases-announce` job, every minute, on one worker. Each release is claimed once (catalogue's claimDueReleases),
 * so two runs (two processes, a retried job) never tell it twice. Its performer's followers get a socket event and,
 * per their preferences, an e-mail (NewContentMails, at most one an hour per performer).
 */
export class Releases {
  constructor(private readonly deps: ReleasesDeps) {}

  /** Tells the followers of every item that went live and was not told yet. */
  async announceDue(): Promise<{ announced: number; told: number }> {
    // One instant for the whole run: the e-mails list what was announced since their wait began (at this instant).
    const at = new Date();
    const due = await claimDueReleases(this.deps.db, at, BATCH);
    if (due.length === 0) return { announced: 0, told: 0 };
    const performers = new Map((await contactsOf(this.deps.db, [...new Set(due.map((r) => r.performerId))])).map((p) => [p.id, p]));
    const released = due.flatMap(({ performerId, ...release }): ContentRelease[] => {
      const performer = performers.get(performerId);
      return performer ? [{ ...release, performer: { _id: performer.id, name: performer.name, username: performer.username } }] : [];
    });
    return { announced: due.length, told: await this.tell(released, at) };
  }

  /** The socket event to each follower (once per release, whether they subscribe, favourited or both), and the e-mails' wait. */
  private async tell(released: ContentRelease[], at: Date): Promise<number> {
    const performerIds = [...new Set(released.map((r) => r.performer._id))];
    const { followers } = this.deps;
    const pairs = [...(await followers.liveSubscribersOf(performerIds)), ...(await followers.favouritersOf(performerIds))];
    const fansOf = new Map<string, Set<string>>();
    for (const { userId, performerId } of pairs) {
      if (userId === performerId) continue;
      fansOf.set(performerId, (fansOf.get(performerId) ?? new Set()).add(userId));
    }
    let told = 0;
    for (const release of released) {
      for (const fanId of fansOf.get(release.performer._id) ?? []) {
        this.deps.realtime.toUser(fanId, SOCKET_EVENTS.contentReleased, release);
        told += 1;
      }
    }
    await this.deps.mails.waitFor(
      [...fansOf].flatMap(([performerId, fans]) => [...fans].map((fanId) => ({ fanId, performerId }))),
      at,
    );
    return told;
  }
}
