import { PAGE_ROUTES, ROUTES } from '../lib/constants';
import { redirect } from '../lib/redirect';
import { storeOf } from '../redux/load-through';
import type { LimelightPage } from '../types/page';

/** The site's entry point: a signed-in user's feed, a visitor's /home. */
const IndexPage: LimelightPage = () => null;

IndexPage.layout = 'blank';
IndexPage.getInitialProps = async (ctx) => {
  await redirect(ctx, storeOf(ctx).getState().auth.loggedIn ? PAGE_ROUTES.feed : ROUTES.home);
  return {};
};

export default IndexPage;
