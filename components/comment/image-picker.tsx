import CloseOutlined from '@ant-design/icons/CloseOutlined';
import PictureOutlined from '@ant-design/icons/PictureOutlined';
import { Button } from 'antd';
import FileButton from '../common/file-button';
import styles from './comments.module.css';

/** An optional picture for a comment: a button that opens the file chooser, then the chosen name and a remove cross. */
export default function ImagePicker({ file, onChange }: { file: File | null; onChange: (file: File | null) => void }) {
  if (file) {
    return (
      <span className={styles.chosen}>
        <PictureOutlined aria-hidden />
        <span className={styles.fileName}>{file.name}</span>
        <Button type="text" size="small" icon={<CloseOutlined />} aria-label="Remove the picture" onClick={() => onChange(null)} />
      </span>
    );
  }
  return (
    <FileButton type="text" icon={<PictureOutlined />} onFile={onChange} inputTestId="comment-image-input" inputLabel="Picture for the comment">
      Add a picture
    </FileButton>
  );
}
