import { Input, Segmented, Select } from 'antd';
import { useState } from 'react';
import AdminHeading from '../../components/admin/admin-heading';
import { adminPage } from '../../components/admin/admin-page';
import AdminTable from '../../components/admin/admin-table';
import styles from '../../components/admin/admin.module.css';
import ContentActions from '../../components/admin/content-actions';
import { CONTENT_SOURCES, type ContentItem, type ContentKind } from '../../components/common/content-sources';
import Link from '../../components/common/link';
import { useLoaded } from '../../components/common/use-loaded';
import PublicationState from '../../components/studio/publication-state';
import { formatDate } from '../../lib/format';
import type { OwnAssetsQuery } from '../../types/studio';

const KINDS = (Object.keys(CONTENT_SOURCES) as ContentKind[]).map((value) => ({ value, label: CONTENT_SOURCES[value].label }));
const STATES = [
  { value: 'live', label: 'Live' },
  { value: 'scheduled', label: 'Scheduled' },
  { value: 'draft', label: 'Draft' },
  { value: 'inactive', label: 'Hidden by its creator' },
  { value: 'moderated', label: 'Held, taken down or removed' },
];

/** /admin/content: every video, gallery, product and post, by kind, words and state; take down and restore. */
function ContentPage() {
  const [kind, setKind] = useState<ContentKind>('video');
  const [query, setQuery] = useState<OwnAssetsQuery>({ limit: 50 });
  const { loaded, reload } = useLoaded(() => CONTENT_SOURCES[kind].load(query), `${kind}:${JSON.stringify(query)}`);
  return (
    <div data-testid="admin-content">
      <AdminHeading title="Content" />
      <div className={styles.toolbar}>
        <Segmented options={KINDS} value={kind} onChange={(value) => setKind(value as ContentKind)} aria-label="Kind of content" />
        <Input.Search
          placeholder="Title, tag or creator"
          aria-label="Find content"
          allowClear
          onSearch={(q) => setQuery({ ...query, q: q || undefined })}
          style={{ maxWidth: 280 }}
        />
        <Select
          allowClear
          placeholder="Any state"
          aria-label="State"
          options={STATES}
          onChange={(status) => setQuery({ ...query, status })}
          style={{ width: 220 }}
        />
      </div>
      <AdminTable<ContentItem>
        label="Content"
        emptyText="Nothing matches."
        rowKey="_id"
        loaded={loaded}
        noun="items"
        columns={[
          {
            title: 'Item',
            key: 'item',
            render: (_, item) => (
              <div>
                <Link href={item.path}>{item.title}</Link>
                <div className={styles.muted}>{item.performer ? `by ${item.performer}` : 'by a deleted account'}</div>
              </div>
            ),
          },
          { title: 'State', key: 'state', render: (_, item) => <PublicationState item={item} /> },
          { title: 'Created', key: 'created', render: (_, item) => formatDate(item.createdAt) },
          { title: 'Moderate', key: 'actions', render: (_, item) => <ContentActions item={item} onChanged={() => void reload()} /> },
        ]}
      />
    </div>
  );
}

export default adminPage('content', ContentPage);
