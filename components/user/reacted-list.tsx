import DeleteOutlined from '@ant-design/icons/DeleteOutlined';
import { Button } from 'antd';
import { useCallback } from 'react';
import { PAGE_SIZE } from '../../lib/catalogue';
import { objectKey } from '../../lib/engagement';
import { useAppDispatch, useAppSelector } from '../../redux/hooks';
import { reactedActions, type ReactedEntry, type ReactedKind } from '../../redux/reacted/slice';
import { reactionToggleRequested } from '../../redux/reactions/slice';
import type { Gallery } from '../../types/gallery';
import type { ReactionAction } from '../../types/reaction';
import type { Video } from '../../types/video';
import CardGrid, { GridItem } from '../common/card-grid';
import { ListEmpty, ListError, ListInlineError } from '../common/list-status';
import LoadMore from '../common/load-more';
import GalleryCard from '../gallery/gallery-card';
import VideoCard from '../video/video-card';
import styles from './reacted.module.css';
import { withAntdScope } from '../common/antd-scope';

interface Props {
  kind: ReactedKind;
  action: ReactionAction;
  emptyText: string;
}

function RemoveButton({ item }: { item: ReactedEntry }) {
  const dispatch = useAppDispatch();
  const pending = useAppSelector((s) => Boolean(s.reactions[objectKey(item)]?.pending[item.action]));
  return (
    <Button
      size="small"
      icon={<DeleteOutlined />}
      loading={pending}
      onClick={() => dispatch(reactionToggleRequested({ objectType: item.objectType, objectId: item.objectId, action: item.action, on: false }))}
      data-testid="reacted-remove"
    >
      Remove
    </Button>
  );
}

/** The user's favourite (or saved) videos or galleries as cards, each with a remove action; load-more. */
function ReactedList({ kind, action, emptyText }: Props) {
  const dispatch = useAppDispatch();
  const list = useAppSelector((s) => s.reacted);
  const shown = list.items.length;
  const request = useCallback(
    (offset: number) => {
      const query = { kind, action, limit: PAGE_SIZE, offset };
      dispatch(offset ? reactedActions.moreRequested({ query }) : reactedActions.loadRequested({ query }));
    },
    [dispatch, kind, action],
  );

  if (shown === 0) {
    if (list.error) return <ListError title={`We couldn't load your ${kind}`} message={list.error.message} onRetry={() => request(0)} />;
    if (!list.requesting) return <ListEmpty testId="reacted-empty">{emptyText}</ListEmpty>;
  }

  return (
    <div aria-busy={list.requesting}>
      <CardGrid variant="wide" testId="reacted-list" label={kind}>
        {list.items.map((item) => (
          <GridItem key={item._id}>
            <div className={styles.item} data-testid="reacted-item" data-object-id={item.objectId}>
              {kind === 'videos' ? <VideoCard video={item.objectInfo as Video} /> : <GalleryCard gallery={item.objectInfo as Gallery} />}
              <RemoveButton item={item} />
            </div>
          </GridItem>
        ))}
      </CardGrid>
      {list.error && <ListInlineError message={list.error.message} onRetry={() => request(shown)} />}
      <LoadMore shown={shown} total={list.total} loading={list.requesting} onLoadMore={() => request(shown)} noun={kind} />
    </div>
  );
}

/** In antd's theme: the Remove buttons are antd Buttons. */
export default withAntdScope(ReactedList);
