import type { PayloadAction } from '@reduxjs/toolkit';
import { put, takeEvery } from 'redux-saga/effects';
import { SOCKET_EVENTS, type SocketPayloads } from '../../lib/socket-events';
import { socketEmitRequested, socketEventReceived } from '../socket/slice';

type Received = PayloadAction<{ event: string; payload: unknown }>;

/** A message reached this device (the receiver's copy carries their unread counts): its sender sees "delivered". */
export function* acknowledgeDelivery(action: Received) {
  if (action.payload.event !== SOCKET_EVENTS.messageNew) return;
  const { message, unread } = action.payload.payload as SocketPayloads[typeof SOCKET_EVENTS.messageNew];
  if (!unread) return;
  yield put(socketEmitRequested({ event: SOCKET_EVENTS.messageDelivered, payload: { conversationId: message.conversationId, upTo: message.createdAt } }));
}

export default function* messagesSagas() {
  yield takeEvery(socketEventReceived.type, acknowledgeDelivery);
}
