import BroadcastForm from '../../components/messages/broadcast-form';
import BroadcastList from '../../components/messages/broadcast-list';
import LoadedList from '../../components/common/loaded-list';
import PageHeading from '../../components/common/page-heading';
import PageTitle from '../../components/common/page-title';
import { useLoaded } from '../../components/common/use-loaded';
import { studioPage } from '../../components/studio/studio-page';
import styles from '../../components/studio/studio.module.css';
import { broadcastsLoaded } from '../../redux/broadcasts/slice';
import { useAppDispatch, useAppSelector } from '../../redux/hooks';
import { broadcastService } from '../../services/broadcast.service';
import type { LimelightPage } from '../../types/page';

/** /performer/broadcasts: write one message to all subscribers, followers or an item's buyers, and watch each reach them. */
const BroadcastsPage: LimelightPage = () => {
  const dispatch = useAppDispatch();
  const list = useAppSelector((s) => s.broadcasts.list);
  const { loaded } = useLoaded(async () => {
    dispatch(broadcastsLoaded(await broadcastService.recent()));
    return true;
  }, 'broadcasts');
  return (
    <div className="page-container" data-testid="broadcasts-page">
      <PageTitle title="Messages to all · Studio" />
      <PageHeading title="Messages to all" subtitle="One message, into each fan's conversation with you." />
      <BroadcastForm />
      <h2 className={styles.sectionTitle}>Sent lately</h2>
      <LoadedList
        loaded={loaded.state === 'ready' ? { state: 'ready', data: { data: list ?? [] } } : loaded}
        empty="None yet: what you send shows here, with how many it reached."
      >
        {(items) => <BroadcastList items={items} />}
      </LoadedList>
    </div>
  );
};

export default studioPage('broadcasts', BroadcastsPage);
