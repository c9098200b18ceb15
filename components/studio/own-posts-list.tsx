import { paths } from '../../lib/catalogue';
import { mediaCountText, POST_ACCESS } from '../../lib/post-form';
import { emptyOwnListText } from '../../lib/studio';
import { studioPostPath } from '../../lib/studio-routes';
import { useAppSelector } from '../../redux/hooks';
import { ownPostsActions } from '../../redux/own-creator-posts/slice';
import { ownCreatorPostsService } from '../../services/own-creator-posts.service';
import type { OwnAssetsQuery } from '../../types/studio';
import PagedList from '../common/paged-list';
import { useMoney } from '../common/use-money';
import { usePageRequest } from '../common/use-page-request';
import BulkBar from './bulk-bar';
import ItemRowState from './item-row-state';
import OwnAssetRow from './own-asset-row';
import styles from './studio.module.css';
import { useSelection } from './use-selection';

/** The performer's own posts, each linking to its page, with its state and the way to its editor; several at once by choosing them. */
export default function OwnPostsList({ filters }: { filters: OwnAssetsQuery }) {
  const list = useAppSelector((s) => s.ownPosts);
  const request = usePageRequest(ownPostsActions, filters);
  const selection = useSelection(
    list.items.map((post) => post._id),
    filters,
  );
  const money = useMoney();
  return (
    <PagedList
      list={list}
      noun="posts"
      emptyText={emptyOwnListText(filters, 'posts', 'No posts yet: write one with "New post".')}
      emptyTestId="own-posts-empty"
      request={request}
    >
      <BulkBar items={list.items} selection={selection} run={ownCreatorPostsService.bulk} changesAccess onDone={() => request(0)} />
      <ul className={styles.rows} data-testid="own-posts-list">
        {list.items.map((post) => (
          <OwnAssetRow
            key={post._id}
            item={post}
            href={paths.creatorPost(post)}
            title={post.title}
            image={post.thumbnail}
            kind={`${POST_ACCESS[post.access]} · ${mediaCountText(post.mediaCount)}`}
            price={post.access === 'sale' ? money(post.price) : 'Not sold alone'}
            state={<ItemRowState item={post} title={post.title} editHref={studioPostPath(post._id)} noun="post" />}
            selection={{ selected: selection.isSelected(post._id), onSelect: (on) => selection.select(post._id, on) }}
          />
        ))}
      </ul>
    </PagedList>
  );
}
