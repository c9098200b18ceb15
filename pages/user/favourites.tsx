import { createReactedPage } from '../../components/user/reacted-page';

/** /user/favourites: the videos, galleries and products the user favourited (creators are followed: /user/following). */
export default createReactedPage({
  action: 'favourite',
  title: 'Favourites',
  subtitle: 'Videos, galleries and products you keep coming back to. The creators you follow are under Following.',
  kinds: ['videos', 'galleries', 'products'],
  emptyText: (kind) => `No favourite ${kind} yet: tap the heart on one you love.`,
  testId: 'favourites-page',
});
