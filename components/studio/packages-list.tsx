import { notify } from '../../lib/notify';
import { periodLabel } from '../../lib/studio';
import { useAppDispatch, useAppSelector } from '../../redux/hooks';
import { ownPackageSaved, ownPackagesActions } from '../../redux/own-packages/slice';
import { performerPackagesService } from '../../services/performer-packages.service';
import type { PackageSearchQuery, SubscriptionPackage } from '../../types/subscriptions';
import LazyPopconfirm from '../common/lazy-popconfirm';
import LightButton from '../common/light-button';
import PagedList from '../common/paged-list';
import { useMoney } from '../common/use-money';
import { usePageRequest } from '../common/use-page-request';
import { useSubmit } from '../common/use-submit';
import StatusTag from '../orders/status-tag';
import styles from './studio.module.css';

/** Turns a package off (DELETE) or on again (PUT active); answers it as it is now. */
async function setActive(pkg: SubscriptionPackage, active: boolean): Promise<SubscriptionPackage> {
  if (active) return performerPackagesService.update(pkg._id, { active: true });
  await performerPackagesService.deactivate(pkg._id);
  return { ...pkg, active: false };
}

function PackageRow({ pkg, onEdit }: { pkg: SubscriptionPackage; onEdit: (pkg: SubscriptionPackage) => void }) {
  const dispatch = useAppDispatch();
  const money = useMoney();
  const { submitting, error, submit } = useSubmit(setActive);
  const toggle = async (active: boolean) => {
    const saved = await submit(pkg, active);
    if (saved) {
      dispatch(ownPackageSaved(saved));
      notify.success(active ? `${pkg.name} is offered again.` : `${pkg.name} is no longer offered.`);
    }
  };
  return (
    <li className={styles.row} data-testid="package-row">
      <div>
        <div className={styles.rowTitle}>{pkg.name}</div>
        <div className={styles.rowFacts}>
          <span className={styles.amount}>
            {money(pkg.price)} {periodLabel(pkg.periodDays)}
          </span>
          <span>{pkg.recurring ? 'Renews until cancelled' : 'One period, no renewal'}</span>
        </div>
        {pkg.description && <p className={styles.packageDescription}>{pkg.description}</p>}
        {error && (
          <p className={styles.formError} role="alert">
            {error}
          </p>
        )}
      </div>
      <div className={styles.rowAside}>
        <StatusTag look={pkg.active ? { label: 'Offered', color: 'green' } : { label: 'Inactive', color: 'default' }} testId="package-status" />
        <span className={styles.packageActions}>
          <LightButton size="small" onClick={() => onEdit(pkg)} aria-label={`Edit ${pkg.name}`}>
            Edit
          </LightButton>
          {pkg.active ? (
            <LazyPopconfirm
              title={`Stop offering ${pkg.name}?`}
              description="No one new can subscribe to it. Running subscriptions go on until they end."
              okText="Deactivate"
              cancelText="Keep it"
              onConfirm={() => toggle(false)}
            >
              <LightButton size="small" loading={submitting} aria-label={`Deactivate ${pkg.name}`}>
                Deactivate
              </LightButton>
            </LazyPopconfirm>
          ) : (
            <LightButton size="small" loading={submitting} onClick={() => toggle(true)} aria-label={`Offer ${pkg.name} again`}>
              Offer again
            </LightButton>
          )}
        </span>
      </div>
    </li>
  );
}

interface Props {
  /** Whose packages: a performer's own (`performerId`), or the site's (`siteWide: 'true'`, an admin's page). */
  filters: PackageSearchQuery;
  onEdit: (pkg: SubscriptionPackage) => void;
  emptyText: string;
}

/** Packages, cheapest first, inactive ones too, each with Edit and Deactivate (or Offer again). */
export default function PackagesList({ filters, onEdit, emptyText }: Props) {
  const list = useAppSelector((s) => s.ownPackages);
  const request = usePageRequest(ownPackagesActions, filters);
  return (
    <PagedList list={list} noun="packages" errorTitle="We couldn't load your packages" emptyText={emptyText} emptyTestId="packages-empty" request={request}>
      <ul className={styles.rows} data-testid="packages-list">
        {list.items.map((pkg) => (
          <PackageRow key={pkg._id} pkg={pkg} onEdit={onEdit} />
        ))}
      </ul>
    </PagedList>
  );
}
