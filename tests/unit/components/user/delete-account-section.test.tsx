import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import DeleteAccountSection from '../../../../components/user/delete-account-section';
import DataExportSection from '../../../../components/user/data-export-section';
import { notify } from '../../../../lib/notify';
import { logoutRequested } from '../../../../redux/auth/slice';
import { accountService } from '../../../../services/account.service';
import { renderWithStore } from '../../helpers/render-with-store';

jest.mock('../../../../services/account.service', () => ({ accountService: { deleteAccount: jest.fn(), exportData: jest.fn() } }));
jest.mock('../../../../lib/notify', () => ({ notify: { success: jest.fn(), error: jest.fn(), info: jest.fn() } }));

const deleteAccount = jest.mocked(accountService.deleteAccount);
const exportData = jest.mocked(accountService.exportData);

beforeEach(() => jest.clearAllMocks());

describe('delete account section', () => {
  it('needs the password and the typed confirmation, then deletes and logs out', async () => {
    deleteAccount.mockResolvedValue({ deleted: true });
    const user = userEvent.setup();
    const { actions } = renderWithStore(<DeleteAccountSection />);
    await user.type(screen.getByLabelText('Your password'), 'secret123');
    await user.type(screen.getByLabelText('Type DELETE to confirm'), 'remove');
    await user.click(screen.getByRole('button', { name: 'Delete my account' }));
    expect(deleteAccount).not.toHaveBeenCalled();
    expect(screen.getByLabelText('Type DELETE to confirm')).toHaveAccessibleDescription('Type DELETE to confirm');
    await user.clear(screen.getByLabelText('Type DELETE to confirm'));
    await user.type(screen.getByLabelText('Type DELETE to confirm'), 'DELETE{Enter}');
    expect(deleteAccount).toHaveBeenCalledWith({ password: 'secret123', confirmation: 'DELETE' });
    await waitFor(() => expect(actions).toContainEqual(logoutRequested()));
    expect(notify.success).toHaveBeenCalledWith('Your account has been deleted.');
  });

  it("shows the server's refusal (a performer is sent to support) and stays signed in", async () => {
    deleteAccount.mockRejectedValue({
      statusCode: 409,
      error: 'Conflict',
      message: 'A performer account cannot be deleted from here.',
      code: 'PERFORMER_ACCOUNT',
    });
    const user = userEvent.setup();
    const { actions } = renderWithStore(<DeleteAccountSection />);
    await user.type(screen.getByLabelText('Your password'), 'secret123');
    await user.type(screen.getByLabelText('Type DELETE to confirm'), 'delete{Enter}');
    expect(await screen.findByTestId('delete-account-error')).toHaveTextContent('A performer account cannot be deleted from here.');
    expect(actions.map((a) => a.type)).not.toContain(logoutRequested.type);
  });
});

describe('data export section', () => {
  it('downloads the data as a dated JSON file', async () => {
    exportData.mockResolvedValue({ exportedAt: '2026-11-23T22:00:00.000Z' } as never);
    const createObjectURL = jest.fn(() => 'blob:export');
    const revokeObjectURL = jest.fn();
    Object.assign(URL, { createObjectURL, revokeObjectURL });
    const clicked: HTMLAnchorElement[] = [];
    const click = jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      clicked.push(this);
    });
    renderWithStore(<DataExportSection />);
    await userEvent.setup().click(screen.getByRole('button', { name: 'Download my data' }));
    await waitFor(() => expect(clicked).toHaveLength(1));
    expect(clicked[0].download).toBe('limelight-data-2026-11-23.json');
    expect(clicked[0].href).toBe('blob:export');
    expect(revokeObjectURL).toHaveBeenCalledWith('blob:export');
    click.mockRestore();
  });
});
