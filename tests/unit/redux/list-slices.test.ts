import galleries, { galleriesActions } from '../../../redux/galleries/slice';
import { initialListState } from '../../../redux/lists/list-slice';
import products, { productsActions } from '../../../redux/products/slice';
import relatedGalleries, { relatedGalleriesActions } from '../../../redux/related-galleries/slice';
import relatedVideos, { relatedVideosActions } from '../../../redux/related-videos/slice';
import type { ListState } from '../../../redux/request-state';
import videos, { videosActions } from '../../../redux/videos/slice';
import { requestError } from '../helpers/fixtures';

type Item = { _id: string };
const page = (ids: string[], total: number) => ({ data: ids.map((_id) => ({ _id })), total });
const ids = (state: ListState<unknown>) => (state.items as Item[]).map((i) => i._id);

// Every list the product spec names (galleries, related galleries, videos, related videos, products) follows its
// "States and transitions": a first load that replaces the list, a load-more that appends.
const lists = [
  { name: 'videos', reducer: videos, actions: videosActions, query: { sortBy: 'newest' as const } },
  { name: 'relatedVideos', reducer: relatedVideos, actions: relatedVideosActions, query: { id: 'v1' } },
  { name: 'galleries', reducer: galleries, actions: galleriesActions, query: { q: 'sea' } },
  { name: 'relatedGalleries', reducer: relatedGalleries, actions: relatedGalleriesActions, query: { id: 'g1' } },
  { name: 'products', reducer: products, actions: productsActions, query: { type: 'digital' as const } },
] as const;

describe.each(lists)('$name list', ({ name, reducer, actions, query }) => {
  // The list slices are generic; these casts only let one table drive all five.
  const reduce = reducer as (state: ListState<unknown> | undefined, action: { type: string; payload?: unknown }) => ListState<unknown>;
  const act = actions as unknown as Record<string, (payload?: unknown) => { type: string; payload?: unknown }>;
  const filled: ListState<unknown> = { ...initialListState(), items: page(['a', 'b'], 5).data, total: 5, success: true };

  it('starts empty and idle', () => {
    expect(reduce(undefined, { type: '@@init' })).toEqual({ items: [], total: 0, requesting: false, error: null, success: false });
  });

  it('names its actions after events', () => {
    expect(act.loadRequested({ query }).type).toBe(`${name}/loadRequested`);
    expect(act.moreSucceeded(page([], 0)).type).toBe(`${name}/moreSucceeded`);
  });

  it('a first load goes request, success and REPLACES the list', () => {
    const requesting = reduce({ ...filled, error: requestError('old') }, act.loadRequested({ query }));
    expect(requesting).toMatchObject({ requesting: true, error: null, success: false });
    expect(ids(requesting)).toEqual(['a', 'b']);
    const done = reduce(requesting, act.loadSucceeded(page(['x', 'y', 'z'], 3)));
    expect(done).toMatchObject({ requesting: false, error: null, success: true, total: 3 });
    expect(ids(done)).toEqual(['x', 'y', 'z']);
  });

  it('a load-more goes request, success and APPENDS to the list', () => {
    const requesting = reduce(filled, act.moreRequested({ query }));
    expect(requesting).toMatchObject({ requesting: true, success: false });
    const done = reduce(requesting, act.moreSucceeded(page(['c', 'd'], 6)));
    expect(ids(done)).toEqual(['a', 'b', 'c', 'd']);
    expect(done).toMatchObject({ requesting: false, success: true, total: 6 });
  });

  it('a failed load or load-more keeps the shown items and holds the error', () => {
    for (const [request, fail] of [
      ['loadRequested', 'loadFailed'],
      ['moreRequested', 'moreFailed'],
    ]) {
      const failed = reduce(reduce(filled, act[request]({ query })), act[fail](requestError('Server down', 503)));
      expect(failed).toMatchObject({ requesting: false, success: false, error: requestError('Server down', 503), total: 5 });
      expect(ids(failed)).toEqual(['a', 'b']);
    }
  });
});
