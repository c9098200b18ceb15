import { createReactedPage } from '../../components/user/reacted-page';

/** /user/watch-later: the videos the user saved for later (authenticated). */
export default createReactedPage({
  action: 'watch_later',
  title: 'Watch later',
  subtitle: 'Videos you saved for later.',
  kinds: ['videos'],
  emptyText: () => 'Nothing saved yet: use "Watch later" on a video to keep it here.',
  testId: 'watch-later-page',
});
