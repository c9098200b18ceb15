import PictureOutlined from '@ant-design/icons/PictureOutlined';
import { useRef } from 'react';
import { PHOTO_FILE_ACCEPT } from '../../lib/gallery-form';
import hidden from '../../styles/visually-hidden.module.css';
import LightButton from '../common/light-button';

interface Props {
  onFiles(files: File[]): void;
  /** With its words ("Add photos"), or a round icon button beside a message box. */
  labelled?: boolean;
  /** The test ids of the file input and the button are `${testId}-input` and `${testId}`. */
  testId: string;
}

/** A button that opens the file chooser for photos (several at once) and hands over what was chosen. */
export default function AddPhotosButton({ onFiles, labelled = false, testId }: Props) {
  const files = useRef<HTMLInputElement>(null);
  return (
    <>
      <input
        ref={files}
        type="file"
        accept={PHOTO_FILE_ACCEPT}
        multiple
        className={hidden.visuallyHidden}
        tabIndex={-1}
        aria-hidden
        onChange={(e) => {
          onFiles([...(e.target.files ?? [])]);
          e.target.value = '';
        }}
        data-testid={`${testId}-input`}
      />
      <LightButton
        shape={labelled ? 'default' : 'circle'}
        icon={<PictureOutlined aria-hidden />}
        aria-label={labelled ? undefined : 'Add photos'}
        onClick={() => files.current?.click()}
        data-testid={testId}
      >
        {labelled ? 'Add photos' : undefined}
      </LightButton>
    </>
  );
}
