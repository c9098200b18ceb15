import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import NavMoreMenu from '../../../components/common/nav-more-menu';
import { countFitting } from '../../../components/common/use-priority-links';
import type { MenuItem } from '../../../types/settings';
import { renderWithStore } from '../helpers/render-with-store';
import { isActivePath } from '../../../lib/menus';

const router = { asPath: '/home' };
jest.mock('next/router', () => ({ useRouter: () => ({ ...router, query: {}, push: jest.fn() }) }));

const entry = (title: string, path: string, ordering: number): MenuItem =>
  ({ _id: path, title, path, section: 'header', isNewTab: false, ordering }) as MenuItem;

const OVERFLOW = [entry('Channels', '/channels', 5), entry('News', '/posts', 6)];

describe('which header entries fit in the row', () => {
  it('keeps them all, and no "More", when they all fit', () => {
    expect(countFitting([60, 70, 80], 60 + 70 + 80 + 2 * 4, 90)).toBe(3);
  });

  it('keeps those that fit beside "More", in their order', () => {
    // All three take 60 + 70 + 80 + 2 gaps of 4 = 218. Beside a 50 px "More": 50 + 4 + 60 + 4 + 70 = 188.
    expect(countFitting([60, 70, 80], 200, 50)).toBe(2);
    expect(countFitting([60, 70, 80], 188, 50)).toBe(2);
    expect(countFitting([60, 70, 80], 187, 50)).toBe(1);
  });

  it('keeps none when only "More" fits', () => {
    expect(countFitting([60, 70], 96, 90)).toBe(0);
  });
});

describe('the header\'s "More" menu', () => {
  const FOOTER = [{ ...entry('Terms of service', '/posts/terms', 0), section: 'footer' } as MenuItem];
  const renderMore = (hidden = false) =>
    renderWithStore(<NavMoreMenu items={OVERFLOW} wrapperRef={{ current: null }} hidden={hidden} />, { ui: { menus: [...OVERFLOW, ...FOOTER] } });

  it('opens and closes its panel, which the button names with aria-controls', async () => {
    renderMore();
    const button = screen.getByRole('button', { name: /More/ });
    const panel = document.getElementById(button.getAttribute('aria-controls')!)!;
    expect(button).toHaveAttribute('aria-expanded', 'false');
    expect(panel).not.toBeVisible();

    await userEvent.click(button);
    expect(button).toHaveAttribute('aria-expanded', 'true');
    expect(panel).toBeVisible();
    expect(screen.getByRole('link', { name: 'Channels' })).toHaveAttribute('href', '/channels');
    expect(screen.getByRole('link', { name: 'News' })).toHaveAttribute('href', '/posts');

    await userEvent.click(button);
    expect(button).toHaveAttribute('aria-expanded', 'false');
  });

  it('closes on Escape and gives the focus back to its button', async () => {
    renderMore();
    const user = userEvent.setup();
    const button = screen.getByRole('button', { name: /More/ });
    await user.click(button);
    await user.tab();
    expect(screen.getByRole('link', { name: 'Channels' })).toHaveFocus();
    await user.keyboard('{Escape}');
    expect(button).toHaveAttribute('aria-expanded', 'false');
    expect(button).toHaveFocus();
  });

  it('closes on a click elsewhere and when a link is followed', async () => {
    renderMore();
    const button = screen.getByRole('button', { name: /More/ });
    await userEvent.click(button);
    await act(async () => {
      document.body.dispatchEvent(new MouseEvent('pointerdown', { bubbles: true }));
    });
    expect(button).toHaveAttribute('aria-expanded', 'false');

    await userEvent.click(button);
    await userEvent.click(screen.getByRole('link', { name: 'News' }));
    expect(button).toHaveAttribute('aria-expanded', 'false');
  });

  it('is marked as holding the current page when one of its entries is', () => {
    router.asPath = '/posts/welcome-to-limelight';
    try {
      renderMore();
      expect(screen.getByRole('button', { name: /More/ }).className).toMatch(/active/);
      expect(screen.getByRole('link', { name: 'News', hidden: true })).toHaveAttribute('aria-current', 'page');
    } finally {
      router.asPath = '/home';
    }
  });

  it('is not marked for a page another menu links by itself (the terms are not news)', () => {
    router.asPath = '/posts/terms';
    try {
      renderMore();
      expect(screen.getByRole('button', { name: /More/ }).className).not.toMatch(/active/);
    } finally {
      router.asPath = '/home';
    }
  });

  it('is out of the tab order and of the accessibility tree while every entry fits', () => {
    renderMore(true);
    expect(screen.queryByRole('button', { name: /More/ })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: /More/, hidden: true })).toHaveAttribute('tabindex', '-1');
  });
});

describe('which menu entry is the current section', () => {
  it('is the entry of the page, or of a page under it', () => {
    expect(isActivePath('/videos', '/videos')).toBe(true);
    expect(isActivePath('/videos/night-walk', '/videos')).toBe(true);
    expect(isActivePath('/videos?sortBy=oldest', '/videos')).toBe(true);
    expect(isActivePath('/videos-extra', '/videos')).toBe(false);
  });

  it('is not an entry above a page that another entry links', () => {
    expect(isActivePath('/posts/terms', '/posts', ['/posts', '/posts/terms'])).toBe(false);
    expect(isActivePath('/posts/terms?x=1', '/posts', ['/posts/terms'])).toBe(false);
    expect(isActivePath('/posts/welcome-to-limelight', '/posts', ['/posts', '/posts/terms'])).toBe(true);
  });
});
