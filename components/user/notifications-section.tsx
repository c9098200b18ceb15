import { useEffect, useState } from 'react';
import { classNames } from '../../lib/class-names';
import { MESSAGES } from '../../lib/constants';
import { errorMessage } from '../../lib/errors';
import { notify } from '../../lib/notify';
import { notificationService } from '../../services/notification.service';
import type { NotificationPreferences } from '../../types/account';
import LightAlert from '../common/light-alert';
import LightCheckbox from '../form/light-checkbox';
import styles from './account-sections.module.css';

type Topic = keyof NotificationPreferences;

const TOPICS: Array<{ key: Topic; label: string; hint: string }> = [
  { key: 'newContent', label: 'New content', hint: 'New videos, galleries and products from performers you subscribe to.' },
  { key: 'commentReplies', label: 'Replies to my comments', hint: 'When someone answers in a conversation you commented in.' },
  { key: 'newsletter', label: 'News and offers', hint: 'Our newsletter: site news, promotions and coupons.' },
];

/** The account page's "Email notifications": a switch per optional mail, saved as it changes. */
export default function NotificationsSection() {
  const [preferences, setPreferences] = useState<NotificationPreferences | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [saving, setSaving] = useState<Topic | null>(null);

  useEffect(() => {
    notificationService
      .preferences()
      .then(setPreferences)
      .catch((error: unknown) => setFailure(errorMessage(error, MESSAGES.genericError)));
  }, []);

  const toggle = async (key: Topic, on: boolean) => {
    setSaving(key);
    try {
      setPreferences(await notificationService.update({ [key]: on }));
      notify.success('Your email preferences are saved.');
    } catch (error) {
      notify.error(errorMessage(error, MESSAGES.genericError));
    } finally {
      setSaving(null);
    }
  };

  if (failure) return <LightAlert type="error" showIcon title={failure} data-testid="notifications-error" />;
  if (!preferences) return <p className={styles.muted}>Loading…</p>;
  return (
    <div data-testid="notifications-section">
      <fieldset className={styles.choices}>
        <legend className={classNames(styles.muted, styles.legend)}>
          Choose the emails you want. Receipts for your orders and messages about your account (links, security notices) are always sent.
        </legend>
        {TOPICS.map(({ key, label, hint }) => (
          <div key={key} className={styles.choice}>
            <LightCheckbox
              id={`notifications_${key}`}
              checked={preferences[key]}
              disabled={saving === key}
              aria-describedby={`notifications_${key}_hint`}
              onChange={(event) => toggle(key, event.target.checked)}
              data-testid={`notifications-${key}`}
            >
              {label}
            </LightCheckbox>
            <span id={`notifications_${key}_hint`} className={styles.choiceHint}>
              {hint}
            </span>
          </div>
        ))}
      </fieldset>
    </div>
  );
}
