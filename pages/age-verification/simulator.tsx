import { useRouter } from 'next/router';
import SimulatorView from '../../components/age-verification/simulator-view';
import PageTitle from '../../components/common/page-title';
import { firstValue } from '../../lib/listing-query';
import type { LimelightPage } from '../../types/page';

/**
 * The built-in simulator's authorize page (?client_id&redirect_uri&response_type=code&scope=adult&state&country).
 * It stands for an outside provider's page, which knows nothing of the visitor's session: no login, no site header.
 */
const AgeVerificationSimulatorPage: LimelightPage = () => {
  const { query } = useRouter();
  return (
    <>
      <PageTitle title="Age verification simulator" />
      <SimulatorView state={firstValue(query.state)} country={firstValue(query.country).toUpperCase()} clientId={firstValue(query.client_id)} />
    </>
  );
};

AgeVerificationSimulatorPage.layout = 'public';
AgeVerificationSimulatorPage.agePrompt = false;

export default AgeVerificationSimulatorPage;
