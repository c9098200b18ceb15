import { act, screen } from '@testing-library/react';
import SocketStatus from '../../../components/common/socket-status';
import { socketConnected, socketDisconnected, socketReconnecting } from '../../../redux/socket/slice';
import { makeUser } from '../helpers/fixtures';
import { renderWithStore } from '../helpers/render-with-store';

describe('socket status indicator', () => {
  it('is hidden from visitors', () => {
    renderWithStore(<SocketStatus />);
    expect(screen.queryByTestId('socket-status')).not.toBeInTheDocument();
  });

  it('shows the slice status to signed-in users as it changes', () => {
    const { store } = renderWithStore(<SocketStatus />, { auth: { loggedIn: true, authUser: makeUser() } });
    const dot = screen.getByTestId('socket-status');
    expect(dot).toHaveAttribute('data-status', 'initialized');
    for (const [action, status, label] of [
      [socketConnected(), 'connected', 'Live updates are on'],
      [socketDisconnected(), 'disconnected', 'Live updates are off: the connection was lost'],
      [socketReconnecting(), 'reconnecting', 'Reconnecting to live updates…'],
    ] as const) {
      act(() => {
        store.dispatch(action);
      });
      expect(screen.getByTestId('socket-status')).toHaveAttribute('data-status', status);
      expect(screen.getByTestId('socket-status')).toHaveAttribute('aria-label', label);
    }
  });
});
