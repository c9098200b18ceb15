import { PAGE_ROUTES, ROUTES } from '../../lib/constants';
import { isPerformer, type StudioSection } from '../../lib/studio-routes';
import { selectAuthUser } from '../../redux/user/selectors';
import { storeOf } from '../../redux/load-through';
import type { LimelightPage } from '../../types/page';
import ButtonLink from '../common/button-link';
import LightResult from '../common/light-result';
import PageTitle from '../common/page-title';
import StudioNav from './studio-nav';
import styles from './studio.module.css';

export type StudioPageProps<P> = { refused: true } | { refused: false; page: P };

/** A signed-in user who is not a performer: the Studio is not theirs (the page answers 403). */
function StudioRefused() {
  return (
    <div className="page-container" data-testid="studio-refused">
      <PageTitle title="The Studio is for creators" />
      <LightResult
        status="info"
        title="The Studio is for creators"
        subTitle="Publish videos, galleries, products and posts, and earn from subscriptions and sales. Apply to become a creator: we check who you are and that you are an adult, then your Studio opens."
        extra={
          <>
            <ButtonLink href={PAGE_ROUTES.becomeCreator} type="primary" size="large" data-testid="studio-become-creator">
              Become a creator
            </ButtonLink>
            <ButtonLink href={ROUTES.home} size="large">
              Back to the home page
            </ButtonLink>
          </>
        }
      />
    </div>
  );
}

/**
 * A page of the performer's Studio: the section nav above `Inner`. Visitors are sent to log in (and back here,
 * ?next=) like every authenticated page; a signed-in user who is not a performer is refused with a 403 and
 * nothing of the page is loaded.
 */
export function studioPage<P extends object>(section: StudioSection, Inner: LimelightPage<P>): LimelightPage<StudioPageProps<P>> {
  const Page: LimelightPage<StudioPageProps<P>> = (props) => (
    <div className={styles.studio}>
      {props.refused ? (
        <StudioRefused />
      ) : (
        <>
          <StudioNav current={section} />
          <Inner {...props.page} />
        </>
      )}
    </div>
  );
  Page.getInitialProps = async (ctx) => {
    if (!isPerformer(selectAuthUser(storeOf(ctx).getState()))) {
      if (ctx.res) ctx.res.statusCode = 403;
      return { refused: true };
    }
    const page = Inner.getInitialProps ? await Inner.getInitialProps(ctx) : ({} as P);
    return { refused: false, page };
  };
  Page.authenticate = true;
  return Page;
}
