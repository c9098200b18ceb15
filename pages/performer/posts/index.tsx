import { createPurchaseListPage } from '../../../components/orders/purchase-list-page';
import OwnPostsList from '../../../components/studio/own-posts-list';
import PostNewButton from '../../../components/studio/post-new-button';
import { studioPage } from '../../../components/studio/studio-page';
import { ASSET_FILTERS, ownItemSelects } from '../../../lib/studio';
import { loadOwnPosts } from '../../../redux/studio-loaders';
import type { OwnAssetsQuery } from '../../../types/studio';

/** /performer/posts: the performer's own posts (drafts and hidden ones too), by status (?status=), searched (?q=) and ordered (?sortBy=), and "New post". */
export default studioPage(
  'posts',
  createPurchaseListPage<OwnAssetsQuery>({
    testId: 'own-posts-page',
    title: 'Posts · Studio',
    heading: 'Your posts',
    subtitle: 'Write to your fans with photos and videos, for everyone, your subscribers, or for a price, and see how each does.',
    noun: 'posts',
    total: (s) => s.ownPosts.total,
    selects: ownItemSelects('Post'),
    searchLabel: 'Search your posts',
    rules: ASSET_FILTERS,
    load: loadOwnPosts,
    List: OwnPostsList,
    Extra: PostNewButton,
  }),
);
