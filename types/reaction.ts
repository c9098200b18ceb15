export type ReactionAction = 'like' | 'favourite' | 'watch_later';
export type ReactionObjectType = 'video' | 'gallery' | 'product' | 'performer';

export interface ReactionTarget {
  objectType: ReactionObjectType;
  objectId: string;
}

export interface ReactionInput extends ReactionTarget {
  action: ReactionAction;
}

/** POST / DELETE /reactions: the caller's state and the object's count for that action. */
export interface ReactionResult extends ReactionInput {
  reacted: boolean;
  count: number;
}

/** GET /reactions/state: the viewer's reactions to one object. */
export type ReactionState = Record<ReactionAction, boolean>;

/** GET /reactions/videos|galleries: a reaction with the item's card. */
export interface ReactedItem<T> extends ReactionInput {
  _id: string;
  createdAt: string;
  objectInfo: T;
}
