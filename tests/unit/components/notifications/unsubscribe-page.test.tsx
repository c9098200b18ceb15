import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import UnsubscribePage from '../../../../pages/unsubscribe';
import { notificationService } from '../../../../services/notification.service';
import { renderWithStore } from '../../helpers/render-with-store';

const query = { u: '00000000-0000-4000-8000-000000000001', k: 'comment_reply,sale', s: 'AAAAAAAAAAAAAAAAAAAAAA' };
jest.mock('next/router', () => ({ useRouter: () => ({ pathname: '/unsubscribe', asPath: '/unsubscribe', query, push: jest.fn() }) }));
jest.mock('../../../../services/notification.service', () => ({ notificationService: { unsubscribe: jest.fn() } }));

const unsubscribe = jest.mocked(notificationService.unsubscribe);

beforeEach(() => jest.clearAllMocks());

describe('/unsubscribe', () => {
  it('names the e-mails it stops, asks first (mail scanners open links), then stops them with the signed link', async () => {
    unsubscribe.mockResolvedValue({ kinds: ['comment_reply', 'sale'] });
    renderWithStore(<UnsubscribePage />);
    expect(screen.getByTestId('unsubscribe-page')).toHaveTextContent('Others commenting where you commented');
    expect(screen.getByTestId('unsubscribe-page')).toHaveTextContent('Sales');
    expect(unsubscribe).not.toHaveBeenCalled();
    await userEvent.setup().click(screen.getByTestId('unsubscribe-confirm'));
    expect(unsubscribe).toHaveBeenCalledWith(query);
    expect(await screen.findByText('Done: no more of these e-mails')).toBeInTheDocument();
  });

  it('says when the link is not valid', async () => {
    unsubscribe.mockRejectedValue({
      statusCode: 400,
      error: 'Bad Request',
      message: 'This unsubscribe link is not valid. Change your e-mail choices in your account instead.',
    });
    renderWithStore(<UnsubscribePage />);
    await userEvent.setup().click(screen.getByTestId('unsubscribe-confirm'));
    expect(await screen.findByTestId('unsubscribe-error')).toHaveTextContent('This unsubscribe link is not valid');
  });
});
