import { useAppSelector } from '../../redux/hooks';
import type { SocketStatus as Status } from '../../redux/socket/slice';
import LightTooltip from './light-tooltip';
import styles from './socket-status.module.css';

const TEXT: Record<Status, string> = {
  initialized: 'Live updates: connecting…',
  connected: 'Live updates: connected',
  disconnected: 'Live updates: off, the connection was lost',
  reconnecting: 'Live updates: reconnecting…',
  failed: 'Live updates: unavailable',
};

/** Each state has a shape of its own, not only a colour: a full dot (on), a pulsing ring (on its way), a struck ring (off). */
const SHAPE: Record<Status, 'on' | 'pending' | 'off'> = {
  initialized: 'pending',
  connected: 'on',
  disconnected: 'off',
  reconnecting: 'pending',
  failed: 'off',
};

/** A small mark in the header for signed-in users: the realtime connection's status, named and explained in a tooltip. */
export default function SocketStatus() {
  const loggedIn = useAppSelector((s) => s.auth.loggedIn);
  const status = useAppSelector((s) => s.socket.status);
  const error = useAppSelector((s) => s.socket.error);
  if (!loggedIn) return null;
  const text = status !== 'connected' && error ? `${TEXT[status]} (${error})` : TEXT[status];
  return (
    <LightTooltip title={text}>
      <span className={styles.wrap} tabIndex={0} role="status" aria-label={TEXT[status]} data-testid="socket-status" data-status={status}>
        <span className={`${styles.mark} ${styles[SHAPE[status]]}`} data-shape={SHAPE[status]} aria-hidden />
      </span>
    </LightTooltip>
  );
}
