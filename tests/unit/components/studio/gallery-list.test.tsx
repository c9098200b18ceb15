import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { navigate } from '../../../../lib/navigation';
import GalleriesPage from '../../../../pages/performer/galleries';
import { ownGalleriesService } from '../../../../services/own-galleries.service';
import type { OwnGallery, OwnGalleryDetail } from '../../../../types/gallery-studio';
import { makeGallery } from '../../helpers/catalogue-fixtures';
import { fan, performer } from '../../helpers/studio-fixtures';
import { visitPage } from '../../helpers/visit-page';

jest.mock('next/router', () => ({ useRouter: () => ({ pathname: '/performer/galleries', asPath: '/performer/galleries', query: {}, push: jest.fn() }) }));
jest.mock('../../../../lib/navigation', () => ({ navigate: jest.fn(), leaveSite: jest.fn() }));
jest.mock('../../../../services/own-galleries.service', () => ({
  ownGalleriesService: { search: jest.fn(), view: jest.fn(), create: jest.fn(), update: jest.fn(), publish: jest.fn(), remove: jest.fn(), bulk: jest.fn() },
}));
jest.mock('../../../../services/category.service', () => ({
  categoryService: { search: jest.fn(async (group: string) => [{ _id: `c-${group}`, name: `A ${group} category`, slug: group, group, description: null }]) },
}));

const service = jest.mocked(ownGalleriesService);

function makeOwnGallery(overrides: Partial<OwnGallery> = {}): OwnGallery {
  const { canView, accessReason, isSubscribed, ...card } = makeGallery({ _id: 'g1', title: 'Coastline', slug: 'coastline-1a2b3c' });
  void [canView, accessReason, isSubscribed];
  return {
    ...card,
    stats: { views: 1234, likes: 56, favourites: 3, comments: 7 },
    salesCount: 2,
    revenue: 1998,
    publication: 'live',
    moderation: null,
    ...overrides,
  };
}

const detailOf = (gallery: OwnGallery): OwnGalleryDetail => ({ ...gallery, coverPhotoId: null, photos: [] });

beforeEach(() => {
  jest.clearAllMocks();
  service.search.mockResolvedValue({ data: [], total: 0 });
});

describe('/performer/galleries', () => {
  it("lists the performer's galleries with where each stands, its figures and the way to its editor", async () => {
    const scheduled = makeOwnGallery({
      _id: 'g2',
      title: 'Dunes',
      slug: 'dunes-9f8e7d',
      status: 'active',
      publication: 'scheduled',
      publishedAt: '2030-11-28T18:00:00.000Z',
      access: 'sale',
      isSale: true,
      price: 999,
      photosCount: 24,
    });
    service.search.mockResolvedValue({ data: [makeOwnGallery(), scheduled], total: 2 });
    const { res } = await visitPage(GalleriesPage, { status: 'scheduled' }, { as: performer });
    expect(res.statusCode).toBe(200);
    expect(service.search).toHaveBeenCalledWith({ status: 'scheduled', limit: 12, offset: 0 }, expect.anything());
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Your galleries2 galleries');
    const [first, second] = screen.getAllByTestId('own-asset-row');
    expect(within(first).getByRole('link', { name: 'Coastline' })).toHaveAttribute('href', '/galleries/coastline-1a2b3c');
    expect(first).toHaveTextContent('Free · 8 photos');
    expect(first).toHaveTextContent('1.2K views');
    expect(first).toHaveTextContent('2 sales');
    expect(first).toHaveTextContent('7 comments');
    expect(first).toHaveTextContent(/Published \w{3} \d{1,2}, \d{4}/);
    expect(second).toHaveTextContent(/Made \w{3} \d{1,2}, \d{4}/);
    expect(within(first).getByTestId('publication-tag')).toHaveTextContent('Live');
    expect(second).toHaveTextContent('For sale · 24 photos');
    expect(second).toHaveTextContent('$9.99');
    expect(within(second).getByTestId('publication-detail')).toHaveTextContent(
      `Scheduled for ${new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'short', hour: '2-digit', minute: '2-digit', hourCycle: 'h23' }).format(new Date('2030-11-28T18:00:00.000Z'))}`,
    );
    expect(within(second).getByRole('link', { name: 'Edit Dunes' })).toHaveAttribute('href', '/performer/galleries/g2');
    expect(screen.getByTestId('studio-nav-galleries')).toHaveAttribute('aria-current', 'page');
  });

  it('searches, filters and orders by the URL, and says why a filtered list is empty', async () => {
    await visitPage(GalleriesPage, { q: 'dunes', sortBy: 'popular', status: 'draft' }, { as: performer });
    expect(service.search).toHaveBeenCalledWith({ q: 'dunes', status: 'draft', sortBy: 'popular', limit: 12, offset: 0 }, expect.anything());
    expect(screen.getByRole('searchbox', { name: 'Search your galleries' })).toHaveValue('dunes');
    expect(screen.getByTestId('own-galleries-empty')).toHaveTextContent('No galleries match “dunes” with this status.');
  });

  it('acts on the rows chosen at once, saying which were refused and why, then reads the list again', async () => {
    const dunes = makeOwnGallery({ _id: 'g2', title: 'Dunes', publication: 'draft', status: 'draft' });
    service.search.mockResolvedValue({ data: [makeOwnGallery({ publication: 'draft', status: 'draft' }), dunes], total: 2 });
    service.bulk.mockResolvedValue({
      done: ['g1'],
      failed: [{ id: 'g2', message: 'Add at least one photo before publishing this gallery.', code: 'NO_PHOTOS' }],
    });
    await visitPage(GalleriesPage, {}, { as: performer });
    const user = userEvent.setup();
    expect(screen.queryByTestId('bulk-publish')).not.toBeInTheDocument();
    await user.click(screen.getByRole('checkbox', { name: 'Select Coastline' }));
    expect(screen.getByTestId('bulk-bar')).toHaveTextContent('1 selected');
    await user.click(screen.getByTestId('bulk-select-all'));
    expect(screen.getByTestId('bulk-bar')).toHaveTextContent('2 selected');
    await user.click(screen.getByTestId('bulk-publish'));
    await waitFor(() => expect(screen.getByTestId('bulk-report')).toHaveTextContent('1 published.'));
    expect(service.bulk).toHaveBeenCalledWith({ ids: ['g1', 'g2'], action: 'publish' });
    expect(screen.getByTestId('bulk-report')).toHaveTextContent('Dunes: Add at least one photo before publishing this gallery.');
    expect(screen.getByRole('checkbox', { name: 'Select Coastline' })).not.toBeChecked();
    await waitFor(() => expect(service.search).toHaveBeenCalledTimes(2));
  });

  it('sets the access of the chosen ones, a price needed for pay-per-view', async () => {
    service.search.mockResolvedValue({ data: [makeOwnGallery()], total: 1 });
    service.bulk.mockResolvedValue({ done: ['g1'], failed: [] });
    await visitPage(GalleriesPage, {}, { as: performer });
    const user = userEvent.setup();
    await user.click(screen.getByRole('checkbox', { name: 'Select Coastline' }));
    await user.selectOptions(screen.getByTestId('bulk-access'), 'sale');
    expect(screen.getByTestId('bulk-set-access')).toBeDisabled();
    await user.type(screen.getByTestId('bulk-price'), '4.99');
    await user.click(screen.getByTestId('bulk-set-access'));
    await waitFor(() => expect(screen.getByTestId('bulk-report')).toHaveTextContent('1 changed.'));
    expect(service.bulk).toHaveBeenCalledWith({ ids: ['g1'], action: 'set-access', access: 'sale', price: 499 });
  });

  it('says when there is none yet, and refuses a fan', async () => {
    await visitPage(GalleriesPage, {}, { as: performer });
    expect(screen.getByTestId('own-galleries-empty')).toHaveTextContent('No galleries yet');
    const { res } = await visitPage(GalleriesPage, {}, { as: fan });
    expect(res.statusCode).toBe(403);
  });
});

describe('/performer/galleries: "New gallery"', () => {
  const openForm = async () => {
    await userEvent.setup().click(screen.getByTestId('new-gallery'));
    return screen.findByTestId('gallery-details-form', {}, { timeout: 5000 });
  };

  it("checks the form by the server's rules, makes the draft and opens its editor", async () => {
    service.create.mockResolvedValue(detailOf(makeOwnGallery({ _id: 'g9', title: 'Harbour', status: 'draft', publication: 'draft' })));
    await visitPage(GalleriesPage, {}, { as: performer });
    const form = await openForm();
    const user = userEvent.setup();
    await user.selectOptions(within(form).getByLabelText('Who can see it'), 'sale');
    await user.click(within(form).getByTestId('gallery-details-save'));
    expect(form).toHaveTextContent('Give the gallery a title.');
    expect(form).toHaveTextContent('Set a price.');
    expect(within(form).getByLabelText('Title')).toHaveFocus();
    expect(service.create).not.toHaveBeenCalled();

    await user.type(within(form).getByLabelText('Title'), 'Harbour');
    await user.type(within(form).getByLabelText('Price ($)'), '4.50');
    await user.type(within(form).getByLabelText('Tags'), 'boats, #sea');
    await user.click(await within(form).findByLabelText('A gallery category'));
    await user.click(within(form).getByTestId('gallery-details-save'));
    await waitFor(() => expect(navigate).toHaveBeenCalledWith('/performer/galleries/g9'));
    expect(service.create).toHaveBeenCalledWith({ title: 'Harbour', access: 'sale', price: 450, tags: ['boats', 'sea'], categoryIds: ['c-gallery'] });
  });

  it('shows the server’s refusal as it is, and stays open', async () => {
    service.create.mockRejectedValue({
      statusCode: 400,
      error: 'Bad Request',
      message: 'A pay-per-view gallery needs a price above zero.',
      code: 'PRICE_REQUIRED',
    });
    await visitPage(GalleriesPage, {}, { as: performer });
    const form = await openForm();
    const user = userEvent.setup();
    await user.type(within(form).getByLabelText('Title'), 'Harbour');
    await user.click(within(form).getByTestId('gallery-details-save'));
    expect(await within(form).findByTestId('gallery-form-error')).toHaveTextContent('A pay-per-view gallery needs a price above zero.');
    expect(navigate).not.toHaveBeenCalled();
  });
});
