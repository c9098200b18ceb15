import { useMemo } from 'react';
import ChannelHeader from '../../components/channel/channel-header';
import CatalogueList from '../../components/common/catalogue-list';
import PageError from '../../components/common/page-error';
import SeoMeta from '../../components/common/seo-meta';
import { plainText } from '../../lib/format';
import { loadEntity, routeId, type Loaded } from '../../lib/page-data';
import { requestOptions } from '../../lib/request-options';
import { requestOrigin } from '../../lib/seo';
import { storeOf } from '../../redux/load-through';
import { loadListing } from '../../redux/page-loaders';
import { channelService } from '../../services/channel.service';
import type { Channel } from '../../types/content';
import type { LimelightPage } from '../../types/page';
import { countOf } from '../../lib/plural';

type Props = Loaded<Channel> & { origin: string };

const ChannelPage: LimelightPage<Props> = ({ data: channel, error, origin }) => {
  const filters = useMemo(() => ({ channelId: channel?._id }), [channel?._id]);
  if (!channel) return <PageError error={error} noun="channel" backHref="/channels" backLabel="Browse channels" />;
  return (
    <div className="page-container" data-testid="channel-page">
      <SeoMeta
        title={channel.name}
        description={plainText(channel.description) || `${countOf(channel.videosCount, 'videos')} in ${channel.name}.`}
        image={channel.cover}
        origin={origin}
      />
      <ChannelHeader channel={channel} />
      <CatalogueList kind="videos" filters={filters} emptyText="This channel has no videos yet." />
    </div>
  );
};

ChannelPage.getInitialProps = async (ctx) => {
  const options = requestOptions(ctx.req);
  const loaded = await loadEntity(ctx, () => channelService.findOne(routeId(ctx), options));
  if (loaded.data) await loadListing(storeOf(ctx), 'videos', { channelId: loaded.data._id }, options);
  return { ...loaded, origin: requestOrigin(ctx.req) };
};

export default ChannelPage;
