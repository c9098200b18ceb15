import { useRouter } from 'next/router';
import AgeVerificationCallback from '../../components/age-verification/age-verification-callback';
import AuthCard from '../../components/auth/auth-card';
import PageTitle from '../../components/common/page-title';
import { firstValue } from '../../lib/listing-query';
import type { LimelightPage } from '../../types/page';

/** Where the age-verification provider sends the browser back, with ?code&state. */
const AgeVerificationCallbackPage: LimelightPage = () => {
  const { query } = useRouter();
  return (
    <>
      <PageTitle title="Age verification" />
      <AuthCard title="Age verification">
        <AgeVerificationCallback code={firstValue(query.code)} state={firstValue(query.state)} />
      </AuthCard>
    </>
  );
};

AgeVerificationCallbackPage.layout = 'auth';
AgeVerificationCallbackPage.authenticate = true;
AgeVerificationCallbackPage.agePrompt = false;

export default AgeVerificationCallbackPage;
