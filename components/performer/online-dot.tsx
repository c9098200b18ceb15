import styles from './performer.module.css';

/** Green dot on an avatar while the performer is online (grey otherwise, or nothing when `hideOffline`). */
export default function OnlineDot({ online, hideOffline = false }: { online: boolean; hideOffline?: boolean }) {
  if (!online && hideOffline) return null;
  return (
    <span
      className={`${styles.dot} ${online ? styles.online : styles.offline}`}
      role="img"
      aria-label={online ? 'Online' : 'Offline'}
      title={online ? 'Online' : 'Offline'}
      data-testid="online-status"
    />
  );
}
