import LightAvatar from '../../components/common/light-avatar';
import LightButton from '../../components/common/light-button';
import LoadedList from '../../components/common/loaded-list';
import PageHeading from '../../components/common/page-heading';
import PageTitle from '../../components/common/page-title';
import { useLoaded } from '../../components/common/use-loaded';
import styles from '../../components/report/report.module.css';
import { studioPage } from '../../components/studio/studio-page';
import { DEFAULT_AVATAR } from '../../lib/constants';
import { errorMessage } from '../../lib/errors';
import { formatDate } from '../../lib/format';
import { notify } from '../../lib/notify';
import { blockService } from '../../services/block.service';
import type { BlockedUser } from '../../types/report';
import type { LimelightPage } from '../../types/page';

/** Enough for any creator's list in one page. */
const SHOWN = 200;

function BlockedRow({ blocked, onUnblocked }: { blocked: BlockedUser; onUnblocked: () => void }) {
  const { user } = blocked;
  const unblock = async () => {
    try {
      await blockService.unblock(user._id);
      notify.success(`${user.name || user.username} is unblocked.`);
      onUnblocked();
    } catch (error) {
      notify.error(errorMessage(error, 'That did not work. Try again.'));
    }
  };
  return (
    <li className={`${styles.row} ${styles.blockedRow}`} data-testid="blocked-user">
      <LightAvatar src={user.avatar || DEFAULT_AVATAR} alt="" size={40} />
      <div className={styles.what}>
        {user.name || 'Unknown user'}{' '}
        <span className={styles.hint}>
          @{user.username}, blocked {formatDate(blocked.blockedAt)}
        </span>
      </div>
      <LightButton onClick={() => void unblock()} data-testid={`unblock-${user.username}`}>
        Unblock
      </LightButton>
    </li>
  );
}

/** /performer/blocked: whom the creator blocked (no comments on their content, no subscribing to them), and unblocking. */
const BlockedPage: LimelightPage = () => {
  const { loaded, reload } = useLoaded(() => blockService.list({ limit: SHOWN }), 'blocked');
  return (
    <div className="page-container" data-testid="blocked-page">
      <PageTitle title="Blocked users · Studio" />
      <PageHeading
        title="Blocked users"
        subtitle="People you blocked cannot comment on your content or subscribe to you; a subscription they had runs to its end without renewing."
        count={loaded.state === 'ready' ? loaded.data.total : undefined}
        noun="blocked users"
      />
      <LoadedList loaded={loaded} empty="You have blocked nobody. Block someone from their comment on your content.">
        {(items) => (
          <ul className={styles.list}>
            {items.map((blocked) => (
              <BlockedRow key={blocked.user._id} blocked={blocked} onUnblocked={() => void reload()} />
            ))}
          </ul>
        )}
      </LoadedList>
    </div>
  );
};

export default studioPage('blocked', BlockedPage);
