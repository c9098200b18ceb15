import { Button, Input, Popconfirm, Select, Space } from 'antd';
import { useState } from 'react';
import AdminHeading from '../../components/admin/admin-heading';
import { adminPage } from '../../components/admin/admin-page';
import AdminTable from '../../components/admin/admin-table';
import CommissionEditor from '../../components/admin/commission-editor';
import styles from '../../components/admin/admin.module.css';
import DecisionForm from '../../components/admin/decision-form';
import { useAction } from '../../components/admin/use-action';
import { useLoaded } from '../../components/common/use-loaded';
import LightTag from '../../components/common/light-tag';
import { formatDate } from '../../lib/format';
import { useAppSelector } from '../../redux/hooks';
import { selectAuthUserId } from '../../redux/user/selectors';
import { adminService } from '../../services/admin.service';
import type { AdminUser, AdminUsersQuery } from '../../types/admin';

const ROLE_OPTIONS = [
  { value: 'performer', label: 'Creators' },
  { value: 'admin', label: 'Admins' },
  { value: 'user', label: 'Everyone' },
];
const STATUS_OPTIONS = [
  { value: 'active', label: 'Active' },
  { value: 'suspended', label: 'Suspended' },
  { value: 'deleted', label: 'Deleted' },
];

/** One account's actions: suspend (with the reason they read) or reinstate, and the creator and admin roles. */
function AccountActions({ user, self, onChanged }: { user: AdminUser; self: boolean; onChanged: (user: AdminUser) => void }) {
  const { busy, run: act } = useAction<AdminUser>(onChanged, 'That did not work.');
  if (user.status === 'deleted') return <span className={styles.muted}>Deleted account</span>;
  const role = (name: 'performer' | 'admin', label: string) => {
    const has = user.roles.includes(name);
    return (
      <Popconfirm
        title={has ? `Take away the ${label} role of ${user.username}?` : `Make ${user.username} ${label === 'admin' ? 'an admin' : 'a creator'}?`}
        onConfirm={() => act(() => adminService.setRole(user._id, name, !has), 'Roles changed.')}
      >
        <Button size="small" disabled={busy || (self && name === 'admin')} data-testid={`user-${user.username}-${name}`}>
          {has ? `Remove ${label}` : `Make ${label}`}
        </Button>
      </Popconfirm>
    );
  };
  return (
    <Space wrap>
      {user.status === 'suspended' ? (
        <Button
          size="small"
          loading={busy}
          onClick={() => act(() => adminService.reinstate(user._id), `${user.username} is active again.`)}
          data-testid={`user-${user.username}-reinstate`}
        >
          Reinstate
        </Button>
      ) : (
        !self &&
        !user.roles.includes('admin') && (
          <DecisionForm
            label="Suspend"
            placeholder="Why (shown when they try to sign in)"
            confirm="Suspend now"
            danger
            busy={busy}
            onSend={(reason) => act(() => adminService.suspend(user._id, reason), `${user.username} is suspended: signed out everywhere.`)}
            testId={`user-${user.username}-suspend`}
          />
        )
      )}
      {role('performer', 'creator')}
      {role('admin', 'admin')}
    </Space>
  );
}

/** /admin/users: every account, found by name or e-mail, by role and state; suspend, reinstate, roles; a creator's commission. */
function UsersPage() {
  const self = useAppSelector(selectAuthUserId);
  const [query, setQuery] = useState<AdminUsersQuery>({ limit: 50 });
  const { loaded, reload } = useLoaded(() => adminService.users(query), JSON.stringify(query));
  const replace = () => void reload();
  return (
    <div data-testid="admin-users">
      <AdminHeading title="Users and creators" />
      <div className={styles.toolbar}>
        <Input.Search
          placeholder="Username, name or e-mail"
          aria-label="Find an account"
          allowClear
          onSearch={(q) => setQuery({ ...query, q: q || undefined })}
          style={{ maxWidth: 320 }}
          data-testid="admin-users-search"
        />
        <Select
          allowClear
          placeholder="Any role"
          aria-label="Role"
          options={ROLE_OPTIONS}
          onChange={(role) => setQuery({ ...query, role })}
          style={{ width: 160 }}
        />
        <Select
          allowClear
          placeholder="Any state"
          aria-label="Account state"
          options={STATUS_OPTIONS}
          onChange={(status) => setQuery({ ...query, status })}
          style={{ width: 160 }}
        />
      </div>
      <AdminTable<AdminUser>
        label="Accounts"
        emptyText="No account matches."
        rowKey="_id"
        loaded={loaded}
        noun="accounts"
        expandable={{
          rowExpandable: (u) => u.roles.includes('performer'),
          expandedRowRender: (u) => <CommissionEditor performerId={u._id} username={u.username} />,
        }}
        columns={[
          {
            title: 'Account',
            key: 'account',
            render: (_, u) => (
              <div>
                <strong>{u.username}</strong> <span className={styles.muted}>{u.name}</span>
                <div className={styles.muted}>{u.email}</div>
              </div>
            ),
          },
          {
            title: 'Roles',
            key: 'roles',
            render: (_, u) => u.roles.filter((r) => r !== 'user').map((r) => <LightTag key={r}>{r === 'performer' ? 'creator' : r}</LightTag>),
          },
          {
            title: 'State',
            key: 'state',
            render: (_, u) =>
              u.status === 'suspended' ? (
                <span>
                  <LightTag color="red">Suspended</LightTag>
                  <div className={styles.muted}>{u.suspensionReason}</div>
                </span>
              ) : (
                <LightTag color={u.status === 'active' ? 'green' : undefined}>{u.status}</LightTag>
              ),
          },
          { title: 'Joined', key: 'joined', render: (_, u) => formatDate(u.createdAt) },
          { title: 'Actions', key: 'actions', render: (_, u) => <AccountActions user={u} self={u._id === self} onChanged={replace} /> },
        ]}
      />
    </div>
  );
}

export default adminPage('users', UsersPage);
