import type { ListingKind, ListingQuery } from '../../types/listing';
import CatalogueList from './catalogue-list';
import QueryTabs from './query-tabs';

export interface ListingTab {
  kind: ListingKind;
  label: string;
  count?: number;
}

interface Props {
  tabs: ListingTab[];
  active: ListingKind;
  /** URL query word that holds the active tab (the page's getInitialProps loads it). */
  param: string;
  filters: ListingQuery;
  emptyText: (kind: ListingKind) => string;
  /** What the tabs are, for screen readers. */
  label: string;
  testId: string;
}

/** Listings as tabs (a performer's assets, search results); only the active one is loaded and shown. */
export default function ListingTabs({ tabs, active, param, filters, emptyText, label, testId }: Props) {
  const items = tabs.map(({ kind, label: text, count }) => ({ key: kind, label: count === undefined ? text : `${text} (${count})` }));
  return (
    <QueryTabs tabs={items} active={active} param={param} label={label} testId={testId}>
      <CatalogueList kind={active} filters={filters} emptyText={emptyText(active)} />
    </QueryTabs>
  );
}
