import { ROUTES } from '../../lib/constants';
import { isAdmin, type AdminSection } from '../../lib/admin-routes';
import { storeOf } from '../../redux/load-through';
import { selectAuthUser } from '../../redux/user/selectors';
import type { LimelightPage } from '../../types/page';
import AntdScope from '../common/antd-scope';
import ButtonLink from '../common/button-link';
import LightResult from '../common/light-result';
import PageTitle from '../common/page-title';
import AdminNav from './admin-nav';
import styles from './admin.module.css';

export type AdminPageProps<P> = { refused: true } | { refused: false; page: P };

/**
 * A page of the admin area: its nav beside `Inner`, in the admin layout. Visitors are sent to log in (and back here);
 * a signed-in user who is not an admin is refused with a 403 and nothing of the page is loaded.
 */
export function adminPage<P extends object>(section: AdminSection, Inner: LimelightPage<P>): LimelightPage<AdminPageProps<P>> {
  const Page: LimelightPage<AdminPageProps<P>> = (props) =>
    props.refused ? (
      <div className="page-container" data-testid="admin-refused">
        <PageTitle title="For the site's staff" />
        <LightResult
          status="warning"
          title="This area is for the site's staff"
          subTitle="You need the admin role to open it."
          extra={
            <ButtonLink href={ROUTES.home} type="primary" size="large">
              Back to the home page
            </ButtonLink>
          }
        />
      </div>
    ) : (
      <AntdScope>
        <div className={styles.admin}>
          <AdminNav current={section} />
          <div className={styles.main}>
            <Inner {...props.page} />
          </div>
        </div>
      </AntdScope>
    );
  Page.getInitialProps = async (ctx) => {
    if (!isAdmin(selectAuthUser(storeOf(ctx).getState()))) {
      if (ctx.res) ctx.res.statusCode = 403;
      return { refused: true };
    }
    const page = Inner.getInitialProps ? await Inner.getInitialProps(ctx) : ({} as P);
    return { refused: false, page };
  };
  Page.authenticate = true;
  Page.layout = 'admin';
  return Page;
}
