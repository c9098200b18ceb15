import CardGrid, { GridItem } from '../../components/common/card-grid';
import LightAlert from '../../components/common/light-alert';
import { ListEmpty } from '../../components/common/list-status';
import PageHeading from '../../components/common/page-heading';
import SeoMeta from '../../components/common/seo-meta';
import ChannelCard from '../../components/channel/channel-card';
import { loadEntity, type Loaded } from '../../lib/page-data';
import { requestOptions } from '../../lib/request-options';
import { requestOrigin } from '../../lib/seo';
import { channelService } from '../../services/channel.service';
import type { ListResult } from '../../types/api';
import type { Channel } from '../../types/content';
import type { LimelightPage } from '../../types/page';

type Props = Loaded<ListResult<Channel>> & { origin: string };

const INTRO = 'Curated collections of videos, grouped by theme and by performer.';

const ChannelsPage: LimelightPage<Props> = ({ data, error, origin }) => (
  <div className="page-container" data-testid="channels-page">
    <SeoMeta title="Channels" description={INTRO} origin={origin} />
    <PageHeading title="Channels" subtitle={INTRO} count={data?.total} noun="channels" />
    {error && <LightAlert type="error" showIcon title="We couldn't load the channels" description={error.message} />}
    {data && data.data.length === 0 && <ListEmpty>No channels yet. Browse all videos in the meantime.</ListEmpty>}
    {data && data.data.length > 0 && (
      <CardGrid variant="wide" testId="channels-list" label="channels">
        {data.data.map((channel) => (
          <GridItem key={channel._id}>
            <ChannelCard channel={channel} />
          </GridItem>
        ))}
      </CardGrid>
    )}
  </div>
);

ChannelsPage.getInitialProps = async (ctx) => {
  const loaded = await loadEntity(ctx, () => channelService.search({ limit: 200 }, requestOptions(ctx.req)));
  return { ...loaded, origin: requestOrigin(ctx.req) };
};

export default ChannelsPage;
