import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import NotificationsSection from '../../../../components/user/notifications-section';
import { notify } from '../../../../lib/notify';
import { notificationService } from '../../../../services/notification.service';
import { renderWithStore } from '../../helpers/render-with-store';

jest.mock('../../../../services/notification.service', () => ({ notificationService: { preferences: jest.fn(), update: jest.fn() } }));
jest.mock('../../../../lib/notify', () => ({ notify: { success: jest.fn(), error: jest.fn(), info: jest.fn() } }));

const preferences = jest.mocked(notificationService.preferences);
const update = jest.mocked(notificationService.update);

beforeEach(() => jest.clearAllMocks());

describe('email notifications section', () => {
  it('shows a labelled, described switch per optional mail and saves one as it changes (keyboard too)', async () => {
    preferences.mockResolvedValue({ newsletter: false, newContent: true, commentReplies: true });
    update.mockResolvedValue({ newsletter: true, newContent: true, commentReplies: true });
    const user = userEvent.setup();
    renderWithStore(<NotificationsSection />);
    const newsletter = await screen.findByRole('checkbox', { name: 'News and offers' });
    expect(newsletter).not.toBeChecked();
    expect(newsletter).toHaveAccessibleDescription('Our newsletter: site news, promotions and coupons.');
    expect(screen.getByRole('checkbox', { name: 'New content' })).toBeChecked();
    expect(screen.getByRole('group')).toHaveAccessibleName(/Receipts for your orders .* are always sent/);
    newsletter.focus();
    await user.keyboard(' ');
    expect(update).toHaveBeenCalledWith({ newsletter: true });
    await waitFor(() => expect(newsletter).toBeChecked());
    expect(notify.success).toHaveBeenCalledWith('Your email preferences are saved.');
  });

  it('keeps the switch as it was when saving fails, and says why', async () => {
    preferences.mockResolvedValue({ newsletter: false, newContent: true, commentReplies: true });
    update.mockRejectedValue({ statusCode: 503, error: 'Service Unavailable', message: 'The database is unavailable' });
    renderWithStore(<NotificationsSection />);
    await userEvent.setup().click(await screen.findByRole('checkbox', { name: 'Replies to my comments' }));
    await waitFor(() => expect(notify.error).toHaveBeenCalledWith('The database is unavailable'));
    expect(screen.getByRole('checkbox', { name: 'Replies to my comments' })).toBeChecked();
  });
});
