import DeleteOutlined from '@ant-design/icons/DeleteOutlined';
import { useMemo } from 'react';
import { objectKey } from '../../lib/engagement';
import { useAppDispatch, useAppSelector } from '../../redux/hooks';
import { reactedActions, type ReactedEntry, type ReactedKind } from '../../redux/reacted/slice';
import { reactionToggleRequested } from '../../redux/reactions/slice';
import type { ReactionAction } from '../../types/reaction';
import CardGrid, { GridItem } from '../common/card-grid';
import { CATALOGUE_GRID_VARIANTS, CatalogueCard } from '../common/catalogue-grid';
import LightButton from '../common/light-button';
import PagedList from '../common/paged-list';
import { usePageRequest } from '../common/use-page-request';
import styles from './reacted.module.css';

interface Props {
  kind: ReactedKind;
  action: ReactionAction;
  emptyText: string;
}

/** What the card is called (a video's or gallery's title, a product's or performer's name). */
const nameOf = ({ objectInfo }: ReactedEntry) => ('title' in objectInfo ? objectInfo.title : objectInfo.name);

/** "Remove", named after its item (every card has one). */
function RemoveButton({ item }: { item: ReactedEntry }) {
  const dispatch = useAppDispatch();
  const pending = useAppSelector((s) => Boolean(s.reactions[objectKey(item)]?.pending[item.action]));
  return (
    <LightButton
      size="small"
      icon={<DeleteOutlined />}
      loading={pending}
      onClick={() => dispatch(reactionToggleRequested({ objectType: item.objectType, objectId: item.objectId, action: item.action, on: false }))}
      aria-label={`Remove ${nameOf(item)}`}
      data-testid="reacted-remove"
    >
      Remove
    </LightButton>
  );
}

/** The user's favourite (or saved) items of one kind as cards, each with a remove action; load-more. */
function ReactedList({ kind, action, emptyText }: Props) {
  const list = useAppSelector((s) => s.reacted);
  const filters = useMemo(() => ({ kind, action }), [kind, action]);
  const request = usePageRequest(reactedActions, filters);

  return (
    <PagedList list={list} noun={kind} emptyText={emptyText} emptyTestId="reacted-empty" request={request}>
      <CardGrid variant={CATALOGUE_GRID_VARIANTS[kind]} testId="reacted-list" label={kind}>
        {list.items.map((item) => (
          <GridItem key={item._id}>
            <div className={kind === 'performers' ? `${styles.item} ${styles.centred}` : styles.item} data-testid="reacted-item" data-object-id={item.objectId}>
              <CatalogueCard kind={kind} item={item.objectInfo} />
              <RemoveButton item={item} />
            </div>
          </GridItem>
        ))}
      </CardGrid>
    </PagedList>
  );
}

export default ReactedList;
