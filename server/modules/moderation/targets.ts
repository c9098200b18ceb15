import type { CommentableType, ModerationState, ReportableType } from '../../db/schema';
import type { Executor } from '../../db/unit-of-work';
import { notFound } from '../../http/errors';

export type { ReportableType };

/** An item as moderation sees it. */
export interface ModeratedItem {
  /** The performer whose item it is (a profile: that performer; a comment: its author). */
  ownerId: string | null;
  /** Its title, name or first words, kept with its reports. */
  title: string;
  moderation: ModerationState | null;
  /** Where the public sees it (a photo: its gallery's page), when it has a page of its own. */
  path: string | null;
  /** What a comment is on. */
  on?: { objectType: CommentableType; objectId: string };
  /** A message's conversation and its two people (they are told when it is hidden). */
  conversation?: { id: string; people: string[] };
}

/**
 * What a module that owns reportable things (videos, galleries and their photos, products, creators' posts, comments,
 * performers' profiles) lends the moderation module, so that it never reads or writes their tables itself.
 */
export interface ModerationTarget {
  /** The item, or undefined when there is none; `visibleOnly`: only what the public sees now (what may be reported). */
  find(db: Executor, id: string, visibleOnly: boolean): Promise<ModeratedItem | undefined>;
  /** Sets its moderation (null: shown again) on the caller's executor, inside the caller's transaction. */
  moderate(db: Executor, id: string, state: ModerationState | null, reason: string | null): Promise<void>;
  /** Whether this user may report it (a message: only the person it was sent to); reporting otherwise is a 404. */
  mayReport?(db: Executor, id: string, reporterId: string): Promise<boolean>;
  /** After the change committed: tells whoever has the item open (a comment leaves the pages showing it). */
  announce?(id: string, state: ModerationState | null, item: ModeratedItem): void;
}

const NOUNS: Record<ReportableType, string> = {
  video: 'Video',
  gallery: 'Gallery',
  photo: 'Photo',
  product: 'Product',
  creator_post: 'Post',
  comment: 'Comment',
  performer: 'Performer',
  message: 'Message',
};

/** The targets of every reportable kind, gathered once (server/services.ts) from the modules that own them. */
export class ModerationTargets {
  constructor(private readonly targets: Record<ReportableType, ModerationTarget>) {}

  /** The item, or 404 "Video not found" (Gallery, Photo, ...). */
  async require(db: Executor, type: ReportableType, id: string, visibleOnly: boolean): Promise<ModeratedItem> {
    const item = await this.targets[type].find(db, id, visibleOnly);
    if (!item) throw notFound(`${NOUNS[type]} not found`);
    return item;
  }

  /** The item, if this user may report it (see ModerationTarget.mayReport), or 404 as for an item there is not. */
  async requireReportable(db: Executor, type: ReportableType, id: string, reporterId: string): Promise<ModeratedItem> {
    const item = await this.require(db, type, id, true);
    if (this.targets[type].mayReport && !(await this.targets[type].mayReport(db, id, reporterId))) throw notFound(`${NOUNS[type]} not found`);
    return item;
  }

  find(db: Executor, type: ReportableType, id: string): Promise<ModeratedItem | undefined> {
    return this.targets[type].find(db, id, false);
  }

  moderate(db: Executor, type: ReportableType, id: string, state: ModerationState | null, reason: string | null): Promise<void> {
    return this.targets[type].moderate(db, id, state, reason);
  }

  announce(type: ReportableType, id: string, state: ModerationState | null, item: ModeratedItem): void {
    this.targets[type].announce?.(id, state, item);
  }
}

/** The first words of a text, for a title. */
export function firstWords(text: string, max = 80): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  return flat.length <= max ? flat : `${flat.slice(0, max - 1)}…`;
}
