import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import LightTabs from '../../../components/common/light-tabs';
import QueryTabs from '../../../components/common/query-tabs';

const push = jest.fn();
let route = { pathname: '/', query: {} as Record<string, string>, asPath: '/' };
jest.mock('next/router', () => ({ useRouter: () => ({ ...route, push }) }));

const TABS = [
  { key: 'videos', label: 'Videos (6)', href: '/p?tab=videos' },
  { key: 'galleries', label: 'Galleries (2)', href: '/p?tab=galleries' },
  { key: 'products', label: 'Products (0)', href: '/p?tab=products' },
];

function renderTabs(activeKey = 'galleries') {
  const onSelect = jest.fn();
  render(
    <>
      <button type="button">before</button>
      <LightTabs tabs={TABS} activeKey={activeKey} onSelect={onSelect} aria-label="Marco's content" data-testid="tabs">
        <p>{activeKey} content</p>
      </LightTabs>
    </>,
  );
  return { onSelect, user: userEvent.setup() };
}

const tab = (name: string) => screen.getByRole('tab', { name });

describe('light tabs', () => {
  it('are WAI-ARIA tabs: one selected tab, each controlling its panel, which is labelled by it', () => {
    renderTabs();
    const list = screen.getByRole('tablist', { name: "Marco's content" });
    expect(
      within(list)
        .getAllByRole('tab')
        .map((t) => t.textContent),
    ).toEqual(['Videos (6)', 'Galleries (2)', 'Products (0)']);
    expect(tab('Galleries (2)')).toHaveAttribute('aria-selected', 'true');
    expect(tab('Videos (6)')).toHaveAttribute('aria-selected', 'false');

    const panel = screen.getByRole('tabpanel');
    expect(panel).toHaveTextContent('galleries content');
    expect(tab('Galleries (2)')).toHaveAttribute('aria-controls', panel.id);
    expect(panel).toHaveAccessibleName('Galleries (2)');
    for (const name of ['Videos (6)', 'Products (0)']) {
      const other = document.getElementById(tab(name).getAttribute('aria-controls')!);
      expect(other).not.toBeVisible();
      expect(other).toBeEmptyDOMElement();
    }
  });

  it('are links to the address of each tab (they work without JavaScript)', () => {
    renderTabs();
    expect(tab('Videos (6)')).toHaveAttribute('href', '/p?tab=videos');
    expect(tab('Products (0)')).toHaveAttribute('href', '/p?tab=products');
  });

  it('make the selected tab the one tab stop, then the panel', async () => {
    const { user } = renderTabs();
    await user.click(screen.getByRole('button', { name: 'before' }));
    await user.tab();
    expect(tab('Galleries (2)')).toHaveFocus();
    await user.tab();
    expect(screen.getByRole('tabpanel')).toHaveFocus();
    expect(tab('Videos (6)')).toHaveAttribute('tabindex', '-1');
    expect(tab('Products (0)')).toHaveAttribute('tabindex', '-1');
  });

  it('move the focus with the arrow keys (wrapping), Home and End, without choosing', async () => {
    const { user, onSelect } = renderTabs();
    tab('Galleries (2)').focus();
    await user.keyboard('{ArrowRight}');
    expect(tab('Products (0)')).toHaveFocus();
    await user.keyboard('{ArrowRight}');
    expect(tab('Videos (6)')).toHaveFocus();
    await user.keyboard('{ArrowLeft}');
    expect(tab('Products (0)')).toHaveFocus();
    await user.keyboard('{Home}');
    expect(tab('Videos (6)')).toHaveFocus();
    await user.keyboard('{End}');
    expect(tab('Products (0)')).toHaveFocus();
    expect(onSelect).not.toHaveBeenCalled();
    expect(tab('Galleries (2)')).toHaveAttribute('aria-selected', 'true');
  });

  it('choose the focused tab with Enter or Space', async () => {
    const { user, onSelect } = renderTabs();
    tab('Galleries (2)').focus();
    await user.keyboard('{ArrowLeft}{Enter}');
    expect(onSelect).toHaveBeenLastCalledWith('videos');
    await user.keyboard('{End} ');
    expect(onSelect).toHaveBeenLastCalledWith('products');
    expect(onSelect).toHaveBeenCalledTimes(2);
  });

  it('choose a tab on a plain click, do nothing for the active one, and leave modified clicks to the browser', async () => {
    const { user, onSelect } = renderTabs();
    await user.click(tab('Products (0)'));
    expect(onSelect).toHaveBeenCalledWith('products');
    await user.click(tab('Galleries (2)'));
    expect(onSelect).toHaveBeenCalledTimes(1);

    // What the browser would do after the page's handlers: follow the link unless they prevented it (jsdom can't).
    const opened = jest.fn((event: MouseEvent) => {
      const prevented = event.defaultPrevented;
      event.preventDefault();
      return prevented;
    });
    document.addEventListener('click', opened);
    await user.keyboard('{Control>}');
    await user.click(tab('Videos (6)'));
    await user.keyboard('{/Control}');
    document.removeEventListener('click', opened);
    expect(onSelect).toHaveBeenCalledTimes(1);
    expect(opened).toHaveLastReturnedWith(false);
  });
});

describe('query tabs', () => {
  const tabs = [
    { key: 'videos', label: 'Videos' },
    { key: 'galleries', label: 'Galleries' },
  ];

  beforeEach(() => push.mockClear());

  it("link each tab to the page's address with its key in the query, keeping the route and the other words", () => {
    route = { pathname: '/performers/[id]', query: { id: 'marco_vale', sort: 'new' }, asPath: '/performers/marco_vale?sort=new#top' };
    render(
      <QueryTabs tabs={tabs} active="videos" param="tab" testId="performer-tabs">
        list
      </QueryTabs>,
    );
    expect(screen.getByTestId('performer-tabs')).toContainElement(tab('Videos'));
    expect(tab('Galleries')).toHaveAttribute('href', '/performers/marco_vale?sort=new&tab=galleries');
    expect(tab('Videos')).toHaveAttribute('href', '/performers/marco_vale?sort=new&tab=videos');
  });

  it('go there through the router, without scrolling to the top (the page loads the tab)', async () => {
    route = { pathname: '/search', query: { q: 'night walk', type: 'videos' }, asPath: '/search?q=night+walk&type=videos' };
    render(
      <QueryTabs tabs={tabs} active="videos" param="type" testId="search-tabs">
        list
      </QueryTabs>,
    );
    expect(tab('Galleries')).toHaveAttribute('href', '/search?q=night+walk&type=galleries');
    await userEvent.setup().click(tab('Galleries'));
    expect(push).toHaveBeenCalledWith({ pathname: '/search', query: { q: 'night walk', type: 'galleries' } }, undefined, { scroll: false });
  });
});
