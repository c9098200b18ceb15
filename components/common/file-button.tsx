import { useRef, type ReactNode } from 'react';
import { IMAGE_UPLOAD_TYPES } from '../../lib/engagement';
import LightButton, { type LightButtonProps } from './light-button';

interface Props extends Omit<LightButtonProps, 'onClick' | 'children' | 'href'> {
  /** Called with the chosen file; choosing the same file again calls it again. */
  onFile: (file: File) => void;
  accept?: string;
  /** Test id of the (hidden) file input, for tests that set files on it. */
  inputTestId: string;
  inputLabel: string;
  children?: ReactNode;
}

/** A button that opens the file chooser (images by default). */
export default function FileButton({ onFile, accept = IMAGE_UPLOAD_TYPES, inputTestId, inputLabel, children, ...button }: Props) {
  const input = useRef<HTMLInputElement>(null);
  return (
    <>
      <input
        ref={input}
        type="file"
        accept={accept}
        style={{ display: 'none' }}
        aria-label={inputLabel}
        data-testid={inputTestId}
        onChange={(event) => {
          const file = event.target.files?.[0];
          event.target.value = '';
          if (file) onFile(file);
        }}
      />
      <LightButton {...button} onClick={() => input.current?.click()}>
        {children}
      </LightButton>
    </>
  );
}
