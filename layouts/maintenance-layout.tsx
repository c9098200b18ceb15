import { UNDER_CONSTRUCTION_IMAGE } from '../lib/constants';
import type { LayoutProps } from './types';
import styles from './layouts.module.css';

/** Maintenance mode replaces every page with a full-width under-construction image. */
export default function MaintenanceLayout(_props: LayoutProps) {
  return (
    <main className={styles.maintenance} data-testid="maintenance">
      {/* eslint-disable-next-line @next/next/no-img-element -- a static SVG illustration */}
      <img src={UNDER_CONSTRUCTION_IMAGE} alt="Website under construction" className={styles.maintenanceImage} />
    </main>
  );
}
