import { act, fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderToString } from 'react-dom/server';
import LightCarousel from '../../../components/common/light-carousel';
import PromoCarousel from '../../../components/promo/promo-carousel';
import { Provider } from 'react-redux';
import { userSubscriptionsActions } from '../../../redux/user-subscriptions/slice';
import type { Promotion } from '../../../types/content';
import type { Subscription } from '../../../types/subscriptions';
import { makePromotion } from '../helpers/catalogue-fixtures';
import { makeUser } from '../helpers/fixtures';
import { makeTestStore, renderWithStore } from '../helpers/render-with-store';

const WIDTH = 800;

function renderCarousel() {
  render(
    <LightCarousel autoplayMs={6000}>
      {['One', 'Two', 'Three'].map((name) => (
        <a key={name} href={`/${name}`}>
          {name}
        </a>
      ))}
    </LightCarousel>,
  );
  const track = screen.getAllByRole('group')[0].parentElement!;
  // jsdom has no layout: give the track a width, and scroll it as a browser would (then a scroll event).
  Object.defineProperty(track, 'clientWidth', { value: WIDTH, configurable: true });
  track.scrollTo = ((options: ScrollToOptions) => {
    track.scrollLeft = options.left ?? 0;
    fireEvent.scroll(track);
  }) as typeof track.scrollTo;
  return { track, root: track.parentElement!, user: userEvent.setup() };
}

const dot = (n: number) => screen.getByRole('button', { name: `Show slide ${n}` });
/** The active dot's progress bar: the next slide comes when its animation ends. */
const progressOf = (n: number) => dot(n).nextElementSibling!;
const currentSlide = () => [1, 2, 3].find((n) => dot(n).getAttribute('aria-current') === 'true');

describe('light carousel', () => {
  it('shows the slides as labelled groups, with a dot each, the first current', () => {
    renderCarousel();
    expect(screen.getAllByRole('group').map((g) => g.getAttribute('aria-label'))).toEqual(['1 of 3', '2 of 3', '3 of 3']);
    expect(screen.getByRole('group', { name: '1 of 3' })).toHaveTextContent('One');
    expect(currentSlide()).toBe(1);
    expect(dot(2)).not.toHaveAttribute('aria-current');
  });

  it('scrolls to the slide of a dot, which becomes current', async () => {
    const { track, user } = renderCarousel();
    await user.click(dot(3));
    expect(track.scrollLeft).toBe(2 * WIDTH);
    expect(currentSlide()).toBe(3);
  });

  it('follows a swipe: the dot of the slide the track snapped to becomes current', () => {
    const { track } = renderCarousel();
    track.scrollLeft = WIDTH + 3;
    fireEvent.scroll(track);
    expect(currentSlide()).toBe(2);
  });

  it('moves on when the current slide has shown for its time, from the last back to the first', () => {
    const { track } = renderCarousel();
    fireEvent.animationEnd(progressOf(1));
    expect(track.scrollLeft).toBe(WIDTH);
    expect(currentSlide()).toBe(2);
    expect(progressOf(1)).toBeNull();
    fireEvent.animationEnd(progressOf(2));
    fireEvent.animationEnd(progressOf(3));
    expect(track.scrollLeft).toBe(0);
    expect(currentSlide()).toBe(1);
  });

  it('pauses while the pointer is over it or the focus is inside it, and then lets screen readers follow', async () => {
    const { root, track, user } = renderCarousel();
    expect(root).not.toHaveAttribute('data-paused');
    expect(track).toHaveAttribute('aria-live', 'off');

    await user.hover(track);
    expect(root).toHaveAttribute('data-paused');
    expect(track).toHaveAttribute('aria-live', 'polite');
    await user.unhover(track);
    expect(root).not.toHaveAttribute('data-paused');

    await user.tab();
    expect(screen.getByRole('link', { name: 'One' })).toHaveFocus();
    expect(root).toHaveAttribute('data-paused');
    act(() => screen.getByRole('link', { name: 'One' }).blur());
    expect(root).not.toHaveAttribute('data-paused');
  });

  it('lets the keyboard reach only the slide in view: the others are inert until shown', async () => {
    const { user } = renderCarousel();
    const slide = (n: number) => screen.getByRole('group', { name: `${n} of 3` });
    // (jsdom does not apply inert; the browser takes inert slides out of the tab order and the accessibility tree.)
    expect([1, 2, 3].map((n) => slide(n).hasAttribute('inert'))).toEqual([false, true, true]);
    await user.click(dot(3));
    expect([1, 2, 3].map((n) => slide(n).hasAttribute('inert'))).toEqual([true, true, false]);
  });
  it('stops with its pause button until told to play again, whatever the pointer does (WCAG 2.2.2)', async () => {
    const { root, track, user } = renderCarousel();
    await user.click(screen.getByRole('button', { name: 'Pause the slideshow' }));
    await user.unhover(track);
    act(() => (document.activeElement as HTMLElement).blur());
    expect(root).toHaveAttribute('data-paused');
    await user.click(screen.getByRole('button', { name: 'Play the slideshow' }));
    await user.unhover(root);
    act(() => (document.activeElement as HTMLElement).blur());
    expect(root).not.toHaveAttribute('data-paused');
  });
});

describe('promo carousel', () => {
  afterEach(() => {
    document.body.innerHTML = '';
  });

  const promo = (n: number, ordering: number, audience: Promotion['audience'] = 'everyone') =>
    makePromotion({ _id: `p${n}`, title: `Promo ${n}`, image: `/img/${n}.webp`, link: `/videos?promo=${n}`, cta: `Go ${n}`, audience, ordering });

  it("puts the home page's promotions in order in the server HTML, the first image fetched first", () => {
    const { store } = makeTestStore();
    document.body.innerHTML = renderToString(
      <Provider store={store}>
        <PromoCarousel items={[promo(2, 2), promo(1, 1), promo(3, 3)]} variant="promo" testId="home-promos" />
      </Provider>,
    );
    const section = screen.getByTestId('home-promos');
    expect(section).toHaveAccessibleName('Promotions');
    expect(screen.getAllByTestId('promotion')).toHaveLength(3);
    expect(screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent)).toEqual(['Promo 1', 'Promo 2', 'Promo 3']);
    // The pictures are backdrops without words: the words are the page's own.
    const images = section.querySelectorAll('img');
    expect([...images].map((img) => img.getAttribute('alt'))).toEqual(['', '', '']);
    expect(images[0]).toHaveAttribute('loading', 'eager');
    expect(images[0]).toHaveAttribute('fetchpriority', 'high');
    for (const later of [...images].slice(1)) {
      expect(later).toHaveAttribute('loading', 'lazy');
      expect(later).not.toHaveAttribute('fetchpriority');
    }
    expect(screen.getByRole('button', { name: 'Show slide 1' })).toHaveAttribute('aria-current', 'true');
  });

  it('shows a single banner as it is (no dots), lazily, with its heading, words and button as text', () => {
    renderWithStore(
      <PromoCarousel
        items={[makePromotion({ title: 'Photo galleries', description: 'Full resolution sets.', link: '/galleries', cta: 'See the galleries' })]}
        variant="banner"
        testId="home-banners-middle"
      />,
    );
    expect(screen.getByRole('heading', { name: 'Photo galleries' })).toBeInTheDocument();
    expect(screen.getByText('Full resolution sets.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'See the galleries' })).toHaveAttribute('href', '/galleries');
    expect(screen.getByTestId('promotion').querySelector('img')).toHaveAttribute('loading', 'lazy');
    expect(screen.queryByRole('button')).toBeNull();
  });

  it('links the heading when a promotion has no button label', () => {
    renderWithStore(<PromoCarousel items={[makePromotion({ title: 'New this week', cta: null, link: '/videos' })]} variant="banner" testId="b" />);
    expect(screen.getByRole('heading', { name: 'New this week' })).toContainElement(screen.getByRole('link', { name: 'New this week' }));
  });

  it('shows nothing without promotions', () => {
    const { container } = renderWithStore(<PromoCarousel items={[]} variant="banner" testId="home-banners-middle" />);
    expect(container).toBeEmptyDOMElement();
  });

  const all = [promo(1, 1, 'everyone'), promo(2, 2, 'visitors'), promo(3, 3, 'members'), promo(4, 4, 'subscribers')];
  const shown = () => screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent);
  /** A member whose subscriptions' lookup answers with these (whether each unlocks content now). */
  const renderForMember = (hasAccess: boolean[]) => {
    const rendered = renderWithStore(<PromoCarousel items={all} variant="promo" testId="p" />, { auth: { loggedIn: true }, user: { current: makeUser() } });
    const data = hasAccess.map((access, i) => ({ ...({} as Subscription), _id: `s${i}`, hasAccess: access }));
    act(() => {
      rendered.store.dispatch(userSubscriptionsActions.loadSucceeded({ data, total: data.length }));
    });
    return rendered;
  };

  it('asks visitors to join, and only visitors', () => {
    renderWithStore(<PromoCarousel items={all} variant="promo" testId="p" />);
    expect(shown()).toEqual(['Promo 1', 'Promo 2']);
  });

  it("looks up a member's subscriptions, showing only what is for everyone until it knows", () => {
    const { actions } = renderWithStore(<PromoCarousel items={all} variant="promo" testId="p" />, { auth: { loggedIn: true }, user: { current: makeUser() } });
    expect(actions).toContainEqual({ type: 'userSubscriptions/loadRequested', payload: { query: { limit: 50, offset: 0 } } });
    expect(shown()).toEqual(['Promo 1']);
  });

  it('offers a member without a live subscription to subscribe, never to join', () => {
    renderForMember([false]);
    expect(shown()).toEqual(['Promo 1', 'Promo 3']);
  });

  it('shows a performer only what is for everyone', () => {
    renderWithStore(<PromoCarousel items={all} variant="promo" testId="p" />, { auth: { loggedIn: true }, user: { current: makeUser({ isPerformer: true }) } });
    expect(shown()).toEqual(['Promo 1']);
  });

  it('asks a subscriber neither to join nor to subscribe', () => {
    renderForMember([false, true]);
    expect(shown()).toEqual(['Promo 1', 'Promo 4']);
  });
});
