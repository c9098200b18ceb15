import PageHeading from '../../components/common/page-heading';
import PageTitle from '../../components/common/page-title';
import DownloadsList from '../../components/orders/downloads-list';
import { requestOptions } from '../../lib/request-options';
import { useAppSelector } from '../../redux/hooks';
import { storeOf } from '../../redux/load-through';
import { loadDownloads } from '../../redux/page-loaders';
import type { LimelightPage } from '../../types/page';

/** /user/downloads: the digital products the signed-in user owns, each ready to download. */
const DownloadsPage: LimelightPage = () => {
  const total = useAppSelector((s) => s.downloads.total);
  return (
    <div className="page-container" data-testid="downloads-page">
      <PageTitle title="Your downloads" />
      <PageHeading title="Downloads" subtitle="The digital products you bought. Each download link is made fresh when you click." count={total} noun="products" nounOne="product" />
      <DownloadsList />
    </div>
  );
};

DownloadsPage.getInitialProps = async (ctx) => {
  await loadDownloads(storeOf(ctx), requestOptions(ctx.req));
  return {};
};
DownloadsPage.authenticate = true;

export default DownloadsPage;
