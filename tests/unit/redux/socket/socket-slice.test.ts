import reducer, {
  initialSocketState,
  socketAttemptFailed,
  socketAuthenticated,
  socketConnected,
  socketDisconnected,
  socketFailed,
  socketReconnecting,
} from '../../../../redux/socket/slice';

describe('socket slice', () => {
  it('starts initialized', () => {
    expect(reducer(undefined, { type: '@@init' })).toEqual({ status: 'initialized', error: null, authenticated: false });
  });

  it('moves through connected, disconnected, reconnecting and failed', () => {
    let state = reducer(initialSocketState, socketConnected());
    expect(state.status).toBe('connected');
    state = reducer(state, socketAuthenticated(true));
    expect(state.authenticated).toBe(true);
    state = reducer(state, socketDisconnected());
    expect(state).toEqual({ status: 'disconnected', error: null, authenticated: false });
    state = reducer(state, socketReconnecting());
    expect(state.status).toBe('reconnecting');
    state = reducer(state, socketFailed('timeout'));
    expect(state).toEqual({ status: 'failed', error: 'timeout', authenticated: false });
    state = reducer(state, socketConnected());
    expect(state).toEqual({ status: 'connected', error: null, authenticated: false });
  });

  it('a failed reconnect attempt keeps reconnecting and notes the error', () => {
    const reconnecting = reducer(reducer(initialSocketState, socketDisconnected()), socketReconnecting());
    expect(reducer(reconnecting, socketAttemptFailed('websocket error'))).toEqual({ status: 'reconnecting', error: 'websocket error', authenticated: false });
  });
});
