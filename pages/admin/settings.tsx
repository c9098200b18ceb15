import { Alert, Button } from 'antd';
import AdminHeading from '../../components/admin/admin-heading';
import { adminPage } from '../../components/admin/admin-page';
import styles from '../../components/admin/admin.module.css';
import SettingRow, { settingLabel } from '../../components/admin/setting-row';
import LightSpin from '../../components/common/light-spin';
import { useLoaded } from '../../components/common/use-loaded';
import { useAction } from '../../components/admin/use-action';
import { siteAdminService } from '../../services/site-admin.service';
import type { AdminSetting } from '../../types/site-admin';

const MAINTENANCE = 'maintenanceMode';

/** Settings by group, in a steady order: the site first, then by name. */
function groups(settings: AdminSetting[]): Array<[string, AdminSetting[]]> {
  const byGroup = new Map<string, AdminSetting[]>();
  for (const s of settings) if (s.key !== MAINTENANCE) byGroup.set(s.group, [...(byGroup.get(s.group) ?? []), s]);
  return [...byGroup].sort(([a], [b]) => (a === 'general' ? -1 : b === 'general' ? 1 : a.localeCompare(b)));
}

/** Maintenance mode, on its own at the top: what it does, and a switch. */
function MaintenanceCard({ on, onChanged }: { on: boolean; onChanged: (on: boolean) => void }) {
  const { busy, run } = useAction<boolean>(onChanged, 'Maintenance mode could not be changed.');
  const change = (next: boolean) =>
    void run(() => siteAdminService.setSetting(MAINTENANCE, next).then(() => next), next ? 'The site is in maintenance.' : 'The site is open again.');
  return (
    <Alert
      type={on ? 'warning' : 'info'}
      showIcon
      title={`Maintenance mode is ${on ? 'on' : 'off'}`}
      description="While it is on, visitors and fans see the maintenance page; the staff can still sign in and use the site."
      action={
        <Button danger={!on} loading={busy} onClick={() => change(!on)} data-testid="maintenance-toggle">
          {on ? 'Open the site again' : 'Turn maintenance on'}
        </Button>
      }
      className={styles.settingGroup}
    />
  );
}

/** /admin/settings: maintenance mode, and every setting by group, each saved on its own (and in the audit log). */
function SettingsPage() {
  const { loaded, set } = useLoaded(() => siteAdminService.settings(), 'settings');
  if (loaded.state !== 'ready')
    return (
      <div data-testid="admin-settings">
        <AdminHeading title="Settings" />
        {loaded.state === 'loading' ? <LightSpin /> : <Alert type="error" showIcon title={loaded.message} />}
      </div>
    );
  const settings = loaded.data;
  const saved = (key: string) => (value: unknown) => set(settings.map((s) => (s.key === key ? { ...s, value } : s)));
  const maintenance = settings.find((s) => s.key === MAINTENANCE);
  return (
    <div data-testid="admin-settings">
      <AdminHeading title="Settings" />
      {maintenance && <MaintenanceCard on={maintenance.value === true} onChanged={saved(MAINTENANCE)} />}
      {groups(settings).map(([group, rows]) => (
        <section key={group} className={styles.settingGroup} aria-labelledby={`settings-${group}`}>
          <h2 id={`settings-${group}`} className={styles.sectionTitle}>
            {settingLabel(group)}
          </h2>
          {rows.map((setting) => (
            <SettingRow key={setting.key} setting={setting} onSaved={saved(setting.key)} />
          ))}
        </section>
      ))}
    </div>
  );
}

export default adminPage('settings', SettingsPage);
