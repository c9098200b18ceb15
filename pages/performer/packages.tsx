import PlusOutlined from '@ant-design/icons/PlusOutlined';
import { useMemo, useState } from 'react';
import LightButton from '../../components/common/light-button';
import PageHeading from '../../components/common/page-heading';
import PageTitle from '../../components/common/page-title';
import PackageModal from '../../components/studio/package-modal';
import PackagesList from '../../components/studio/packages-list';
import { studioPage } from '../../components/studio/studio-page';
import { requestOptions } from '../../lib/request-options';
import { useAppSelector } from '../../redux/hooks';
import { selectAuthUserId } from '../../redux/user/selectors';
import { storeOf } from '../../redux/load-through';
import { loadOwnPackages } from '../../redux/studio-loaders';
import type { LimelightPage } from '../../types/page';
import type { SubscriptionPackage } from '../../types/subscriptions';

interface Props {
  performerId: string;
}

/** /performer/packages: the performer's subscription packages; create, edit, deactivate (or offer again). */
const PackagesPage: LimelightPage<Props> = ({ performerId }) => {
  const count = useAppSelector((s) => s.ownPackages.total);
  // undefined: the form is closed; null: a new package.
  const [editing, setEditing] = useState<SubscriptionPackage | null | undefined>(undefined);
  const filters = useMemo(() => ({ performerId }), [performerId]);
  return (
    <div className="page-container" data-testid="packages-page">
      <PageTitle title="Packages · Studio" />
      <PageHeading
        title="Packages"
        subtitle="What subscribers pay to see your subscriber-only videos and galleries. Price changes apply to new subscribers only."
        count={count}
        noun="packages"
        extra={
          <LightButton type="primary" icon={<PlusOutlined />} onClick={() => setEditing(null)} data-testid="new-package">
            New package
          </LightButton>
        }
      />
      <PackagesList filters={filters} onEdit={setEditing} emptyText="No packages yet: create one so people can subscribe to you." />
      <PackageModal editing={editing} onClose={() => setEditing(undefined)} />
    </div>
  );
};

PackagesPage.getInitialProps = async (ctx) => {
  const store = storeOf(ctx);
  const performerId = selectAuthUserId(store.getState()) ?? '';
  await loadOwnPackages(store, performerId, requestOptions(ctx.req));
  return { performerId };
};

export default studioPage('packages', PackagesPage);
