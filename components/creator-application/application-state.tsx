import { formatDate } from '../../lib/format';
import { STUDIO_ROUTES } from '../../lib/studio-routes';
import type { CreatorApplication } from '../../types/creator-application';
import ButtonLink from '../common/button-link';
import LightButton from '../common/light-button';
import LightResult from '../common/light-result';

/** A sent application's state, as its applicant reads it: in review, approved, or rejected with the reason. */
export default function ApplicationState({ application, onStartAgain }: { application: CreatorApplication; onStartAgain: () => void }) {
  if (application.state === 'submitted') {
    return (
      <LightResult
        status="info"
        title="Your application is with our team"
        subTitle={`Sent on ${formatDate(application.submittedAt)}. We check every application by hand and tell you by e-mail and here as soon as it is decided.`}
        data-testid="application-submitted"
      />
    );
  }
  if (application.state === 'approved') {
    return (
      <LightResult
        status="success"
        title="You are a creator"
        subTitle="Your application was approved. Your Studio is open."
        extra={
          <ButtonLink href={STUDIO_ROUTES.videos} type="primary" size="large">
            Open my Studio
          </ButtonLink>
        }
        data-testid="application-approved"
      />
    );
  }
  return (
    <LightResult
      status="error"
      title="Your application was not approved"
      subTitle={`The reason our team gave: ${application.reviewNote ?? 'none given'}`}
      extra={
        <LightButton type="primary" size="large" onClick={onStartAgain} data-testid="application-start-again">
          Start a new application
        </LightButton>
      }
      data-testid="application-rejected"
    />
  );
}
