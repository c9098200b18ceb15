import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import DevicesSection from '../../../../components/user/devices-section';
import { notify } from '../../../../lib/notify';
import { sessionService } from '../../../../services/session.service';
import { renderWithStore } from '../../helpers/render-with-store';

jest.mock('../../../../services/session.service', () => ({ sessionService: { list: jest.fn(), end: jest.fn(), endOthers: jest.fn() } }));
jest.mock('../../../../lib/notify', () => ({ notify: { success: jest.fn(), error: jest.fn(), info: jest.fn() } }));

const list = jest.mocked(sessionService.list);
const end = jest.mocked(sessionService.end);

const CHROME = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';
const IPHONE = 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1';
const here = { _id: 's1', userAgent: CHROME, ip: '203.0.113.5', createdAt: '2026-11-20T10:00:00.000Z', expiresAt: '2026-12-20T10:00:00.000Z', current: true };
const phone = { _id: 's2', userAgent: IPHONE, ip: null, createdAt: '2026-11-02T10:00:00.000Z', expiresAt: '2026-12-02T10:00:00.000Z', current: false };

beforeEach(() => jest.clearAllMocks());

describe('signed-in devices', () => {
  it('lists each device by name, marks this one, and signs another out', async () => {
    list.mockResolvedValueOnce({ data: [here, phone], total: 2 }).mockResolvedValueOnce({ data: [here], total: 1 });
    end.mockResolvedValue({ success: true });
    renderWithStore(<DevicesSection />);
    const rows = await screen.findAllByTestId('device-row');
    expect(rows.map((r) => r.textContent)).toEqual([
      'Chrome on WindowsSigned in Nov 20, 2026 from 203.0.113.5This device',
      'Safari on iPhoneSigned in Nov 2, 2026Sign out',
    ]);
    await userEvent.setup().click(within(rows[1]).getByRole('button', { name: 'Sign out' }));
    expect(end).toHaveBeenCalledWith('s2');
    await waitFor(() => expect(screen.getAllByTestId('device-row')).toHaveLength(1));
    expect(notify.success).toHaveBeenCalledWith('Safari on iPhone is signed out.');
    expect(screen.queryByTestId('devices-sign-out-others')).toBeNull();
  });

  it('says so when the list cannot be loaded', async () => {
    list.mockRejectedValue({ status: 500, message: 'The database is unavailable' });
    renderWithStore(<DevicesSection />);
    expect(await screen.findByTestId('devices-error')).toHaveTextContent('The database is unavailable');
  });
});
