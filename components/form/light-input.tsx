import CheckCircleFilled from '@ant-design/icons/CheckCircleFilled';
import CloseCircleFilled from '@ant-design/icons/CloseCircleFilled';
import { useContext, type InputHTMLAttributes, type ReactNode, type Ref } from 'react';
import { classNames } from '../../lib/class-names';
import { FormItemContext, FormSizeContext, type FormSize } from './form-context';
import type { FieldStatus } from './use-light-form';
import styles from './light-input.module.css';

export type LightInputProps = Omit<InputHTMLAttributes<HTMLInputElement>, 'size'> & {
  /** Defaults to the form's size. */
  size?: FormSize;
  /** `error`: red border (antd's `status`); with `feedback`, either shows its icon at the end. */
  status?: FieldStatus;
  /** Show the status as an icon at the end (antd's Form.Item `hasFeedback`). */
  feedback?: boolean;
  /** Controls at the end of the box (the password's eye). */
  suffix?: ReactNode;
  ref?: Ref<HTMLInputElement>;
};

/**
 * A text input that looks like antd's outlined Input, without antd's Input code. Inside a FormItem it takes
 * the item's id and error wiring. The <input> fills the box (padding included), so any click in it lands there.
 */
export default function LightInput({ size, status, feedback = false, suffix, className, ref, ...rest }: LightInputProps) {
  const formSize = useContext(FormSizeContext);
  const item = useContext(FormItemContext);
  const shownStatus = status ?? (item.invalid ? 'error' : undefined);
  const feedbackIcon = feedback && shownStatus && (
    <span className={classNames(styles.feedback, styles[shownStatus])}>{shownStatus === 'error' ? <CloseCircleFilled /> : <CheckCircleFilled />}</span>
  );
  const hasSuffix = Boolean(suffix || feedbackIcon);
  return (
    <span className={classNames(styles.box, (size ?? formSize) === 'large' && styles.large, shownStatus === 'error' && styles.invalid, className)}>
      <input
        id={item.id}
        aria-invalid={item.invalid || undefined}
        aria-describedby={item.describedBy}
        {...rest}
        ref={ref}
        className={classNames(styles.input, hasSuffix && styles.withSuffix)}
      />
      {hasSuffix && (
        <span className={styles.suffix}>
          {suffix}
          {feedbackIcon}
        </span>
      )}
    </span>
  );
}
