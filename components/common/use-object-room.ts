import { useEffect, useRef } from 'react';
import { SOCKET_EVENTS } from '../../lib/socket-events';
import { useAppDispatch, useAppSelector } from '../../redux/hooks';
import { socketEmitRequested } from '../../redux/socket/slice';
import type { CommentObjectType } from '../../types/comment';

/**
 * Joins the object's socket room while the page is open (object/subscribe on mount, object/unsubscribe on
 * unmount). A new connection has forgotten the rooms, so the room is joined again after every reconnect;
 * `onRejoin` then lets the page catch up on what it missed while offline.
 */
export function useObjectRoom(objectType: CommentObjectType, objectId: string | undefined, onRejoin?: () => void) {
  const dispatch = useAppDispatch();
  const connected = useAppSelector((s) => s.socket.status === 'connected');
  const joined = useRef(false);
  const rejoin = useRef(onRejoin);
  rejoin.current = onRejoin;

  useEffect(() => {
    if (!objectId || !connected) return;
    dispatch(socketEmitRequested({ event: SOCKET_EVENTS.subscribe, payload: { objectType, objectId } }));
    if (joined.current) rejoin.current?.();
    joined.current = true;
  }, [dispatch, connected, objectType, objectId]);

  useEffect(() => {
    if (!objectId) return undefined;
    return () => {
      joined.current = false;
      dispatch(socketEmitRequested({ event: SOCKET_EVENTS.unsubscribe, payload: { objectType, objectId } }));
    };
  }, [dispatch, objectType, objectId]);
}
