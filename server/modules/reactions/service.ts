import type { Db } from '../../db';
import type { ReactionAction } from '../../db/schema';
import type { EngagementTargets } from '../engagement/targets';
import { ACTIONS, toReaction, type ReactionDto, type ReactionObjectType } from './presenter';
import { ReactionsRepo, type ReactionFilters } from './repo';
import type { Paging } from '../../http/paging';
import { objectKey } from '../../../lib/engagement';

/** Public cards by id, in the order given (VideosService, GalleriesService, ProductsService, PerformersService). */
export interface CardSource<Card> {
  cards(ids: string[]): Promise<Card[]>;
}

type ReactionStates = Record<ReactionAction, boolean>;

const stateOf = (actions: ReactionAction[]): ReactionStates => Object.fromEntries(ACTIONS.map((a) => [a, actions.includes(a)])) as ReactionStates;

export interface ReactionInput {
  objectType: ReactionObjectType;
  objectId: string;
  action: ReactionAction;
}

export class ReactionsService {
  private readonly repo: ReactionsRepo;

  constructor(
    private readonly db: Db,
    private readonly targets: EngagementTargets,
  ) {
    this.repo = new ReactionsRepo(db, targets);
  }

  /**
   * Likes, favourites or saves for later (on), or takes it back (off). Adding needs an object the public sees;
   * removing works while the object exists at all, so a taken-down item can still be unliked.
   */
  async set(userId: string, input: ReactionInput, on: boolean) {
    // Taking one back is always allowed (one made before the type stopped taking it goes).
    if (on) this.targets.assertTakes(input.objectType, input.action);
    const target = await this.targets.require(this.db, input.objectType, input.objectId, on);
    const count = await this.repo.set(userId, target, input.action, on);
    return { ...input, reacted: on, count };
  }

  async search(userId: string, filters: ReactionFilters, paging: Paging) {
    const { rows, total } = await this.repo.search(userId, filters, paging);
    return { data: rows.map(toReaction), total };
  }

  /** Every like, favourite and save for later of the user, newest first (their data export). */
  async allOf(userId: string) {
    return (await this.repo.allOf(userId)).map(toReaction);
  }

  async state(userId: string, objectType: ReactionObjectType, objectId: string): Promise<ReactionStates> {
    return stateOf(await this.repo.actions(userId, objectType, objectId));
  }

  /** The user's reactions to each of these objects, by objectKey (a page of a list in one read, not one per item). */
  async states(userId: string, targets: Array<{ objectType: ReactionObjectType; objectId: string }>): Promise<Map<string, ReactionStates>> {
    const rows = await this.repo.actionsOn(userId, [...new Set(targets.map((t) => t.objectId))]);
    return new Map(
      targets.map((t) => {
        const actions = rows.filter((r) => r.object_type === t.objectType && r.object_id === t.objectId).map((r) => r.action);
        return [objectKey(t), stateOf(actions)];
      }),
    );
  }

  /** The user's reactions to live videos, galleries, products or performers, each with the item's public card (as `objectInfo`). */
  async withItems<Card extends { _id: string }>(
    userId: string,
    objectType: ReactionObjectType,
    action: ReactionAction,
    paging: Paging,
    source: CardSource<Card>,
  ): Promise<{ data: Array<ReactionDto & { objectInfo: Card }>; total: number }> {
    const { rows, total } = await this.repo.onLiveObjects(userId, objectType, action, paging);
    const cards = new Map((await source.cards(rows.map((r) => r.object_id))).map((c) => [c._id, c]));
    const data = rows.flatMap((r) => {
      const objectInfo = cards.get(r.object_id);
      return objectInfo ? [{ ...toReaction(r), objectInfo }] : [];
    });
    return { data, total };
  }
}
