import ListingPage, { listingPageProps, type ListingPageProps } from '../../components/common/listing-page';
import type { LimelightPage } from '../../types/page';

const GalleriesPage: LimelightPage<ListingPageProps> = (props) => <ListingPage kind="galleries" {...props} />;

GalleriesPage.getInitialProps = listingPageProps('galleries');

export default GalleriesPage;
