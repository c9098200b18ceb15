import { useMemo } from 'react';
import type { Performer } from '../../types/performer';
import CatalogueList from '../common/catalogue-list';
import QueryTabs from '../common/query-tabs';
import PerformerPosts from './performer-posts';

export const PERFORMER_TABS = ['videos', 'galleries', 'products', 'posts'] as const;
export type PerformerTab = (typeof PERFORMER_TABS)[number];

const LABELS: Record<PerformerTab, string> = { videos: 'Videos', galleries: 'Galleries', products: 'Products', posts: 'Posts' };

interface Props {
  performer: Performer;
  tab: PerformerTab;
}

/** The performer's videos, galleries, products and posts; the active tab is in the URL (?tab=) and loads with the page (into its slice). */
export default function PerformerTabs({ performer, tab }: Props) {
  const filters = useMemo(() => ({ performerId: performer._id }), [performer._id]);
  const tabs = PERFORMER_TABS.map((kind) => {
    const count = kind === 'posts' ? undefined : performer.stats?.[kind];
    return { key: kind, label: count === undefined ? LABELS[kind] : `${LABELS[kind]} (${count})` };
  });
  return (
    <QueryTabs tabs={tabs} active={tab} param="tab" label={`${performer.name}'s content`} testId="performer-tabs">
      {tab === 'posts' ? (
        <PerformerPosts performer={performer} />
      ) : (
        <CatalogueList kind={tab} filters={filters} emptyText={`${performer.name} has not shared any ${tab} yet.`} />
      )}
    </QueryTabs>
  );
}
