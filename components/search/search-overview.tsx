import { countOf } from '../../lib/plural';
import { useAppSelector } from '../../redux/hooks';
import { listings } from '../../redux/listings';
import type { SearchTotals } from '../../types/content';
import type { ListingKind } from '../../types/listing';
import CatalogueGrid from '../common/catalogue-grid';
import { ListEmpty } from '../common/list-status';
import Section from '../common/section';
import { useQueryHref } from '../common/use-query-update';
import { OVERVIEW_SIZES, overviewKinds, TAB_PARAM } from './search-tabs';

const TITLES: Record<ListingKind, string> = { performers: 'Performers', videos: 'Videos', galleries: 'Galleries', products: 'Products' };

/** One kind's first few results and a link to its tab with all of them. */
function OverviewSection({ kind, total }: { kind: ListingKind; total: number }) {
  const items = useAppSelector((s) => listings[kind].select(s).items);
  const hrefWith = useQueryHref();
  return (
    <Section
      title={TITLES[kind]}
      href={hrefWith({ [TAB_PARAM]: kind })}
      moreText={`See ${total === 1 ? '' : 'all '}${countOf(total, kind)}`}
      testId={`search-all-${kind}`}
    >
      <CatalogueGrid kind={kind} items={items.slice(0, OVERVIEW_SIZES[kind])} />
    </Section>
  );
}

/** The All tab: the top results of each kind that has some, each with a link to its own tab. */
export default function SearchOverview({ q, totals }: { q: string; totals: SearchTotals | null }) {
  const kinds = overviewKinds(totals);
  if (kinds.length === 0) {
    return (
      <ListEmpty>
        {totals ? `Nothing matches “${q}”. Check the spelling or try a shorter search.` : `We couldn't search just now. Try again in a moment.`}
      </ListEmpty>
    );
  }
  return (
    <div data-testid="search-all">
      {kinds.map((kind) => (
        <OverviewSection key={kind} kind={kind} total={totals?.[kind] ?? 0} />
      ))}
    </div>
  );
}
