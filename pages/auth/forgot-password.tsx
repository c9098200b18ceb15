import Link from '../../components/common/link';
import AuthCard from '../../components/auth/auth-card';
import ForgotPasswordForm from '../../components/auth/forgot-password-form';
import PageTitle from '../../components/common/page-title';
import { ROUTES } from '../../lib/constants';
import type { LimelightPage } from '../../types/page';

const ForgotPasswordPage: LimelightPage = () => (
  <>
    <PageTitle title="Forgot password" />
    <AuthCard
      title="Forgot your password?"
      subtitle="Enter the email of your account and we will send you a link to choose a new password."
      footer={
        <>
          Remembered it? <Link href={ROUTES.authLogin}>Log in</Link>
        </>
      }
    >
      <ForgotPasswordForm />
    </AuthCard>
  </>
);

ForgotPasswordPage.layout = 'auth';
ForgotPasswordPage.guestOnly = true;

export default ForgotPasswordPage;
