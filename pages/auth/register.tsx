import Link from '../../components/common/link';
import AuthCard from '../../components/auth/auth-card';
import RegisterForm from '../../components/auth/register-form';
import PageTitle from '../../components/common/page-title';
import { useRouter } from 'next/router';
import { useCallback, useState } from 'react';
import { loginPath } from '../../lib/return-path';
import { useAppSelector } from '../../redux/hooks';
import type { LimelightPage } from '../../types/page';

const RegisterPage: LimelightPage = () => {
  const siteName = useAppSelector((s) => s.ui.siteName);
  const { query } = useRouter();
  const [registered, setRegistered] = useState(false);
  const done = useCallback(() => setRegistered(true), []);
  return (
    <>
      <PageTitle title="Create an account" />
      <AuthCard
        title={registered ? `Welcome to ${siteName}` : 'Create your account'}
        subtitle={registered ? undefined : `Join ${siteName}: it only takes a minute.`}
        footer={
          registered ? undefined : (
            <>
              Already have an account? <Link href={loginPath(query.next)}>Log in</Link>
            </>
          )
        }
      >
        <RegisterForm returnTo={query.next} onRegistered={done} />
      </AuthCard>
    </>
  );
};

RegisterPage.layout = 'auth';
RegisterPage.guestOnly = true;

export default RegisterPage;
