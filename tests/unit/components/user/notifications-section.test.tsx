import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import NotificationsSection from '../../../../components/user/notifications-section';
import { notify } from '../../../../lib/notify';
import { CHANNEL_DEFAULTS } from '../../../../server/modules/notifications/preferences';
import { notificationService } from '../../../../services/notification.service';
import type { NotificationPreferences } from '../../../../types/account';
import { renderWithStore } from '../../helpers/render-with-store';
import { makeUser } from '../../helpers/fixtures';

jest.mock('../../../../services/notification.service', () => ({ notificationService: { preferences: jest.fn(), update: jest.fn() } }));
jest.mock('../../../../lib/notify', () => ({ notify: { success: jest.fn(), error: jest.fn(), info: jest.fn() } }));

const preferences = jest.mocked(notificationService.preferences);
const update = jest.mocked(notificationService.update);

// The site's defaults: what a user who never chose sees.
const CHANNELS: NotificationPreferences['channels'] = { ...CHANNEL_DEFAULTS };
const CHOICES: NotificationPreferences = { newsletter: false, newContent: true, commentReplies: true, massMessages: true, channels: CHANNELS };

beforeEach(() => jest.clearAllMocks());

describe('notifications section', () => {
  it('offers each kind a fan gets on the site and by e-mail, on the site only or off, and saves one as it changes', async () => {
    preferences.mockResolvedValue(CHOICES);
    update.mockResolvedValue({ ...CHOICES, channels: { ...CHANNELS, comment_reply: 'off' } });
    const user = userEvent.setup();
    renderWithStore(<NotificationsSection />, { user: { current: makeUser() } });
    const replies = await screen.findByRole('combobox', { name: 'Others commenting where you commented' });
    expect(replies).toHaveValue('email');
    expect(screen.queryByRole('combobox', { name: 'Sales' })).not.toBeInTheDocument(); // a creator's kind
    await user.selectOptions(replies, 'off');
    expect(update).toHaveBeenCalledWith({ channels: { comment_reply: 'off' } });
    await waitFor(() => expect(replies).toHaveValue('off'));
    expect(notify.success).toHaveBeenCalledWith('Your notification choices are saved.');
    const newsletter = screen.getByRole('checkbox', { name: 'News and offers' });
    expect(newsletter).toHaveAccessibleDescription('Our newsletter: site news, promotions and coupons.');
  });

  it('shows a creator their own kinds too, and keeps a choice as it was when saving fails', async () => {
    preferences.mockResolvedValue(CHOICES);
    update.mockRejectedValue({ statusCode: 503, error: 'Service Unavailable', message: 'The database is unavailable' });
    renderWithStore(<NotificationsSection />, { user: { current: makeUser({ roles: ['user', 'performer'], isPerformer: true }) } });
    const sales = await screen.findByRole('combobox', { name: 'Sales' });
    await userEvent.setup().selectOptions(sales, 'site');
    await waitFor(() => expect(notify.error).toHaveBeenCalledWith('The database is unavailable'));
    expect(sales).toHaveValue('email');
  });
});
