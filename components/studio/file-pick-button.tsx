import UploadOutlined from '@ant-design/icons/UploadOutlined';
import styles from './product-editor.module.css';

interface Props {
  id: string;
  label: string;
  accept?: string;
  disabled?: boolean;
  'data-testid'?: string;
  onFile: (file: File) => void;
}

/** A button-looking label of a visually hidden file input: one file chosen with the browser's picker. */
export default function FilePickButton({ id, label, accept, disabled, 'data-testid': testId, onFile }: Props) {
  return (
    <span className={styles.pick}>
      <input
        id={id}
        className={styles.fileInput}
        type="file"
        accept={accept}
        disabled={disabled}
        data-testid={testId}
        onChange={(event) => {
          const file = event.target.files?.[0];
          event.target.value = '';
          if (file) onFile(file);
        }}
      />
      <label htmlFor={id} className={styles.pickButton}>
        <UploadOutlined aria-hidden /> {label}
      </label>
    </span>
  );
}
