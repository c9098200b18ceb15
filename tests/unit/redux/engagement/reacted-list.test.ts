import { fetchReacted } from '../../../../redux/reacted/sagas';
import reducer, { reactedActions, type ReactedEntry } from '../../../../redux/reacted/slice';
import { reactionToggleSucceeded } from '../../../../redux/reactions/slice';
import { reactionService } from '../../../../services/reaction.service';
import { makeVideo } from '../../helpers/catalogue-fixtures';

jest.mock('../../../../services/reaction.service', () => ({
  reactionService: { videos: jest.fn(), galleries: jest.fn(), products: jest.fn(), performers: jest.fn() },
}));

const entry = (objectId: string, action: ReactedEntry['action'] = 'favourite'): ReactedEntry => ({
  _id: `r-${objectId}`,
  objectType: 'video',
  objectId,
  action,
  createdAt: '2025-03-04T10:00:00.000Z',
  objectInfo: makeVideo({ _id: objectId }),
});

const loaded = reducer(undefined, reactedActions.loadSucceeded({ data: [entry('a'), entry('b')], total: 14 }));

describe('favourites / watch-later list', () => {
  it('a load replaces and a load-more appends, like every list', () => {
    const more = reducer(loaded, reactedActions.moreSucceeded({ data: [entry('c')], total: 14 }));
    expect(more.items.map((i) => i.objectId)).toEqual(['a', 'b', 'c']);
    const again = reducer(more, reactedActions.loadSucceeded({ data: [entry('z')], total: 1 }));
    expect(again.items.map((i) => i.objectId)).toEqual(['z']);
  });

  it('an item taken back leaves the list and the total goes down', () => {
    const state = reducer(loaded, reactionToggleSucceeded({ objectType: 'video', objectId: 'a', action: 'favourite', reacted: false, count: 3 }));
    expect(state.items.map((i) => i.objectId)).toEqual(['b']);
    expect(state.total).toBe(13);
  });

  it('other reactions (another action, another object, an addition) leave it alone', () => {
    for (const result of [
      { objectType: 'video' as const, objectId: 'a', action: 'like' as const, reacted: false, count: 0 },
      { objectType: 'gallery' as const, objectId: 'a', action: 'favourite' as const, reacted: false, count: 0 },
      { objectType: 'video' as const, objectId: 'a', action: 'favourite' as const, reacted: true, count: 4 },
    ]) {
      expect(reducer(loaded, reactionToggleSucceeded(result))).toBe(loaded);
    }
  });

  it('fetches each kind from its own list with the action', async () => {
    jest.mocked(reactionService.galleries).mockResolvedValue({ data: [], total: 0 });
    jest.mocked(reactionService.videos).mockResolvedValue({ data: [], total: 0 });
    await fetchReacted({ kind: 'galleries', action: 'favourite', limit: 12, offset: 0 });
    expect(reactionService.galleries).toHaveBeenCalledWith({ action: 'favourite', limit: 12, offset: 0 }, undefined);
    await fetchReacted({ kind: 'videos', action: 'watch_later', offset: 12 }, { token: 't' });
    expect(reactionService.videos).toHaveBeenCalledWith({ action: 'watch_later', offset: 12 }, { token: 't' });
    for (const kind of ['products', 'performers'] as const) {
      jest.mocked(reactionService[kind]).mockResolvedValue({ data: [], total: 0 });
      await fetchReacted({ kind, action: 'favourite', limit: 12, offset: 0 });
      expect(reactionService[kind]).toHaveBeenCalledWith({ action: 'favourite', limit: 12, offset: 0 }, undefined);
    }
  });
});
