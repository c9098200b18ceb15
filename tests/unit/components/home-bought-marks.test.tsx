import { screen, waitFor } from '@testing-library/react';
import HomePage from '../../../pages/home';
import { sessionRestored } from '../../../redux/auth/slice';
import type { HomeSections } from '../../../components/home/load-home';
import { makeVideo } from '../helpers/catalogue-fixtures';
import { fakeApi, ok } from '../helpers/fake-api';
import { makeUser } from '../helpers/fixtures';
import { renderWithStore } from '../helpers/render-with-store';

// The network: fakeApi answers; the service and the hook run for real.
jest.mock('isomorphic-unfetch', () => ({ __esModule: true, default: (...args: unknown[]) => (globalThis.fetch as (...a: unknown[]) => unknown)(...args) }));
jest.mock('next/router', () => ({ useRouter: () => ({ asPath: '/home', query: {}, push: jest.fn() }) }));

const BOUGHT = '00000000-0000-4000-8000-0000000000b1';
const NOT_BOUGHT = '00000000-0000-4000-8000-0000000000b2';

/** The home page's rows as a page shared by every signed-in viewer renders them: the catalogue as visitors see it. */
function sections(isBought?: boolean): HomeSections {
  const video = (id: string, title: string) =>
    makeVideo({ _id: id, slug: title.toLowerCase(), title, access: 'sale', isSale: true, price: 500, ...(isBought === undefined ? {} : { isBought }) });
  return { newestVideos: [video(BOUGHT, 'Owned'), video(NOT_BOUGHT, 'Other')], popularVideos: [], performers: [], galleries: [], products: [] };
}

const badgeOf = (title: string) =>
  screen.getByRole('link', { name: title }).closest('[data-testid="video-card"]')!.querySelector('[data-testid="access-badge"]')!;

describe("the home page's cards for a signed-in viewer", () => {
  it('are marked with what the viewer bought, asked once the page is in the browser', async () => {
    const api = fakeApi((call) => (call.path === '/user/bought' ? ok({ video: [BOUGHT], gallery: [], product: [] }) : undefined));
    const { store } = renderWithStore(<HomePage sections={sections()} origin="http://localhost" />);
    store.dispatch(sessionRestored(makeUser()));
    await waitFor(() => expect(badgeOf('Owned')).toHaveTextContent('Purchased'));
    expect(badgeOf('Other')).toHaveTextContent('$5.00');
    expect(api.called('GET', '/user/bought').map((c) => c.query)).toEqual([{ video: `${BOUGHT},${NOT_BOUGHT}` }]);
  });

  it('asks nothing for a visitor, nor for cards that already say it', async () => {
    const api = fakeApi(() => undefined);
    const visitor = renderWithStore(<HomePage sections={sections()} origin="http://localhost" />);
    visitor.unmount();
    const { store } = renderWithStore(<HomePage sections={sections(false)} origin="http://localhost" />);
    store.dispatch(sessionRestored(makeUser()));
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(api.calls).toEqual([]);
  });
});
