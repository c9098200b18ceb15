import { useMemo } from 'react';
import type { Performer } from '../../types/performer';
import ListingTabs from '../common/listing-tabs';

export const PERFORMER_TABS = ['videos', 'galleries', 'products'] as const;
export type PerformerTab = (typeof PERFORMER_TABS)[number];

const LABELS: Record<PerformerTab, string> = { videos: 'Videos', galleries: 'Galleries', products: 'Products' };

/** The performer's videos, galleries and products; the active tab is in the URL (?tab=) and loads with the page. */
export default function PerformerTabs({ performer, tab }: { performer: Performer; tab: PerformerTab }) {
  const filters = useMemo(() => ({ performerId: performer._id }), [performer._id]);
  const tabs = PERFORMER_TABS.map((kind) => ({ kind, label: LABELS[kind], count: performer.stats?.[kind] }));
  return (
    <ListingTabs
      tabs={tabs}
      active={tab}
      param="tab"
      filters={filters}
      emptyText={(kind) => `${performer.name} has not shared any ${kind} yet.`}
      label={`${performer.name}'s content`}
      testId="performer-tabs"
    />
  );
}
