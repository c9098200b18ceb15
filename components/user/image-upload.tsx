import UploadOutlined from '@ant-design/icons/UploadOutlined';
import { Alert, Progress } from 'antd';
import type { ProfileImageKind } from '../../services/user.service';
import FileButton from '../common/file-button';
import { useImageUpload } from './use-image-upload';
import styles from './profile-images.module.css';

interface Props {
  kind: ProfileImageKind;
  label: string;
  hint: string;
  /** The current picture from the user slice. */
  current: string | null;
}

/** Choose a picture, watch it upload (progress bar and preview), or read why the server refused it. */
export default function ImageUpload({ kind, label, hint, current }: Props) {
  const upload = useImageUpload(kind);
  const shown = upload.preview || current;
  const status = upload.uploading ? 'active' : 'success';

  return (
    <div className={styles.upload} data-testid={`${kind}-upload`}>
      <div className={`${styles.preview} ${styles[kind]}`}>
        {/* eslint-disable-next-line @next/next/no-img-element -- the chosen file's local preview (a blob: URL) or the stored image */}
        {shown ? <img src={shown} alt={`Your ${label.toLowerCase()}`} data-testid={`${kind}-preview`} /> : <span>No {label.toLowerCase()} yet</span>}
      </div>
      <div className={styles.controls}>
        <FileButton
          icon={<UploadOutlined />}
          loading={upload.uploading}
          onFile={(file) => void upload.upload(file)}
          inputTestId={`${kind}-input`}
          inputLabel={`Choose a new ${label.toLowerCase()}`}
        >
          {`Change ${label.toLowerCase()}`}
        </FileButton>
        <span className={styles.hint}>{hint}</span>
        {upload.percent !== null && <Progress percent={upload.percent} status={status} size="small" data-testid={`${kind}-progress`} />}
        {upload.error && <Alert type="error" showIcon title={upload.error} data-testid={`${kind}-upload-error`} />}
      </div>
    </div>
  );
}
