import { useEffect, useState } from 'react';
import { classNames } from '../../lib/class-names';
import { MESSAGES } from '../../lib/constants';
import { errorMessage } from '../../lib/errors';
import { NOTIFICATION_KIND_LABELS } from '../../lib/notification-kinds';
import { notify } from '../../lib/notify';
import { isPerformer } from '../../lib/studio-routes';
import { useAppSelector } from '../../redux/hooks';
import { notificationService } from '../../services/notification.service';
import type { NotificationPreferences, NotificationPreferencesPayload } from '../../types/account';
import type { NotificationChannel, NotificationKind } from '../../types/notification';
import LightAlert from '../common/light-alert';
import LightCheckbox from '../form/light-checkbox';
import LightSelect from '../form/light-select';
import styles from './account-sections.module.css';

const CHANNELS: Array<{ value: NotificationChannel; label: string }> = [
  { value: 'email', label: 'On the site and by e-mail' },
  { value: 'site', label: 'On the site only' },
  { value: 'off', label: 'Off' },
];

/** The account page's notifications: where each kind reaches the user (creators see their own kinds too), and the newsletter. */
export default function NotificationsSection() {
  const user = useAppSelector((s) => s.user.current);
  const [preferences, setPreferences] = useState<NotificationPreferences | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [saving, setSaving] = useState<string | null>(null);

  useEffect(() => {
    notificationService
      .preferences()
      .then(setPreferences)
      .catch((error: unknown) => setFailure(errorMessage(error, MESSAGES.genericError)));
  }, []);

  const save = async (key: string, change: NotificationPreferencesPayload) => {
    setSaving(key);
    try {
      setPreferences(await notificationService.update(change));
      notify.success('Your notification choices are saved.');
    } catch (error) {
      notify.error(errorMessage(error, MESSAGES.genericError));
    } finally {
      setSaving(null);
    }
  };

  if (failure) return <LightAlert type="error" showIcon title={failure} data-testid="notifications-error" />;
  if (!preferences) return <p className={styles.muted}>Loading…</p>;
  const creator = isPerformer(user);
  const kinds = (Object.keys(NOTIFICATION_KIND_LABELS) as NotificationKind[]).filter((kind) => creator || NOTIFICATION_KIND_LABELS[kind].for === 'fans');
  return (
    <div data-testid="notifications-section">
      <fieldset className={styles.choices}>
        <legend className={classNames(styles.muted, styles.legend)}>
          Where each kind of notification reaches you. Messages about your account (links, security notices) are always e-mailed.
        </legend>
        {kinds.map((kind) => (
          <div key={kind} className={styles.channelRow}>
            <label htmlFor={`notifications_${kind}`}>{NOTIFICATION_KIND_LABELS[kind].label}</label>
            <LightSelect
              id={`notifications_${kind}`}
              value={preferences.channels[kind]}
              disabled={saving === kind}
              onChange={(event) => void save(kind, { channels: { [kind]: event.target.value as NotificationChannel } })}
              data-testid={`notifications-${kind}`}
            >
              {CHANNELS.map((c) => (
                <option key={c.value} value={c.value}>
                  {c.label}
                </option>
              ))}
            </LightSelect>
          </div>
        ))}
        <div className={styles.choice}>
          <LightCheckbox
            id="notifications_newsletter"
            checked={preferences.newsletter}
            disabled={saving === 'newsletter'}
            aria-describedby="notifications_newsletter_hint"
            onChange={(event) => void save('newsletter', { newsletter: event.target.checked })}
            data-testid="notifications-newsletter"
          >
            News and offers
          </LightCheckbox>
          <span id="notifications_newsletter_hint" className={styles.choiceHint}>
            Our newsletter: site news, promotions and coupons.
          </span>
        </div>
        <div className={styles.choice}>
          <LightCheckbox
            id="notifications_mass_messages"
            checked={preferences.massMessages}
            disabled={saving === 'massMessages'}
            aria-describedby="notifications_mass_messages_hint"
            onChange={(event) => void save('massMessages', { massMessages: event.target.checked })}
            data-testid="notifications-mass-messages"
          >
            Messages creators send to all their fans
          </LightCheckbox>
          <span id="notifications_mass_messages_hint" className={styles.choiceHint}>
            They arrive in your messages; what a creator writes to you alone always does.
          </span>
        </div>
      </fieldset>
    </div>
  );
}
