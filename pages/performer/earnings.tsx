import PageHeading from '../../components/common/page-heading';
import PageTitle from '../../components/common/page-title';
import EarningsChart from '../../components/studio/earnings-chart';
import EarningsFilterBar from '../../components/studio/earnings-filter-bar';
import EarningsList from '../../components/studio/earnings-list';
import EarningsTotals from '../../components/studio/earnings-totals';
import { studioPage } from '../../components/studio/studio-page';
import { earningsFiltersFrom, type EarningsFilters } from '../../lib/earnings-filters';
import { requestOptions } from '../../lib/request-options';
import { useAppSelector } from '../../redux/hooks';
import { storeOf } from '../../redux/load-through';
import { loadEarnings } from '../../redux/studio-loaders';
import type { LimelightPage } from '../../types/page';

interface Props {
  filters: EarningsFilters;
}

/** /performer/earnings: the totals, net earnings over time, and every earning, all filtered alike from the URL. */
const EarningsPage: LimelightPage<Props> = ({ filters }) => {
  const count = useAppSelector((s) => s.earnings.list.total);
  return (
    <div className="page-container" data-testid="earnings-page">
      <PageTitle title="Earnings · Studio" />
      <PageHeading title="Earnings" subtitle="What your sales and subscriptions earned you, after the site's commission." count={count} noun="earnings" />
      <EarningsFilterBar filters={filters} />
      <EarningsTotals />
      <EarningsChart groupBy={filters.groupBy} />
      <EarningsList filters={filters} />
    </div>
  );
};

EarningsPage.getInitialProps = async (ctx) => {
  const filters = earningsFiltersFrom(ctx.query);
  await loadEarnings(storeOf(ctx), filters, requestOptions(ctx.req));
  return { filters };
};

export default studioPage('earnings', EarningsPage);
