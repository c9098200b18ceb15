import { ROUTES } from '../lib/constants';
import { redirect } from '../lib/redirect';
import type { LimelightPage } from '../types/page';

/** The site's entry point lives at /home. */
const IndexPage: LimelightPage = () => null;

IndexPage.layout = 'blank';
IndexPage.getInitialProps = async (ctx) => {
  await redirect(ctx, ROUTES.home);
  return {};
};

export default IndexPage;
