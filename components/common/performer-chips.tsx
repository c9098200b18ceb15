import Link from './link';
import { paths } from '../../lib/catalogue';
import { DEFAULT_AVATAR } from '../../lib/constants';
import type { PerformerCard } from '../../types/catalogue';
import LightAvatar from './light-avatar';
import styles from './detail.module.css';

/** Linked avatars and names of the performers in an asset. */
export default function PerformerChips({ performers }: { performers: PerformerCard[] }) {
  if (performers.length === 0) return null;
  return (
    <ul className={styles.chips} aria-label="Performers">
      {performers.map((p) => (
        <li key={p._id}>
          <Link href={paths.performer(p)} className={styles.chip} data-testid="performer-link">
            <LightAvatar src={p.avatar || DEFAULT_AVATAR} alt="" size={36} />
            <span>
              <span className={styles.chipName}>{p.name}</span>
              <span className={styles.chipHandle}>@{p.username}</span>
            </span>
          </Link>
        </li>
      ))}
    </ul>
  );
}
