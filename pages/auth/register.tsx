import Link from '../../components/common/link';
import AuthCard from '../../components/auth/auth-card';
import RegisterForm from '../../components/auth/register-form';
import PageTitle from '../../components/common/page-title';
import { ROUTES } from '../../lib/constants';
import { useAppSelector } from '../../redux/hooks';
import type { LimelightPage } from '../../types/page';

const RegisterPage: LimelightPage = () => {
  const siteName = useAppSelector((s) => s.ui.siteName);
  return (
    <>
      <PageTitle title="Create an account" />
      <AuthCard
        title="Create your account"
        subtitle={`Join ${siteName}: it only takes a minute.`}
        footer={
          <>
            Already have an account? <Link href={ROUTES.authLogin}>Log in</Link>
          </>
        }
      >
        <RegisterForm />
      </AuthCard>
    </>
  );
};

RegisterPage.layout = 'auth';

export default RegisterPage;
