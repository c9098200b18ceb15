import ListingPage, { listingPageProps, type ListingPageProps } from '../../components/common/listing-page';
import type { LimelightPage } from '../../types/page';

const PerformersPage: LimelightPage<ListingPageProps> = (props) => <ListingPage kind="performers" {...props} />;

PerformersPage.getInitialProps = listingPageProps('performers');

export default PerformersPage;
