import { createReactedPage } from '../../components/user/reacted-page';

/** /user/favourites: the videos, galleries, products and performers the user favourited (authenticated). */
export default createReactedPage({
  action: 'favourite',
  title: 'Favourites',
  subtitle: 'Videos, galleries, products and performers you keep coming back to.',
  kinds: ['videos', 'galleries', 'products', 'performers'],
  emptyText: (kind) => `No favourite ${kind} yet: tap the heart on one you love.`,
  testId: 'favourites-page',
});
