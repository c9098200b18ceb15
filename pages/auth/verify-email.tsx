import { useRouter } from 'next/router';
import AuthCard from '../../components/auth/auth-card';
import VerifyEmail from '../../components/auth/verify-email';
import PageTitle from '../../components/common/page-title';
import type { LimelightPage } from '../../types/page';

const VerifyEmailPage: LimelightPage = () => {
  const { query } = useRouter();
  const token = typeof query.token === 'string' ? query.token : '';
  return (
    <>
      <PageTitle title="Verify email" />
      <AuthCard title="Email verification">
        <VerifyEmail token={token} />
      </AuthCard>
    </>
  );
};

VerifyEmailPage.layout = 'auth';

export default VerifyEmailPage;
