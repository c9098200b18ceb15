import { fireEvent, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import ListingFilters from '../../../components/common/listing-filters';
import SearchBox from '../../../components/search/search-box';
import { ASSET_SORTS } from '../../../lib/catalogue';
import { renderWithStore } from '../helpers/render-with-store';

const push = jest.fn();
let route = { pathname: '/videos', query: {} as Record<string, string> };
jest.mock('next/router', () => ({ useRouter: () => ({ ...route, push }) }));

// antd's select popup measures itself; jsdom has no ResizeObserver.
class NoopResizeObserver {
  observe() {}
  unobserve() {}
  disconnect() {}
}
Object.defineProperty(window, 'ResizeObserver', { value: NoopResizeObserver, configurable: true });

beforeEach(() => {
  push.mockClear();
  route = { pathname: '/videos', query: { sortBy: 'popular' } };
});

describe('listing filters', () => {
  const selects = [{ name: 'sortBy', label: 'Sort by', placeholder: 'Newest', options: ASSET_SORTS }];

  it('puts the search into the URL query, keeping the other filters', async () => {
    renderWithStore(<ListingFilters searchLabel="Search videos" selects={selects} values={{ sortBy: 'popular' }} />);
    const user = userEvent.setup();
    await user.type(screen.getByRole('searchbox', { name: 'Search videos' }), 'night walk{Enter}');
    expect(push).toHaveBeenCalledWith({ pathname: '/videos', query: { sortBy: 'popular', q: 'night walk' } }, undefined, { scroll: false });
  });

  it('puts a select change into the URL query', async () => {
    renderWithStore(<ListingFilters searchLabel="Search videos" selects={selects} values={{ sortBy: 'popular' }} />);
    fireEvent.mouseDown(screen.getByRole('combobox', { name: 'Sort by' }));
    // The real Select is swapped in once its code has loaded (a lazy import, slow on a busy machine).
    await userEvent.setup().click(await screen.findByTitle('Oldest', {}, { timeout: 5000 }));
    expect(push).toHaveBeenCalledWith({ pathname: '/videos', query: { sortBy: 'oldest' } }, undefined, { scroll: false });
  });
});

describe('header search box', () => {
  it('goes to /search?q= with the trimmed words', async () => {
    renderWithStore(<SearchBox placement="header" testId="header-search" />);
    await userEvent.setup().type(screen.getByRole('combobox', { name: 'Search' }), '  aria skye {Enter}');
    expect(push).toHaveBeenCalledTimes(1);
    expect(push).toHaveBeenCalledWith('/search?q=aria%20skye');
  });

  it('ignores an empty search', async () => {
    renderWithStore(<SearchBox placement="drawer" testId="drawer-search" />);
    await userEvent.setup().type(screen.getByRole('combobox', { name: 'Search' }), '   {Enter}');
    expect(push).not.toHaveBeenCalled();
  });
});
