import { useState, type ReactNode } from 'react';
import LightButton from '../common/light-button';
import FormModal from './form-modal';

interface Props {
  /** The button's text ("Edit") and, for a screen reader, what it acts on ("Edit Night walk"). */
  label: string;
  ariaLabel: string;
  /** The modal's title. */
  title: string;
  disabled?: boolean;
  'data-testid'?: string;
  /** The form, given how to close the modal. */
  children: (close: () => void) => ReactNode;
}

/** A Studio row's small button that opens a form in a modal (Edit, Schedule). */
export default function RowFormButton({ label, ariaLabel, title, disabled, 'data-testid': testId, children }: Props) {
  const [open, setOpen] = useState(false);
  const close = () => setOpen(false);
  return (
    <>
      <LightButton size="small" disabled={disabled} onClick={() => setOpen(true)} aria-label={ariaLabel} data-testid={testId}>
        {label}
      </LightButton>
      <FormModal open={open} title={title} onClose={close}>
        {children(close)}
      </FormModal>
    </>
  );
}
