import type { PayloadAction } from '@reduxjs/toolkit';
import type { Channel } from 'redux-saga';
import { actionChannel, call, cancelled, fork, put, select, take, takeEvery } from 'redux-saga/effects';
import { getToken } from '../../lib/cookies';
import { SOCKET_EVENTS } from '../../lib/socket-events';
import { loginSucceeded, logoutSucceeded, sessionRestored } from '../auth/slice';
import { createSocket, socketChannel, type SocketLike, type SocketMessage } from './channel';
import {
  socketAttemptFailed,
  socketAuthenticated,
  socketConnected,
  socketDisconnected,
  socketEmitRequested,
  socketEventReceived,
  socketFailed,
  socketReconnecting,
  type SocketState,
} from './slice';

/** The disconnect reason when the server ends the socket; the client does not reconnect by itself after it. */
const SERVER_DISCONNECT = 'io server disconnect';

function* sendToken(socket: SocketLike) {
  const token: string | null = yield call(getToken);
  if (token && socket.connected) socket.emit(SOCKET_EVENTS.authLogin, { token });
}

type EmitAction = PayloadAction<{ event: string; payload: unknown }>;

const statusOf = (state: { socket?: SocketState }) => state.socket?.status;

function* handle(socket: SocketLike, message: SocketMessage) {
  switch (message.type) {
    case 'connect':
      // connect fires after every reconnect too: the server forgets who we are with the old connection.
      yield put(socketConnected());
      yield call(sendToken, socket);
      break;
    case 'disconnect':
      yield put(socketDisconnected());
      if (message.reason === SERVER_DISCONNECT) {
        // The server closed our socket (it is shutting down, or our session ended): socket.io leaves
        // reconnecting to us then, and the new connection signs in with whatever token we now hold.
        yield put(socketReconnecting());
        socket.connect();
      }
      break;
    case 'reconnecting':
      yield put(socketReconnecting());
      break;
    case 'error': {
      console.error('[socket]', message.message);
      // Spec: an error makes the status failed; a failed attempt inside a reconnect cycle keeps it reconnecting.
      const status: SocketState['status'] | undefined = yield select(statusOf);
      yield put(status === 'reconnecting' ? socketAttemptFailed(message.message) : socketFailed(message.message));
      break;
    }
    case 'event':
      if (message.event === SOCKET_EVENTS.authSuccess) yield put(socketAuthenticated(true));
      else if (message.event === SOCKET_EVENTS.authError) yield put(socketAuthenticated(false));
      yield put(socketEventReceived({ event: message.event, payload: message.payload }));
      break;
  }
}

/** Browser only: keeps one socket for the page's life (never forked on the server, it never ends). */
export default function* socketSaga(makeSocket: () => SocketLike | Promise<SocketLike> = createSocket) {
  // The socket client is loaded on demand (see createSocket): what components ask to send meanwhile waits.
  const emits: Channel<EmitAction> = yield actionChannel(socketEmitRequested.type);
  const socket: SocketLike = yield call(makeSocket);
  const channel: ReturnType<typeof socketChannel> = yield call(socketChannel, socket);
  yield takeEvery(emits, (action: EmitAction) => {
    socket.emit(action.payload.event, action.payload.payload);
  });
  yield fork(function* reauthenticate() {
    yield takeEvery([loginSucceeded.type, sessionRestored.type], sendToken, socket);
    // A new connection drops the rooms the old session had joined.
    yield takeEvery(logoutSucceeded.type, function* () {
      yield put(socketAuthenticated(false));
      socket.disconnect();
      socket.connect();
    });
  });
  try {
    while (true) {
      const message: SocketMessage = yield take(channel);
      yield call(handle, socket, message);
    }
  } catch (error) {
    console.error('[socket]', error);
    yield put(socketFailed(error instanceof Error ? error.message : String(error)));
  } finally {
    if ((yield cancelled()) as boolean) channel.close();
  }
}
