import ListingPage, { listingPageProps, type ListingPageProps } from '../../components/common/listing-page';
import type { LimelightPage } from '../../types/page';

const VideosPage: LimelightPage<ListingPageProps> = (props) => <ListingPage kind="videos" {...props} />;

VideosPage.getInitialProps = listingPageProps('videos');

export default VideosPage;
