import { useState } from 'react';
import { MESSAGES } from '../../lib/constants';
import { errorMessage } from '../../lib/errors';
import { notify } from '../../lib/notify';
import { saveFile } from '../../lib/save-file';
import { accountService } from '../../services/account.service';
import LightButton from '../common/light-button';
import styles from './account-sections.module.css';

/** The account page's "Your data": a copy of everything the site keeps about the user, as a JSON file. */
export default function DataExportSection() {
  const [busy, setBusy] = useState(false);
  const download = async () => {
    setBusy(true);
    try {
      const data = await accountService.exportData();
      saveFile(JSON.stringify(data, null, 2), 'application/json', `limelight-data-${data.exportedAt.slice(0, 10)}.json`);
    } catch (error) {
      notify.error(errorMessage(error, MESSAGES.genericError));
    } finally {
      setBusy(false);
    }
  };
  return (
    <div data-testid="data-export-section">
      <p className={styles.muted}>
        Download a copy of your profile, orders, purchases, subscriptions, comments, favourites, email choices and signed-in devices, as a JSON file.
      </p>
      <LightButton onClick={download} loading={busy} data-testid="data-export-download">
        Download my data
      </LightButton>
    </div>
  );
}
