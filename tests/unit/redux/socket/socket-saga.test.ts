import type { Action } from '@reduxjs/toolkit';
import { runSaga, stdChannel } from 'redux-saga';
import { loginSucceeded, logoutSucceeded } from '../../../../redux/auth/slice';
import socketSaga from '../../../../redux/socket/sagas';
import reducer, { initialSocketState, socketEmitRequested, type SocketState } from '../../../../redux/socket/slice';
import { FakeSocket } from './fake-socket';

jest.mock('../../../../lib/cookies', () => ({ getToken: jest.fn(() => 'token-123') }));

function start() {
  const fake = new FakeSocket();
  const channel = stdChannel();
  let state: SocketState = initialSocketState;
  const dispatched: Action[] = [];
  const task = runSaga(
    {
      channel,
      dispatch: (action: Action) => {
        dispatched.push(action);
        state = reducer(state, action as never);
        channel.put(action);
      },
      getState: () => ({ socket: state }),
    },
    socketSaga,
    () => fake.asSocket(),
  );
  return { fake, task, dispatched, status: () => state.status, state: () => state, put: (a: Action) => channel.put(a) };
}

describe('socket saga', () => {
  let errorSpy: jest.SpyInstance;
  beforeEach(() => {
    errorSpy = jest.spyOn(console, 'error').mockImplementation(() => undefined);
  });
  afterEach(() => errorSpy.mockRestore());

  it('starts initialized, becomes connected and sends auth/login with the stored token', () => {
    const s = start();
    expect(s.status()).toBe('initialized');
    s.fake.serverConnects();
    expect(s.status()).toBe('connected');
    expect(s.fake.sent).toEqual([['auth/login', { token: 'token-123' }]]);
    s.task.cancel();
  });

  it('goes disconnected, reconnecting, then connected again and re-sends the token', () => {
    const s = start();
    s.fake.serverConnects();
    s.fake.serverDrops();
    expect(s.status()).toBe('disconnected');
    s.fake.retrying(1);
    expect(s.status()).toBe('reconnecting');
    s.fake.retrying(2);
    s.fake.serverConnects();
    expect(s.status()).toBe('connected');
    expect(s.fake.sent.filter(([e]) => e === 'auth/login')).toHaveLength(2);
    s.task.cancel();
  });

  it('logs a socket error and becomes failed', () => {
    const s = start();
    s.fake.fails('xhr poll error');
    expect(s.state()).toMatchObject({ status: 'failed', error: 'xhr poll error' });
    expect(errorSpy).toHaveBeenCalledWith('[socket]', 'xhr poll error');
    s.task.cancel();
  });

  it('a failed attempt while reconnecting is logged and keeps the status reconnecting until it connects', () => {
    const s = start();
    s.fake.serverConnects();
    s.fake.serverDrops();
    s.fake.retrying(1);
    s.fake.fails('websocket error');
    expect(s.state()).toMatchObject({ status: 'reconnecting', error: 'websocket error' });
    expect(errorSpy).toHaveBeenCalledWith('[socket]', 'websocket error');
    s.fake.retrying(2);
    s.fake.serverConnects();
    expect(s.state()).toMatchObject({ status: 'connected', error: null });
    s.task.cancel();
  });

  it('reconnects by itself when the server ends the socket (socket.io would not)', () => {
    const s = start();
    s.fake.serverConnects();
    s.fake.serverDrops('io server disconnect');
    expect(s.fake.reconnects).toBe(1);
    expect(s.status()).toBe('reconnecting');
    s.fake.fails('websocket error');
    expect(s.status()).toBe('reconnecting');
    s.fake.serverConnects();
    expect(s.status()).toBe('connected');
    s.task.cancel();
  });

  it('passes server events on as actions and notes a successful authentication', () => {
    const s = start();
    s.fake.serverConnects();
    s.fake.serverSends('auth/login:success', { userId: 'u1' });
    expect(s.state().authenticated).toBe(true);
    s.fake.serverSends('comment/created', { comment: { _id: 'c1' } });
    expect(s.dispatched).toContainEqual({ type: 'socket/socketEventReceived', payload: { event: 'comment/created', payload: { comment: { _id: 'c1' } } } });
    s.task.cancel();
  });

  it('sends requested events, re-authenticates after login and starts a fresh connection after logout', () => {
    const s = start();
    s.fake.serverConnects();
    s.put(socketEmitRequested({ event: 'object/subscribe', payload: { objectType: 'video', objectId: 'v1' } }));
    expect(s.fake.sent).toContainEqual(['object/subscribe', { objectType: 'video', objectId: 'v1' }]);
    s.put(loginSucceeded({ token: 'token-123' } as never));
    expect(s.fake.sent.filter(([e]) => e === 'auth/login')).toHaveLength(2);
    s.put(logoutSucceeded());
    expect(s.fake.reconnects).toBe(1);
    s.task.cancel();
  });

  it('closes the socket when cancelled', () => {
    const s = start();
    s.task.cancel();
    expect(s.fake.closed).toBe(true);
  });
});
