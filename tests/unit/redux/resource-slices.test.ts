import { bannersActions, bannersReducer, promosActions, promosReducer } from '../../../redux/banners/slice';
import type { LoadingState } from '../../../redux/request-state';
import photos, { photosActions } from '../../../redux/photos/slice';
import { makePhoto, makePromotion } from '../helpers/catalogue-fixtures';
import { requestError } from '../helpers/fixtures';

type Reduce = (state: LoadingState<unknown[]> | undefined, action: { type: string; payload?: unknown }) => LoadingState<unknown[]>;
type Acts = Record<'requested' | 'succeeded' | 'failed', (payload: unknown) => { type: string; payload?: unknown }>;

// Spec 3: banner and photo lists hold loading, data, error and success.
const resources = [
  { name: 'banners', reducer: bannersReducer, actions: bannersActions, query: { position: 'middle' }, item: makePromotion() },
  { name: 'promos', reducer: promosReducer, actions: promosActions, query: { position: 'top' }, item: makePromotion() },
  { name: 'photos', reducer: photos, actions: photosActions, query: { galleryId: 'g1' }, item: makePhoto(1) },
];

describe.each(resources)('$name', ({ name, reducer, actions, query, item }) => {
  const reduce = reducer as unknown as Reduce;
  const act = actions as unknown as Acts;

  it('starts with {loading, data, error, success}', () => {
    expect(reduce(undefined, { type: '@@init' })).toEqual({ loading: false, data: [], error: null, success: false });
    expect(act.requested({ query }).type).toBe(`${name}/requested`);
  });

  it('goes request, success (data replaced)', () => {
    const loading = reduce({ loading: false, data: ['old'], error: requestError('x'), success: false }, act.requested({ query }));
    expect(loading).toMatchObject({ loading: true, error: null, success: false, data: ['old'] });
    expect(reduce(loading, act.succeeded([item]))).toEqual({ loading: false, data: [item], error: null, success: true });
  });

  it('goes request, fail (data kept)', () => {
    const loading = reduce({ loading: false, data: [item], error: null, success: true }, act.requested({ query }));
    expect(reduce(loading, act.failed(requestError('Nope', 404)))).toEqual({ loading: false, data: [item], error: requestError('Nope', 404), success: false });
  });
});
