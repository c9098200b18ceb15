import type { InputHTMLAttributes, ReactNode, Ref } from 'react';
import { classNames } from '../../lib/class-names';
import styles from './light-checkbox.module.css';

type Props = Omit<InputHTMLAttributes<HTMLInputElement>, 'type'> & {
  /** Its label; none: the checkbox is named by its aria-label. */
  children?: ReactNode;
  ref?: Ref<HTMLInputElement>;
};

/**
 * A checkbox with its label, looking like antd's Checkbox: a real (transparent) checkbox over the drawn box,
 * whose checked look comes from the input's own state, so it also works before the page's code has loaded.
 */
export default function LightCheckbox({ children, className, ref, ...rest }: Props) {
  return (
    <label className={classNames(styles.wrapper, className)}>
      <span className={styles.box}>
        <input {...rest} ref={ref} type="checkbox" className={styles.input} />
      </span>
      {children !== undefined && <span className={styles.label}>{children}</span>}
    </label>
  );
}
