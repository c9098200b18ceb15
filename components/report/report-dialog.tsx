import { Alert, Button, Input, Modal, Radio } from 'antd';
import { useState } from 'react';
import { PAGE_ROUTES } from '../../lib/constants';
import { errorMessage } from '../../lib/errors';
import { notify } from '../../lib/notify';
import { REPORT_REASON_OPTIONS, REPORTABLE_NOUNS } from '../../lib/report-reasons';
import { reportService } from '../../services/report.service';
import type { ReportReason, ReportableType } from '../../types/report';
import { withAntdScope } from '../common/antd-scope';
import Link from '../common/link';
import styles from './report.module.css';

export interface ReportDialogProps {
  objectType: ReportableType;
  objectId: string;
  open: boolean;
  onClose: () => void;
}

const NOTE_MAX = 1000;

/** The report form: a reason from the list and a note, sent to the staff; the reporter hears back when it is handled. */
function ReportDialog({ objectType, objectId, open, onClose }: ReportDialogProps) {
  const [reason, setReason] = useState<ReportReason | null>(null);
  const [note, setNote] = useState('');
  const [sending, setSending] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const noun = REPORTABLE_NOUNS[objectType];

  const send = async () => {
    if (!reason) return;
    setSending(true);
    setError(null);
    try {
      await reportService.file({ objectType, objectId, reason, ...(note.trim() ? { note: note.trim() } : {}) });
      notify.success('Thank you: the team will look at it, and you will hear what they decide.');
      onClose();
    } catch (failure) {
      setError(errorMessage(failure, 'The report could not be sent. Try again.'));
    } finally {
      setSending(false);
    }
  };

  return (
    <Modal
      open={open}
      title={`Report this ${noun}`}
      onCancel={onClose}
      destroyOnHidden
      footer={[
        <Button key="cancel" onClick={onClose}>
          Cancel
        </Button>,
        <Button key="send" type="primary" danger disabled={!reason} loading={sending} onClick={() => void send()} data-testid="report-send">
          Send report
        </Button>,
      ]}
    >
      <div className={styles.form} data-testid="report-dialog">
        <p id="report-reason-label" className={styles.lead}>
          What is wrong with it?
        </p>
        <Radio.Group
          aria-labelledby="report-reason-label"
          value={reason}
          onChange={(e) => setReason(e.target.value as ReportReason)}
          className={styles.reasons}
        >
          {REPORT_REASON_OPTIONS.map((option) => (
            <Radio key={option.value} value={option.value} data-testid={`report-reason-${option.value}`}>
              <span className={styles.reason}>{option.label}</span>
              <span className={styles.hint}>{option.hint}</span>
            </Radio>
          ))}
        </Radio.Group>
        <label htmlFor="report-note" className={styles.lead}>
          A note for the team (optional)
        </label>
        <Input.TextArea
          id="report-note"
          value={note}
          onChange={(e) => setNote(e.target.value)}
          maxLength={NOTE_MAX}
          showCount
          rows={3}
          data-testid="report-note"
        />
        {error && <Alert type="error" showIcon title={error} data-testid="report-error" />}
        <p className={styles.hint}>
          Reports of illegal, underage or non-consensual content hide it at once until the team has looked. Follow yours under{' '}
          <Link href={PAGE_ROUTES.reports}>Your reports</Link>.
        </p>
      </div>
    </Modal>
  );
}

export default withAntdScope(ReportDialog);
