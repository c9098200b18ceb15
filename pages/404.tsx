import ButtonLink from '../components/common/button-link';
import LightResult from '../components/common/light-result';
import PageTitle from '../components/common/page-title';
import { ROUTES } from '../lib/constants';
import type { LimelightPage } from '../types/page';

const NotFoundPage: LimelightPage = () => (
  <div className="page-container">
    <PageTitle title="Page not found" />
    <LightResult
      status="404"
      title="Page not found"
      subTitle="The page you are looking for does not exist or has moved."
      extra={
        <ButtonLink href={ROUTES.home} type="primary" size="large">
          Back to home
        </ButtonLink>
      }
    />
  </div>
);

export default NotFoundPage;
