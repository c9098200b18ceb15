import { act } from '@testing-library/react';
import { Provider } from 'react-redux';
import { useObjectRoom } from '../../../components/common/use-object-room';
import { socketConnected, socketDisconnected } from '../../../redux/socket/slice';
import { renderWithStore } from '../helpers/render-with-store';

function Room({ id, onRejoin }: { id: string; onRejoin?: () => void }) {
  useObjectRoom('video', id, onRejoin);
  return null;
}

const emits = (actions: { type: string; payload?: unknown }[]) =>
  actions.filter((a) => a.type === 'socket/socketEmitRequested').map((a) => a.payload as { event: string; payload: unknown });

describe('object room', () => {
  it('joins once connected and leaves on unmount', () => {
    const { actions, store, unmount } = renderWithStore(<Room id="v1" />);
    expect(emits(actions)).toEqual([]);
    act(() => {
      store.dispatch(socketConnected());
    });
    expect(emits(actions)).toEqual([{ event: 'object/subscribe', payload: { objectType: 'video', objectId: 'v1' } }]);
    unmount();
    expect(emits(actions)[1]).toEqual({ event: 'object/unsubscribe', payload: { objectType: 'video', objectId: 'v1' } });
  });

  it('joins again after a reconnect and lets the page catch up', () => {
    const onRejoin = jest.fn();
    const { actions, store } = renderWithStore(<Room id="v1" onRejoin={onRejoin} />, { socket: { status: 'connected' } });
    expect(onRejoin).not.toHaveBeenCalled();
    act(() => {
      store.dispatch(socketDisconnected());
    });
    act(() => {
      store.dispatch(socketConnected());
    });
    expect(emits(actions).filter((e) => e.event === 'object/subscribe')).toHaveLength(2);
    expect(onRejoin).toHaveBeenCalledTimes(1);
  });

  it('moves to another object: leaves the old room, joins the new one', () => {
    const { actions, store, rerender } = renderWithStore(<Room id="v1" />, { socket: { status: 'connected' } });
    rerender(
      <Provider store={store}>
        <Room id="v2" />
      </Provider>,
    );
    expect(emits(actions).map((e) => `${e.event} ${(e.payload as { objectId: string }).objectId}`)).toEqual([
      'object/subscribe v1',
      'object/unsubscribe v1',
      'object/subscribe v2',
    ]);
  });
});
