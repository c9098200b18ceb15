import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import NotificationBell from '../../../../components/notifications/notification-bell';
import { SOCKET_EVENTS } from '../../../../lib/socket-events';
import { socketEventReceived } from '../../../../redux/socket/slice';
import { notificationCentreService } from '../../../../services/notification-centre.service';
import type { NotificationItem } from '../../../../types/notification';
import { renderWithStore } from '../../helpers/render-with-store';

jest.mock('next/router', () => ({ useRouter: () => ({ pathname: '/feed', asPath: '/feed', query: {}, push: jest.fn() }) }));
jest.mock('../../../../lib/navigation', () => ({ navigate: jest.fn(), leaveSite: jest.fn() }));
jest.mock('../../../../services/notification-centre.service', () => ({
  notificationCentreService: { unread: jest.fn(), page: jest.fn(), read: jest.fn(), readAll: jest.fn() },
}));

const service = jest.mocked(notificationCentreService);
const item = (id: string, text: string, read = false): NotificationItem => ({
  _id: id,
  kind: 'new_content',
  text,
  path: '/videos/one',
  actors: [],
  count: 1,
  createdAt: '2026-11-29T10:00:00.000Z',
  read,
});

beforeEach(() => jest.clearAllMocks());

describe('the bell', () => {
  it('shows the unread count, follows it live, lists the latest and marks what was shown read', async () => {
    const user = userEvent.setup();
    service.unread.mockResolvedValue(1);
    service.page.mockResolvedValue({
      items: [item('n2', 'Aria published “Two”'), item('n1', 'Ben also commented', true)],
      next: null,
      top: 'top-cursor',
      unread: 2,
    });
    service.readAll.mockResolvedValue(0);
    const { store } = renderWithStore(<NotificationBell />, { auth: { loggedIn: true } });
    expect(await screen.findByTestId('notification-count')).toHaveTextContent('1');
    act(() => {
      store.dispatch(socketEventReceived({ event: SOCKET_EVENTS.notificationNew, payload: { notification: item('n2', 'Aria published “Two”'), unread: 2 } }));
    });
    expect(screen.getByTestId('notification-count')).toHaveTextContent('2');
    expect(screen.getByTestId('notification-bell')).toHaveAccessibleName('Notifications, 2 unread');

    await user.click(screen.getByTestId('notification-bell'));
    expect(await screen.findAllByTestId('notification')).toHaveLength(2);
    await user.click(screen.getByTestId('notifications-read-all'));
    expect(service.readAll).toHaveBeenCalledWith('top-cursor');
    expect(screen.queryByTestId('notification-count')).not.toBeInTheDocument();
    expect(screen.getAllByTestId('notification').map((n) => n.getAttribute('data-read'))).toEqual(['true', 'true']);
  });

  it('follows a read in another tab, and is absent for a visitor', async () => {
    service.unread.mockResolvedValue(3);
    const { store, unmount } = renderWithStore(<NotificationBell />, { auth: { loggedIn: true } });
    expect(await screen.findByTestId('notification-count')).toHaveTextContent('3');
    act(() => {
      store.dispatch(socketEventReceived({ event: SOCKET_EVENTS.notificationsRead, payload: { unread: 0 } }));
    });
    expect(screen.queryByTestId('notification-count')).not.toBeInTheDocument();
    unmount();
    renderWithStore(<NotificationBell />, { auth: { loggedIn: false } });
    expect(screen.queryByTestId('notification-bell')).not.toBeInTheDocument();
  });
});
