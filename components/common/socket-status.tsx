import { useAppSelector } from '../../redux/hooks';
import type { SocketStatus as Status } from '../../redux/socket/slice';
import LightTooltip from './light-tooltip';
import styles from './socket-status.module.css';

const TEXT: Record<Status, string> = {
  initialized: 'Connecting to live updates…',
  connected: 'Live updates are on',
  disconnected: 'Live updates are off: the connection was lost',
  reconnecting: 'Reconnecting to live updates…',
  failed: 'Live updates are unavailable',
};

/** A small dot in the header for signed-in users: the realtime connection's status, explained in a tooltip. */
export default function SocketStatus() {
  const loggedIn = useAppSelector((s) => s.auth.loggedIn);
  const status = useAppSelector((s) => s.socket.status);
  const error = useAppSelector((s) => s.socket.error);
  if (!loggedIn) return null;
  const text = status !== 'connected' && error ? `${TEXT[status]} (${error})` : TEXT[status];
  return (
    <LightTooltip title={text}>
      <span className={styles.wrap} tabIndex={0} role="status" aria-label={TEXT[status]} data-testid="socket-status" data-status={status}>
        <span className={`${styles.dot} ${styles[status]}`} />
      </span>
    </LightTooltip>
  );
}
