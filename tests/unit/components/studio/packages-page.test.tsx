import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import PackagesPage from '../../../../pages/performer/packages';
import { performerPackagesService } from '../../../../services/performer-packages.service';
import { makePackage, performer, PERFORMER_ID } from '../../helpers/studio-fixtures';
import { visitPage } from '../../helpers/visit-page';

jest.mock('next/router', () => ({ useRouter: () => ({ pathname: '/performer/packages', asPath: '/performer/packages', query: {}, push: jest.fn() }) }));
jest.mock('../../../../lib/navigation', () => ({ navigate: jest.fn(), leaveSite: jest.fn() }));
jest.mock('../../../../services/performer-packages.service', () => ({
  performerPackagesService: { search: jest.fn(), create: jest.fn(), update: jest.fn(), deactivate: jest.fn() },
}));

const search = jest.mocked(performerPackagesService.search);
const create = jest.mocked(performerPackagesService.create);
const update = jest.mocked(performerPackagesService.update);
const deactivate = jest.mocked(performerPackagesService.deactivate);

const monthly = makePackage();
const yearly = makePackage({ _id: 'pk2', name: 'Yearly', price: 9900, periodDays: 365, active: false, description: '' });

/** The form opens in antd's Modal, whose code loads on the first open. */
const openForm = async (button: HTMLElement) => {
  await userEvent.setup().click(button);
  return screen.findByTestId('package-form', {}, { timeout: 5000 });
};

beforeEach(() => {
  jest.clearAllMocks();
  search.mockResolvedValue({ data: [monthly, yearly], total: 2 });
});

describe('/performer/packages', () => {
  it("lists the performer's own packages, inactive ones too, with price, period, renewal and status", async () => {
    await visitPage(PackagesPage, {}, { as: performer });
    expect(search).toHaveBeenCalledWith({ performerId: PERFORMER_ID, limit: 12, offset: 0 }, {});
    const [first, second] = screen.getAllByTestId('package-row');
    expect(first).toHaveTextContent('Monthly');
    expect(first).toHaveTextContent('$9.99 monthly');
    expect(first).toHaveTextContent('Renews until cancelled');
    expect(first).toHaveTextContent('Every subscriber-only video and gallery.');
    expect(within(first).getByTestId('package-status')).toHaveTextContent('Offered');
    expect(second).toHaveTextContent('$99.00 yearly');
    expect(within(second).getByTestId('package-status')).toHaveTextContent('Inactive');
    expect(within(second).getByRole('button', { name: 'Offer Yearly again' })).toBeInTheDocument();
    expect(screen.getByText(/Price changes apply to new subscribers only/)).toBeInTheDocument();
  });

  it('says when there are none yet, and shows a failure', async () => {
    search.mockResolvedValue({ data: [], total: 0 });
    const first = await visitPage(PackagesPage, {}, { as: performer });
    expect(screen.getByTestId('packages-empty')).toHaveTextContent('No packages yet');
    first.unmount();
    search.mockRejectedValue({ statusCode: 500, error: 'Internal Server Error', message: 'Something went wrong on our side.' });
    await visitPage(PackagesPage, {}, { as: performer });
    expect(screen.getByTestId('list-error')).toHaveTextContent("We couldn't load your packages");
  });

  it('checks a new package before sending it: a name, a price like 9.99, a period of 1 to 3650 days', async () => {
    await visitPage(PackagesPage, {}, { as: performer });
    const form = await openForm(screen.getByTestId('new-package'));
    const user = userEvent.setup();
    await user.clear(within(form).getByLabelText('Period (days)'));
    await user.type(within(form).getByLabelText('Period (days)'), '0');
    await user.click(within(form).getByRole('button', { name: 'Create package' }));
    expect(form).toHaveTextContent('Give the package a name.');
    expect(form).toHaveTextContent('Set a price.');
    expect(form).toHaveTextContent('A period is 1 to 3650 days.');
    expect(within(form).getByLabelText('Name')).toHaveFocus();

    await user.type(within(form).getByLabelText('Price ($)'), '9.999');
    await user.click(within(form).getByRole('button', { name: 'Create package' }));
    expect(form).toHaveTextContent('A price is an amount like 9.99.');
    expect(create).not.toHaveBeenCalled();
  });

  it('creates a package with the price in cents and a preset period, and lists it', async () => {
    const created = makePackage({ _id: 'pk3', name: 'Quarterly fan club', price: 1250, periodDays: 365, recurring: false });
    create.mockResolvedValue(created);
    await visitPage(PackagesPage, {}, { as: performer });
    const form = await openForm(screen.getByTestId('new-package'));
    const user = userEvent.setup();
    await user.type(within(form).getByLabelText('Name'), ' Quarterly fan club ');
    await user.type(within(form).getByLabelText('Price ($)'), '12.5');
    await user.click(within(form).getByRole('button', { name: 'Yearly (365)' }));
    await user.click(within(form).getByLabelText('Renews every period until the subscriber cancels'));
    await user.click(within(form).getByRole('button', { name: 'Create package' }));
    expect(create).toHaveBeenCalledWith({ name: 'Quarterly fan club', description: '', price: 1250, periodDays: 365, recurring: false });
    expect(await screen.findByText('Quarterly fan club')).toBeInTheDocument();
    expect(screen.getAllByTestId('package-row')).toHaveLength(3);
  });

  it('edits a package sending only what changed, saying a new price is for new subscribers only', async () => {
    update.mockResolvedValue({ ...monthly, price: 1499 });
    await visitPage(PackagesPage, {}, { as: performer });
    const form = await openForm(screen.getByRole('button', { name: 'Edit Monthly' }));
    expect(within(form).getByLabelText('Price ($)')).toHaveValue('9.99');
    expect(form).toHaveTextContent('A new price applies to new subscribers only: those subscribed now keep paying $9.99.');
    const user = userEvent.setup();
    await user.clear(within(form).getByLabelText('Price ($)'));
    await user.type(within(form).getByLabelText('Price ($)'), '14.99');
    await user.click(within(form).getByRole('button', { name: 'Save changes' }));
    expect(update).toHaveBeenCalledWith('pk1', { price: 1499 });
    expect(await screen.findByText('$14.99 monthly')).toBeInTheDocument();
  });

  it("shows the server's refusal in the form and keeps it open", async () => {
    create.mockRejectedValue({ statusCode: 400, error: 'Bad Request', message: 'body/price must be <= 100000000' });
    await visitPage(PackagesPage, {}, { as: performer });
    const form = await openForm(screen.getByTestId('new-package'));
    const user = userEvent.setup();
    await user.type(within(form).getByLabelText('Name'), 'Gold');
    await user.type(within(form).getByLabelText('Price ($)'), '5');
    await user.click(within(form).getByRole('button', { name: 'Create package' }));
    expect(await within(form).findByTestId('package-form-error')).toHaveTextContent('body/price must be <= 100000000');
  });

  it('deactivates a package after a confirmation saying running subscriptions go on', async () => {
    deactivate.mockResolvedValue({ ...monthly, active: false });
    await visitPage(PackagesPage, {}, { as: performer });
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Deactivate Monthly' }));
    expect(await screen.findByText(/Running subscriptions go on until they end/, {}, { timeout: 5000 })).toBeInTheDocument();
    expect(deactivate).not.toHaveBeenCalled();
    await user.click(screen.getByRole('button', { name: 'Deactivate' }));
    expect(deactivate).toHaveBeenCalledWith('pk1');
    const [first] = screen.getAllByTestId('package-row');
    expect(await within(first).findByText('Inactive')).toBeInTheDocument();
  });
});
