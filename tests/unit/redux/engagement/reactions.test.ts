import { logoutSucceeded } from '../../../../redux/auth/slice';
import { reactionStateFlow, toggleReactionFlow } from '../../../../redux/reactions/sagas';
import reducer, {
  initialReactionsState,
  reactionStateFailed,
  reactionStateRequested,
  reactionStateSucceeded,
  reactionToggleFailed,
  reactionToggleRequested,
  reactionToggleSucceeded,
} from '../../../../redux/reactions/slice';
import { notify } from '../../../../lib/notify';
import { reactionService } from '../../../../services/reaction.service';
import { requestError } from '../../helpers/fixtures';
import { recordSaga } from '../../helpers/record-saga';

jest.mock('../../../../services/reaction.service', () => ({ reactionService: { set: jest.fn(), state: jest.fn() } }));
jest.mock('../../../../lib/notify', () => ({ notify: { success: jest.fn(), error: jest.fn(), info: jest.fn() } }));

const service = jest.mocked(reactionService);
const VIDEO = { objectType: 'video', objectId: 'v1' } as const;
const likedState = { like: true, favourite: false, watch_later: true };

beforeEach(() => jest.clearAllMocks());

describe('reactions slice', () => {
  it("holds the viewer's state per object once fetched", () => {
    const state = reducer(initialReactionsState, reactionStateSucceeded({ ...VIDEO, state: likedState }));
    expect(state['video:v1']).toEqual({ state: likedState, counts: {}, pending: {}, loaded: true });
  });

  it('a toggle is pending until the answer sets the state and the count', () => {
    const pending = reducer(initialReactionsState, reactionToggleRequested({ ...VIDEO, action: 'like', on: true }));
    expect(pending['video:v1'].pending).toEqual({ like: true });
    const done = reducer(pending, reactionToggleSucceeded({ ...VIDEO, action: 'like', reacted: true, count: 42 }));
    expect(done['video:v1']).toMatchObject({ state: { like: true, favourite: false }, counts: { like: 42 }, pending: {} });
    const undone = reducer(done, reactionToggleSucceeded({ ...VIDEO, action: 'like', reacted: false, count: 41 }));
    expect(undone['video:v1']).toMatchObject({ state: { like: false }, counts: { like: 41 } });
  });

  it('a failed toggle changes nothing but the pending flag', () => {
    const before = reducer(initialReactionsState, reactionStateSucceeded({ ...VIDEO, state: likedState }));
    const failed = reducer(
      reducer(before, reactionToggleRequested({ ...VIDEO, action: 'like', on: false })),
      reactionToggleFailed({ ...VIDEO, action: 'like', error: requestError('x') }),
    );
    expect(failed).toEqual(before);
  });

  it("forgets everything on logout (another viewer's reactions are not ours)", () => {
    const state = reducer(initialReactionsState, reactionStateSucceeded({ ...VIDEO, state: likedState }));
    expect(reducer(state, logoutSucceeded())).toEqual({});
  });

  it('state requests and their failure keep the entry as it is', () => {
    const state = reducer(initialReactionsState, reactionStateSucceeded({ ...VIDEO, state: likedState }));
    expect(reducer(state, reactionStateRequested(VIDEO))).toBe(state);
    expect(reducer(state, reactionStateFailed({ ...VIDEO, error: requestError('x') }))).toBe(state);
  });
});

describe('reactions sagas', () => {
  it('fetches the viewer state from /reactions/state', async () => {
    service.state.mockResolvedValue(likedState);
    const actions = await recordSaga(reactionStateFlow, reactionStateRequested(VIDEO));
    expect(service.state).toHaveBeenCalledWith(VIDEO);
    expect(actions).toEqual([reactionStateSucceeded({ ...VIDEO, state: likedState })]);
  });

  it('a failed state fetch is reported without a message (the buttons stay usable)', async () => {
    service.state.mockRejectedValue({ statusCode: 500, error: 'x', message: 'boom' });
    const actions = await recordSaga(reactionStateFlow, reactionStateRequested(VIDEO));
    expect(actions).toEqual([reactionStateFailed({ ...VIDEO, error: requestError('boom', 500) })]);
    expect(notify.error).not.toHaveBeenCalled();
  });

  it('adds (POST) or takes back (DELETE) a reaction and reports the answer', async () => {
    const result = { ...VIDEO, action: 'favourite' as const, reacted: true, count: 7 };
    service.set.mockResolvedValue(result);
    const actions = await recordSaga(toggleReactionFlow, reactionToggleRequested({ ...VIDEO, action: 'favourite', on: true }));
    expect(service.set).toHaveBeenCalledWith({ ...VIDEO, action: 'favourite' }, true);
    expect(actions).toEqual([reactionToggleSucceeded(result)]);
  });

  it('a refused toggle shows the server message', async () => {
    service.set.mockRejectedValue({ statusCode: 404, error: 'Not Found', message: 'Video not found' });
    const actions = await recordSaga(toggleReactionFlow, reactionToggleRequested({ ...VIDEO, action: 'like', on: true }));
    expect(actions).toEqual([reactionToggleFailed({ ...VIDEO, action: 'like', error: requestError('Video not found', 404) })]);
    expect(notify.error).toHaveBeenCalledWith('Video not found');
  });
});
