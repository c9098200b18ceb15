import { Tabs } from 'antd';
import type { ListingKind, ListingQuery } from '../../types/listing';
import CatalogueList from './catalogue-list';
import { useQueryUpdate } from './use-query-update';
import { withAntdScope } from './antd-scope';

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
  testId: string;
}

/** Listings as tabs (a performer's assets, search results); only the active one is loaded and shown. */
function ListingTabs({ tabs, active, param, filters, emptyText, testId }: Props) {
  const update = useQueryUpdate();
  const items = tabs.map(({ kind, label, count }) => ({
    key: kind,
    label: count === undefined ? label : `${label} (${count})`,
    children: kind === active ? <CatalogueList kind={kind} filters={filters} emptyText={emptyText(kind)} /> : null,
  }));
  return (
    <Tabs
      activeKey={active}
      items={items}
      size="large"
      data-testid={testId}
      onChange={(key) => update({ [param]: key })}
    />
  );
}

export default withAntdScope(ListingTabs);
