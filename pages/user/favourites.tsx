import { createReactedPage } from '../../components/user/reacted-page';

/** /user/favourites: the videos and galleries the user favourited (authenticated). */
export default createReactedPage({
  action: 'favourite',
  title: 'Favourites',
  subtitle: 'Videos and galleries you keep coming back to.',
  kinds: ['videos', 'galleries'],
  emptyText: (kind) => `No favourite ${kind} yet: tap the heart on one you love.`,
  testId: 'favourites-page',
});
