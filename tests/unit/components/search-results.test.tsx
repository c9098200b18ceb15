import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import SearchBox from '../../../components/search/search-box';
import SearchResults from '../../../components/search/search-results';
import { overviewKinds, searchTabItems, searchTabOf, tabFilters } from '../../../components/search/search-tabs';
import { searchService } from '../../../services/search.service';
import { makePerformer, makePerformerCard, makeVideo } from '../helpers/catalogue-fixtures';
import { renderWithStore } from '../helpers/render-with-store';

const push = jest.fn();
let route = { pathname: '/search', query: { q: 'aria' } as Record<string, string>, asPath: '/search?q=aria' };
jest.mock('next/router', () => ({ useRouter: () => ({ ...route, push }) }));
jest.mock('../../../services/search.service', () => ({ searchService: { suggestions: jest.fn(), totals: jest.fn() } }));

const suggestions = searchService.suggestions as jest.Mock;
const totals = { performers: 1, videos: 5, galleries: 0, products: 0, total: 6 };

beforeEach(() => {
  push.mockClear();
  suggestions.mockReset();
  route = { pathname: '/search', query: { q: 'aria' }, asPath: '/search?q=aria' };
});

describe('search tabs in the URL', () => {
  it('open on All unless the URL names another tab', () => {
    expect(searchTabOf('')).toBe('all');
    expect(searchTabOf('videos')).toBe('videos');
    expect(searchTabOf('everything')).toBe('all');
  });

  it('count each tab, All with the grand total, and show on All only the kinds that have results', () => {
    expect(searchTabItems(totals).map((t) => t.label)).toEqual(['All (6)', 'Performers (1)', 'Videos (5)', 'Galleries (0)', 'Products (0)']);
    expect(searchTabItems(null).map((t) => t.label)).toEqual(['All', 'Performers', 'Videos', 'Galleries', 'Products']);
    expect(overviewKinds(totals)).toEqual(['performers', 'videos']);
  });

  it("keep the videos tab's access, length and sort from the URL, dropping unknown values", () => {
    expect(tabFilters('videos', 'aria', { access: 'sale', duration: 'forever', sortBy: 'mostViewed', categoryId: 'x' })).toEqual({
      q: 'aria',
      access: 'sale',
      sortBy: 'mostViewed',
    });
    expect(tabFilters('performers', 'aria', { access: 'sale' })).toEqual({ q: 'aria' });
  });
});

describe('search results', () => {
  const videos = Array.from({ length: 5 }, (_, i) => makeVideo({ _id: `v${i}`, title: `Clip ${i}`, slug: `clip-${i}` }));
  const preloaded = {
    videos: { items: videos, total: 5 },
    performers: { listing: { requesting: false, error: null, success: true, data: { data: [makePerformer()], total: 1 } } },
  };

  it('show All first: a tablist of tabs only, the top of each kind and a "See all" link to its tab', async () => {
    renderWithStore(<SearchResults q="aria" totals={totals} tab="all" filters={{ q: 'aria' }} />, preloaded);
    const tablist = screen.getByRole('tablist', { name: 'Results by type' });
    const tabs = within(tablist).getAllByRole('tab');
    expect(tablist.children).toHaveLength(tabs.length);
    expect(within(tablist).getByRole('tab', { name: 'All (6)' })).toHaveAttribute('aria-selected', 'true');
    expect(within(tablist).getByRole('tab', { name: 'Videos (5)' })).toHaveAttribute('href', '/search?q=aria&type=videos');

    expect(screen.getByTestId('videos-list').querySelectorAll('li')).toHaveLength(4);
    expect(screen.getByRole('link', { name: 'See all 5 videos' })).toHaveAttribute('href', '/search?q=aria&type=videos');
    expect(screen.getByRole('link', { name: 'See 1 performer' })).toHaveAttribute('href', '/search?q=aria&type=performers');
    expect(screen.queryByTestId('search-all-galleries')).toBeNull();

    await userEvent.setup().click(within(tablist).getByRole('tab', { name: 'Videos (5)' }));
    expect(push).toHaveBeenCalledWith({ pathname: '/search', query: { q: 'aria', type: 'videos' } }, undefined, { scroll: false });
  });

  it('offer the access and length filters on the videos tab', () => {
    route = { ...route, query: { q: 'aria', type: 'videos' }, asPath: '/search?q=aria&type=videos' };
    renderWithStore(<SearchResults q="aria" totals={totals} tab="videos" filters={{ q: 'aria' }} />, preloaded);
    expect(screen.getByRole('tab', { name: 'Videos (5)' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('combobox', { name: 'Access' })).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Length' })).toBeInTheDocument();
    expect(screen.getByTestId('videos-list').querySelectorAll('li')).toHaveLength(5);
  });

  it('say so when nothing matches', () => {
    renderWithStore(<SearchResults q="zzz" totals={{ performers: 0, videos: 0, galleries: 0, products: 0, total: 0 }} tab="all" filters={{ q: 'zzz' }} />);
    expect(screen.getByTestId('list-empty')).toHaveTextContent('Nothing matches “zzz”');
  });
});

describe('search box suggestions', () => {
  beforeEach(() => {
    suggestions.mockResolvedValue({
      performers: [makePerformerCard()],
      videos: [{ _id: 'v9', slug: 'aria-at-dawn', title: 'Aria at dawn' }],
    });
  });

  it('keeps the searched text on /search', () => {
    renderWithStore(<SearchBox placement="header" testId="header-search" />);
    expect(screen.getByRole('combobox', { name: 'Search' })).toHaveValue('aria');
    expect(suggestions).not.toHaveBeenCalled();
  });

  it('offers performers and videos as a combobox the keyboard can walk', async () => {
    route = { pathname: '/home', query: {}, asPath: '/home' };
    renderWithStore(<SearchBox placement="header" testId="header-search" />);
    const user = userEvent.setup();
    const box = screen.getByRole('combobox', { name: 'Search' });
    await user.type(box, 'ari');
    const list = await screen.findByRole('listbox', { name: 'Suggestions' });
    expect(suggestions).toHaveBeenCalledTimes(1);
    expect(suggestions).toHaveBeenCalledWith('ari');
    expect(box).toHaveAttribute('aria-expanded', 'true');
    expect(box).toHaveAttribute('aria-controls', list.id);
    expect(
      within(list)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['Aria SkyePerformer', 'Aria at dawnVideo']);

    await user.keyboard('{ArrowDown}{ArrowDown}');
    const video = within(list).getByRole('option', { name: /Aria at dawn/ });
    expect(video).toHaveAttribute('aria-selected', 'true');
    expect(box).toHaveAttribute('aria-activedescendant', video.id);
    await user.keyboard('{Enter}');
    expect(push).toHaveBeenCalledWith('/videos/aria-at-dawn');
  });

  it('closes on Escape, and Enter then searches what was typed', async () => {
    route = { pathname: '/home', query: {}, asPath: '/home' };
    renderWithStore(<SearchBox placement="header" testId="header-search" />);
    const user = userEvent.setup();
    await user.type(screen.getByRole('combobox', { name: 'Search' }), 'ari');
    await screen.findByRole('listbox');
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('listbox')).toBeNull();
    await user.keyboard('{Enter}');
    expect(push).toHaveBeenCalledWith('/search?q=ari');
  });
});
