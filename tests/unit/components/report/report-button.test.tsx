import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import ReportButton from '../../../../components/report/report-button';
import { reportService } from '../../../../services/report.service';
import { makeUser } from '../../helpers/fixtures';
import { renderWithStore } from '../../helpers/render-with-store';

jest.mock('next/router', () => ({ useRouter: () => ({ asPath: '/videos/v1', query: {}, push: jest.fn() }) }));
jest.mock('../../../../lib/navigation', () => ({ navigate: jest.fn() }));
jest.mock('../../../../services/report.service', () => ({ reportService: { file: jest.fn(), mine: jest.fn() } }));

const signedIn = (id = 'fan-1') => ({ auth: { loggedIn: true }, user: { current: makeUser({ _id: id }) } });

beforeEach(() => jest.clearAllMocks());

describe('the Report action', () => {
  it('sends a visitor to sign in and back, and shows the owner no Report on their own item', () => {
    renderWithStore(<ReportButton objectType="video" objectId="v1" ownerId="performer-1" />);
    expect(screen.getByTestId('report-video')).toHaveAttribute('href', '/auth/login?next=%2Fvideos%2Fv1');
    const { container } = renderWithStore(<ReportButton objectType="video" objectId="v1" ownerId="performer-1" />, signedIn('performer-1'));
    expect(container).toBeEmptyDOMElement();
  });

  it('opens the form; a reason must be chosen; the report is sent with the note, and the form closes', async () => {
    jest.mocked(reportService.file).mockResolvedValue({} as never);
    renderWithStore(<ReportButton objectType="comment" objectId="c1" ownerId="someone" iconOnly />, signedIn());
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Report' }));
    const dialog = await screen.findByRole('dialog', { name: 'Report this comment' });
    expect(screen.getByTestId('report-send')).toBeDisabled();
    await user.click(screen.getByText('Spam'));
    await user.type(screen.getByLabelText('A note for the team (optional)'), '  Selling followers ');
    await user.click(screen.getByTestId('report-send'));
    expect(reportService.file).toHaveBeenCalledWith({ objectType: 'comment', objectId: 'c1', reason: 'spam', note: 'Selling followers' });
    await waitFor(() => expect(dialog).not.toBeVisible());
  });

  it('says why the server refused, and keeps the form open', async () => {
    jest.mocked(reportService.file).mockRejectedValue({ statusCode: 409, message: 'You have already reported this; the team is looking at it.' });
    renderWithStore(<ReportButton objectType="video" objectId="v1" ownerId="someone" />, signedIn());
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Report' }));
    await screen.findByRole('dialog', { name: 'Report this video' });
    await user.click(screen.getByText('Copyright'));
    await user.click(screen.getByTestId('report-send'));
    expect(await screen.findByTestId('report-error')).toHaveTextContent('You have already reported this; the team is looking at it.');
    expect(screen.getByRole('dialog', { name: 'Report this video' })).toBeVisible();
  });
});
