import { useRouter } from 'next/router';
import AuthCard from '../../components/auth/auth-card';
import ConfirmEmailChange from '../../components/auth/confirm-email-change';
import PageTitle from '../../components/common/page-title';
import type { LimelightPage } from '../../types/page';

/** The link of an e-mail change, mailed to the new address (it works signed in or not). */
const ConfirmEmailPage: LimelightPage = () => {
  const { query } = useRouter();
  const token = typeof query.token === 'string' ? query.token : '';
  return (
    <>
      <PageTitle title="Confirm your new email" />
      <AuthCard title="New email address">
        <ConfirmEmailChange token={token} />
      </AuthCard>
    </>
  );
};

ConfirmEmailPage.layout = 'auth';

export default ConfirmEmailPage;
