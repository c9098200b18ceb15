import { Input } from 'antd';
import { useState } from 'react';
import AdminHeading from '../../components/admin/admin-heading';
import { adminPage } from '../../components/admin/admin-page';
import AdminTable from '../../components/admin/admin-table';
import styles from '../../components/admin/admin.module.css';
import { useLoaded } from '../../components/common/use-loaded';
import { formatLocalDateTime } from '../../lib/format';
import { adminService } from '../../services/admin.service';
import type { AuditEntry, AuditQuery } from '../../types/admin';

const shown = (value: unknown) => (value === null || value === undefined ? '—' : JSON.stringify(value));

/** /admin/audit: every admin action, newest first: who, what, on what, before and after. Read only, as it is kept. */
function AuditPage() {
  const [query, setQuery] = useState<AuditQuery>({ limit: 100 });
  const { loaded } = useLoaded(() => adminService.audit(query), JSON.stringify(query));
  return (
    <div data-testid="admin-audit">
      <AdminHeading title="Audit log" />
      <p className={styles.muted}>
        Every action of an admin or of the command line, as it was recorded with the change it made. Nobody can change or remove an entry.
      </p>
      <div className={styles.toolbar}>
        <Input.Search
          placeholder="Action, e.g. role. or setting.set"
          aria-label="Filter by action"
          allowClear
          onSearch={(action) => setQuery({ ...query, action: action || undefined })}
          style={{ maxWidth: 320 }}
        />
      </div>
      <AdminTable<AuditEntry>
        label="Admin actions"
        emptyText="No admin action matches."
        rowKey="_id"
        loaded={loaded}
        size="small"
        columns={[
          { title: 'When', key: 'when', render: (_, e) => formatLocalDateTime(e.createdAt) },
          { title: 'Who', dataIndex: 'actorName' },
          { title: 'Action', dataIndex: 'action' },
          { title: 'On', key: 'on', render: (_, e) => `${e.targetType} ${e.targetId}` },
          { title: 'Before', key: 'before', render: (_, e) => <code>{shown(e.before)}</code> },
          { title: 'After', key: 'after', render: (_, e) => <code>{shown(e.after)}</code> },
          { title: 'Reason', key: 'reason', render: (_, e) => e.reason ?? '' },
        ]}
      />
    </div>
  );
}

export default adminPage('audit', AuditPage);
