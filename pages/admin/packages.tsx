import PlusOutlined from '@ant-design/icons/PlusOutlined';
import { useState } from 'react';
import AdminHeading from '../../components/admin/admin-heading';
import { adminPage } from '../../components/admin/admin-page';
import styles from '../../components/admin/admin.module.css';
import LightButton from '../../components/common/light-button';
import PackageModal from '../../components/studio/package-modal';
import PackagesList from '../../components/studio/packages-list';
import { requestOptions } from '../../lib/request-options';
import { storeOf } from '../../redux/load-through';
import { loadOwnPackages } from '../../redux/studio-loaders';
import type { LimelightPage } from '../../types/page';
import type { SubscriptionPackage } from '../../types/subscriptions';

const SITE_WIDE = { siteWide: 'true' } as const;

/**
 * /admin/packages: the site's own packages (all access: every creator's subscriber-only content); create, edit,
 * deactivate (or offer again), with the Studio's form and list. An admin's package made here has no performer.
 */
const SitePackagesPage: LimelightPage = () => {
  // undefined: the form is closed; null: a new package.
  const [editing, setEditing] = useState<SubscriptionPackage | null | undefined>(undefined);
  return (
    <div data-testid="admin-packages">
      <AdminHeading title="Site packages" />
      <div className={styles.toolbar}>
        <p className={styles.muted}>All-access subscriptions: every creator's subscriber-only content. A price change applies to new subscribers only.</p>
        <LightButton type="primary" icon={<PlusOutlined aria-hidden />} onClick={() => setEditing(null)} data-testid="new-package">
          New package
        </LightButton>
      </div>
      <PackagesList filters={SITE_WIDE} onEdit={setEditing} emptyText="The site offers no all-access package: create one." />
      <PackageModal editing={editing} onClose={() => setEditing(undefined)} />
    </div>
  );
};

SitePackagesPage.getInitialProps = async (ctx) => {
  await loadOwnPackages(storeOf(ctx), SITE_WIDE, requestOptions(ctx.req));
  return {};
};

export default adminPage('packages', SitePackagesPage);
