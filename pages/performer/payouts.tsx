import LightResult from '../../components/common/light-result';
import LightSpin from '../../components/common/light-spin';
import PageHeading from '../../components/common/page-heading';
import PageTitle from '../../components/common/page-title';
import { useLoaded } from '../../components/common/use-loaded';
import PayoutAccountForm from '../../components/studio/payout-account-form';
import PayoutHistory from '../../components/studio/payout-history';
import PayoutSummary from '../../components/studio/payout-summary';
import { studioPage } from '../../components/studio/studio-page';
import { payoutService } from '../../services/payout.service';
import type { LimelightPage } from '../../types/page';

/** Enough payouts for years of weekly ones in one page. */
const SHOWN = 200;

/** /performer/payouts: what the performer is owed and when it is sent, where it goes, and what was sent. */
const PayoutsPage: LimelightPage = () => {
  const summary = useLoaded(() => payoutService.summary(), 'payout-summary');
  const history = useLoaded(() => payoutService.payouts({ limit: SHOWN }), 'payouts');
  return (
    <div className="page-container" data-testid="payouts-page">
      <PageTitle title="Payouts · Studio" />
      <PageHeading title="Payouts" subtitle="What you are owed, when it is sent and where it goes." />
      {summary.loaded.state === 'loading' && <LightSpin />}
      {summary.loaded.state === 'failed' && <LightResult status="error" title={summary.loaded.message} />}
      {summary.loaded.state === 'ready' && (
        <>
          <PayoutSummary summary={summary.loaded.data} />
          <PayoutAccountForm
            // Saved: the typed details leave the form (only their summary is shown from now on).
            key={summary.loaded.data.account?.updatedAt ?? 'none'}
            account={summary.loaded.data.account}
            minimumCents={summary.loaded.data.minimumThresholdCents}
            onSaved={() => void summary.reload()}
          />
        </>
      )}
      <PayoutHistory loaded={history.loaded} />
    </div>
  );
};

export default studioPage('payouts', PayoutsPage);
