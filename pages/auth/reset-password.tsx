import { useRouter } from 'next/router';
import AuthCard from '../../components/auth/auth-card';
import ResetPasswordForm from '../../components/auth/reset-password-form';
import PageTitle from '../../components/common/page-title';
import type { LimelightPage } from '../../types/page';

const ResetPasswordPage: LimelightPage = () => {
  const { query } = useRouter();
  const token = typeof query.token === 'string' ? query.token : '';
  return (
    <>
      <PageTitle title="Reset password" />
      <AuthCard title="Choose a new password">
        <ResetPasswordForm token={token} />
      </AuthCard>
    </>
  );
};

ResetPasswordPage.layout = 'auth';

export default ResetPasswordPage;
