import { Typography } from 'antd';
import { useCallback, useEffect, useState } from 'react';
import AntdScope from '../components/common/antd-scope';
import ButtonLink from '../components/common/button-link';
import LightResult from '../components/common/light-result';
import LightSpin from '../components/common/light-spin';
import PageTitle from '../components/common/page-title';
import ApplicationState from '../components/creator-application/application-state';
import ApplicationWizard from '../components/creator-application/application-wizard';
import styles from '../components/creator-application/creator-application.module.css';
import { errorMessage } from '../lib/errors';
import { isPerformer, STUDIO_ROUTES } from '../lib/studio-routes';
import { useAppSelector } from '../redux/hooks';
import { selectAuthUser } from '../redux/user/selectors';
import { creatorApplicationService } from '../services/creator-application.service';
import type { CreatorApplication } from '../types/creator-application';
import type { LimelightPage } from '../types/page';

type Loaded = { state: 'loading' } | { state: 'failed'; message: string } | { state: 'ready'; application: CreatorApplication | null };

/** /become-a-creator: the application to become a creator, a step at a time, and its state once sent. */
const BecomeCreatorPage: LimelightPage = () => {
  const user = useAppSelector(selectAuthUser);
  const [loaded, setLoaded] = useState<Loaded>({ state: 'loading' });
  const load = useCallback(async () => {
    try {
      setLoaded({ state: 'ready', application: await creatorApplicationService.mine() });
    } catch (error) {
      setLoaded({ state: 'failed', message: errorMessage(error, 'Your application could not be loaded. Reload the page.') });
    }
  }, []);
  useEffect(() => {
    void load();
  }, [load]);

  let body;
  if (isPerformer(user)) {
    body = (
      <LightResult
        status="success"
        title="You are a creator already"
        extra={
          <ButtonLink href={STUDIO_ROUTES.videos} type="primary" size="large">
            Open my Studio
          </ButtonLink>
        }
      />
    );
  } else if (loaded.state === 'loading') body = <LightSpin />;
  else if (loaded.state === 'failed') body = <LightResult status="error" title={loaded.message} />;
  else {
    const { application } = loaded;
    const editable = !application || application.state === 'draft' || application.state === 'needs_documents';
    body = editable ? (
      <ApplicationWizard application={application} onChange={(next) => setLoaded({ state: 'ready', application: next })} onReload={load} />
    ) : (
      <ApplicationState application={application} onStartAgain={() => setLoaded({ state: 'ready', application: null })} />
    );
  }

  return (
    <AntdScope>
      <div className={`page-container ${styles.wrap}`} data-testid="become-creator-page">
        <PageTitle title="Become a creator" />
        <Typography.Title level={1}>Become a creator</Typography.Title>
        <p className={styles.muted}>
          Publish videos, galleries, products and posts, and earn from subscriptions and sales. We check who you are and that you are an adult before your
          Studio opens.
        </p>
        {body}
      </div>
    </AntdScope>
  );
};

BecomeCreatorPage.authenticate = true;

export default BecomeCreatorPage;
