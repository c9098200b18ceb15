import { act, fireEvent, screen } from '@testing-library/react';
import SocketStatus from '../../../components/common/socket-status';
import { socketConnected, socketDisconnected, socketReconnecting } from '../../../redux/socket/slice';
import { makeUser } from '../helpers/fixtures';
import { renderWithStore } from '../helpers/render-with-store';

describe('socket status indicator', () => {
  it('is hidden from visitors', () => {
    renderWithStore(<SocketStatus />);
    expect(screen.queryByTestId('socket-status')).not.toBeInTheDocument();
  });

  it('names the status for signed-in users as it changes, with a shape of its own for each state', () => {
    const { store } = renderWithStore(<SocketStatus />, { auth: { loggedIn: true }, user: { current: makeUser() } });
    const mark = () => screen.getByTestId('socket-status').firstElementChild;
    expect(screen.getByRole('status', { name: 'Live updates: connecting…' })).toHaveAttribute('data-status', 'initialized');
    expect(mark()).toHaveAttribute('data-shape', 'pending');
    for (const [action, status, label, shape] of [
      [socketConnected(), 'connected', 'Live updates: connected', 'on'],
      [socketDisconnected(), 'disconnected', 'Live updates: off, the connection was lost', 'off'],
      [socketReconnecting(), 'reconnecting', 'Live updates: reconnecting…', 'pending'],
    ] as const) {
      act(() => {
        store.dispatch(action);
      });
      expect(screen.getByRole('status', { name: label })).toHaveAttribute('data-status', status);
      expect(mark()).toHaveAttribute('data-shape', shape);
    }
  });

  it('explains itself in a tooltip when focused, for keyboard and touch users too', async () => {
    const { store } = renderWithStore(<SocketStatus />, { auth: { loggedIn: true }, user: { current: makeUser() } });
    act(() => {
      store.dispatch(socketConnected());
    });
    const status = screen.getByTestId('socket-status');
    expect(status).toHaveAttribute('tabindex', '0');
    fireEvent.focus(status);
    expect(await screen.findByRole('tooltip')).toHaveTextContent('Live updates: connected');
  });
});
