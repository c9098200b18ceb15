import type { SelectQueryBuilder } from 'kysely';
import type { Database, EngagementObjectType, NotificationKind, ReactionAction } from '../../db/schema';
import type { Executor } from '../../db/unit-of-work';
import { badRequest, notFound } from '../../http/errors';

/** What can be commented on or reacted to. */
export type ObjectType = EngagementObjectType;
export type AssetObjectType = 'video' | 'gallery' | 'product';

export const isAsset = (type: ObjectType): type is AssetObjectType => type === 'video' || type === 'gallery' || type === 'product';

const NOUNS: Record<ObjectType, string> = {
  video: 'Video',
  gallery: 'Gallery',
  product: 'Product',
  performer: 'Performer',
  post: 'Post',
  creator_post: 'Post',
  comment: 'Comment',
};

/** Counter columns that comments and reactions keep on what they are about (performers keep likes only). */
export type CounterColumn = 'likes_count' | 'favourites_count' | 'comments_count';

export interface Target<Type extends ObjectType = ObjectType> {
  objectType: Type;
  objectId: string;
  /** The performer whose content it is (for a performer: that performer); null for site posts. */
  ownerId: string | null;
  /** Its title or name, and its page: what notifications about it say and link to. */
  title: string;
  path: string;
}

/** An object as its owning module describes it to the engagement modules. */
export type FoundTarget = Pick<Target, 'ownerId' | 'title' | 'path'>;

/**
 * What a module that owns commentable or reactable things (videos, galleries, products, performers, posts)
 * lends the engagement modules, so that comments and reactions never read or write its tables themselves.
 */
export interface EngagementTarget {
  /** The object's owner, or undefined when there is no such object; with `publicOnly`, only what the public sees. */
  find(db: Executor, id: string, publicOnly: boolean): Promise<FoundTarget | undefined>;
  /**
   * Adds `delta` to one of its counters (never below zero) on the caller's executor, inside the caller's
   * transaction, and returns the new value; 0 only reads it. Null (or absent) when the object keeps no such counter.
   */
  addToCounter?(db: Executor, id: string, column: CounterColumn, delta: number): Promise<number | null>;
  /** The ids of what the public sees, as a subquery (a user's reactions list skips the rest). */
  liveIds?(db: Executor): SelectQueryBuilder<Database, keyof Database, { id: string }>;
  /** The reactions it takes (absent: every one). */
  reactions?: readonly ReactionAction[];
  /** Its owner is told of each like, as this kind of notification (absent: not told). */
  toldOfLikes?: NotificationKind;
}

/** What each reaction makes of its object, in words ("cannot be saved for later"). */
const REACTED: Record<ReactionAction, string> = { like: 'liked', favourite: 'favourited', watch_later: 'saved for later' };

/** The targets of every object type, gathered once (server/services.ts) from the modules that own them. */
export class EngagementTargets {
  constructor(private readonly targets: Record<ObjectType, EngagementTarget>) {}

  async find<Type extends ObjectType>(db: Executor, objectType: Type, objectId: string, publicOnly: boolean): Promise<Target<Type> | undefined> {
    const found = await this.targets[objectType].find(db, objectId, publicOnly);
    return found && { objectType, objectId, ...found };
  }

  /** find, or 404 "Video not found" (Gallery, Product, Performer, Post). */
  async require<Type extends ObjectType>(db: Executor, objectType: Type, objectId: string, publicOnly: boolean): Promise<Target<Type>> {
    const target = await this.find(db, objectType, objectId, publicOnly);
    if (!target) throw notFound(`${NOUNS[objectType]} not found`);
    return target;
  }

  /** A 400 when objects of this type do not take this reaction (a post saved for later). */
  assertTakes(objectType: ObjectType, action: ReactionAction): void {
    const taken = this.targets[objectType].reactions;
    if (taken && !taken.includes(action))
      throw badRequest(
        `A ${NOUNS[objectType].toLowerCase()} cannot be ${REACTED[action]}: it can be ${taken.map((a) => REACTED[a]).join(' or ')}.`,
        'REACTION_NOT_TAKEN',
      );
  }

  /** The object's counter moved by `delta`, or null when that object keeps no such counter. */
  async addToCounter(db: Executor, target: Pick<Target, 'objectType' | 'objectId'>, column: CounterColumn, delta: number): Promise<number | null> {
    const { addToCounter } = this.targets[target.objectType];
    return addToCounter ? addToCounter(db, target.objectId, column, delta) : null;
  }

  /** The kind of notification that tells the owner of an object of this type that it was liked, if any. */
  toldOfLikes(objectType: ObjectType): NotificationKind | undefined {
    return this.targets[objectType].toldOfLikes;
  }

  liveIds(db: Executor, objectType: ObjectType) {
    const { liveIds } = this.targets[objectType];
    if (!liveIds) throw new Error(`${objectType} has no list of live ids`);
    return liveIds(db);
  }
}
