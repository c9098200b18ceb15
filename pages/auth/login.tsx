import Link from '../../components/common/link';
import AuthCard from '../../components/auth/auth-card';
import LoginForm from '../../components/auth/login-form';
import PageTitle from '../../components/common/page-title';
import { useRouter } from 'next/router';
import { registerPath } from '../../lib/return-path';
import { useAppSelector } from '../../redux/hooks';
import type { LimelightPage } from '../../types/page';

const LoginPage: LimelightPage = () => {
  const siteName = useAppSelector((s) => s.ui.siteName);
  const { query } = useRouter();
  return (
    <>
      <PageTitle title="Log in" />
      <AuthCard
        title="Welcome back"
        subtitle={`Log in to ${siteName} to follow your favourite performers.`}
        footer={
          <>
            New here? <Link href={registerPath(query.next)}>Create an account</Link>
          </>
        }
      >
        <LoginForm />
      </AuthCard>
    </>
  );
};

LoginPage.layout = 'auth';
LoginPage.guestOnly = true;

export default LoginPage;
