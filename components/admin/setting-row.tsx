import { Button, Input, Segmented } from 'antd';
import { useState } from 'react';
import { errorMessage } from '../../lib/errors';
import { notify } from '../../lib/notify';
import { siteAdminService } from '../../services/site-admin.service';
import type { AdminSetting } from '../../types/site-admin';
import styles from './admin.module.css';

/** "reportsHideAtOnce" -> "Reports hide at once". */
export const settingLabel = (key: string) =>
  key
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .replace(/^./, (c) => c.toUpperCase())
    .replace(/ ([A-Z])(?=[a-z])/g, (m) => m.toLowerCase());

/** What a provider's secret shows as in GET /admin/settings (server/modules/settings/service.ts). */
const HIDDEN = '********';

/** Typed as the editor shows it: JSON for a list or an object, the text itself for a string. */
function textOf(value: unknown): string {
  return typeof value === 'string' ? value : JSON.stringify(value);
}

/** The value the setting takes from what was typed (the server keeps each setting's JSON type); undefined: not valid. */
function parsed(setting: AdminSetting, text: string): unknown {
  if (typeof setting.value === 'string') return text;
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

/** One setting: a switch for yes/no (saved at once), else its value and Save. */
export default function SettingRow({ setting, onSaved }: { setting: AdminSetting; onSaved: (value: unknown) => void }) {
  const [text, setText] = useState(setting.value === HIDDEN ? '' : textOf(setting.value));
  const [busy, setBusy] = useState(false);
  const label = settingLabel(setting.key);
  const save = async (value: unknown) => {
    if (value === undefined) return notify.error(`${label}: that is not a valid value.`);
    setBusy(true);
    try {
      await siteAdminService.setSetting(setting.key, value);
      notify.success(`${label} saved.`);
      onSaved(value);
    } catch (error) {
      notify.error(errorMessage(error, `${label} could not be saved.`));
    } finally {
      setBusy(false);
    }
  };
  const id = `setting-${setting.key}`;
  let control;
  if (typeof setting.value === 'boolean')
    control = (
      <Segmented
        id={id}
        aria-label={label}
        options={[
          { value: 'off', label: 'Off' },
          { value: 'on', label: 'On' },
        ]}
        value={setting.value ? 'on' : 'off'}
        disabled={busy}
        onChange={(value) => void save(value === 'on')}
        data-testid={id}
      />
    );
  else if (typeof setting.value === 'number')
    control = <Input id={id} inputMode="decimal" value={text} onChange={(e) => setText(e.target.value)} data-testid={id} style={{ width: 180 }} />;
  else if (setting.value === HIDDEN)
    control = (
      <Input.Password
        id={id}
        className={styles.settingInput}
        value={text}
        placeholder="Set (hidden): type to replace"
        onChange={(e) => setText(e.target.value)}
        autoComplete="off"
      />
    );
  else control = <Input id={id} className={styles.settingInput} value={text} onChange={(e) => setText(e.target.value)} data-testid={id} />;
  const changed = typeof setting.value !== 'boolean' && text !== (setting.value === HIDDEN ? '' : textOf(setting.value));
  return (
    <div className={styles.settingRow}>
      <label htmlFor={id} className={styles.settingLabel}>
        {label}
        {setting.public && <span className={styles.muted}> (shown on the site)</span>}
      </label>
      <div className={styles.settingControl}>
        {control}
        {typeof setting.value !== 'boolean' && (
          <Button onClick={() => void save(parsed(setting, text))} disabled={!changed} loading={busy}>
            Save
          </Button>
        )}
      </div>
    </div>
  );
}
