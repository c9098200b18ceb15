import ListingPage, { listingPageProps, type ListingPageProps } from '../../components/common/listing-page';
import type { LimelightPage } from '../../types/page';

const ProductsPage: LimelightPage<ListingPageProps> = (props) => <ListingPage kind="products" {...props} />;

ProductsPage.getInitialProps = listingPageProps('products');

export default ProductsPage;
