import { Progress } from 'antd';
import { useState } from 'react';
import { startIdentityUpload, type IdentitySlot } from '../../lib/uploads/identity-upload';
import FileButton from '../common/file-button';
import styles from './creator-application.module.css';

interface Props {
  slot: IdentitySlot;
  label: string;
  hint: string;
  /** Whether the server already has this file. */
  received: boolean;
  disabled?: boolean;
  /** The server took the file. */
  onUploaded: () => void;
}

type Sending = { state: 'idle' } | { state: 'sending'; percent: number } | { state: 'failed'; message: string };

/** One identity photo: choose it, watch it go (resumable, through tus), see that the server has it. */
export default function IdentityFileField({ slot, label, hint, received, disabled, onUploaded }: Props) {
  const [sending, setSending] = useState<Sending>({ state: 'idle' });
  const send = (file: File) => {
    setSending({ state: 'sending', percent: 0 });
    void startIdentityUpload(slot, file, {
      onProgress: (sent, total) => setSending({ state: 'sending', percent: Math.floor((sent / total) * 100) }),
      onSuccess: () => {
        setSending({ state: 'idle' });
        onUploaded();
      },
      onError: (message) => setSending({ state: 'failed', message }),
    });
  };
  return (
    <div className={styles.fileField} data-testid={`identity-${slot}`}>
      <div>
        <strong>{label}</strong>
        <p className={styles.muted}>{hint}</p>
        {received && sending.state === 'idle' && (
          <p className={styles.received} data-testid={`identity-${slot}-received`}>
            Received. Only our review team can see it.
          </p>
        )}
        {sending.state === 'sending' && <Progress percent={sending.percent} size="small" aria-label={`${label}: ${sending.percent}% sent`} />}
        {sending.state === 'failed' && (
          <p className={styles.error} role="alert">
            {sending.message}
          </p>
        )}
      </div>
      <FileButton
        onFile={send}
        accept="image/jpeg,image/png,image/webp"
        inputTestId={`identity-${slot}-input`}
        inputLabel={label}
        disabled={disabled || sending.state === 'sending'}
      >
        {received ? 'Replace photo' : 'Choose photo'}
      </FileButton>
    </div>
  );
}
