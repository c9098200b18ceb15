import { useContext, type Ref, type SelectHTMLAttributes } from 'react';
import { classNames } from '../../lib/class-names';
import { FormItemContext, FormSizeContext, type FormSize } from './form-context';
import type { FieldStatus } from './use-light-form';
import styles from './light-input.module.css';

export type LightSelectProps = Omit<SelectHTMLAttributes<HTMLSelectElement>, 'size'> & {
  size?: FormSize;
  status?: FieldStatus;
  ref?: Ref<HTMLSelectElement>;
};

/**
 * A native <select> in LightInput's box (a long list such as countries: the browser's own picker, typing a
 * letter jumps to it, and no select code ships). Inside a FormItem it takes the item's id and error wiring.
 */
export default function LightSelect({ size, status, className, ref, children, ...rest }: LightSelectProps) {
  const formSize = useContext(FormSizeContext);
  const item = useContext(FormItemContext);
  const shownStatus = status ?? (item.invalid ? 'error' : undefined);
  return (
    <span className={classNames(styles.box, (size ?? formSize) === 'large' && styles.large, shownStatus === 'error' && styles.invalid, className)}>
      <select id={item.id} aria-invalid={item.invalid || undefined} aria-describedby={item.describedBy} {...rest} ref={ref} className={styles.input}>
        {children}
      </select>
    </span>
  );
}
