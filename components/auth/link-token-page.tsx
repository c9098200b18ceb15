import type { ComponentType } from 'react';
import { useRouter } from 'next/router';
import AuthCard from './auth-card';
import PageTitle from '../common/page-title';
import type { LimelightPage } from '../../types/page';

interface LinkTokenPageOptions {
  /** The document title. */
  title: string;
  /** The card's heading. */
  heading: string;
  /** What the link does with its token (verify, reset, confirm). */
  Body: ComponentType<{ token: string }>;
}

/** A page a mailed link opens: its `?token=` handed to the part that uses it, in the auth card. */
export function createLinkTokenPage({ title, heading, Body }: LinkTokenPageOptions): LimelightPage {
  const LinkTokenPage: LimelightPage = () => {
    const { query } = useRouter();
    const token = typeof query.token === 'string' ? query.token : '';
    return (
      <>
        <PageTitle title={title} />
        <AuthCard title={heading}>
          <Body token={token} />
        </AuthCard>
      </>
    );
  };
  LinkTokenPage.layout = 'auth';
  return LinkTokenPage;
}
