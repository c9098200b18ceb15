import PictureOutlined from '@ant-design/icons/PictureOutlined';
import { useRef } from 'react';
import { PHOTO_FILE_ACCEPT } from '../../lib/gallery-form';
import { MESSAGE_MEDIA_ACCEPT } from '../../lib/uploads/message-media';
import hidden from '../../styles/visually-hidden.module.css';
import LightButton from '../common/light-button';

interface Props {
  onFiles(files: File[]): void;
  /** With its words ("Add photos"), or a round icon button beside a message box. */
  labelled?: boolean;
  /** The test ids of the file input and the button are `${testId}-input` and `${testId}`. */
  testId: string;
  /** Videos may be chosen too (a creator's message). */
  videos?: boolean;
}

/** A button that opens the file chooser for photos (and videos, for a creator) several at once, and hands over what was chosen. */
export default function AddPhotosButton({ onFiles, labelled = false, testId, videos = false }: Props) {
  const files = useRef<HTMLInputElement>(null);
  const label = videos ? 'Add photos or videos' : 'Add photos';
  return (
    <>
      <input
        ref={files}
        type="file"
        accept={videos ? MESSAGE_MEDIA_ACCEPT : PHOTO_FILE_ACCEPT}
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
        aria-label={labelled ? undefined : label}
        onClick={() => files.current?.click()}
        data-testid={testId}
      >
        {labelled ? label : undefined}
      </LightButton>
    </>
  );
}
