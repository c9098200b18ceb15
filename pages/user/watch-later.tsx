import { createReactedPage } from '../../components/user/reacted-page';

/** /user/watch-later: the videos and galleries the user saved for later (authenticated). */
export default createReactedPage({
  action: 'watch_later',
  title: 'Watch later',
  subtitle: 'Videos and galleries you saved for later.',
  kinds: ['videos', 'galleries'],
  emptyText: (kind) => `No ${kind} saved yet: use "Watch later" on one to keep it here.`,
  testId: 'watch-later-page',
});
