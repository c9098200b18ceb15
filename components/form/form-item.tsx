import { useContext, type ReactNode } from 'react';
import { classNames } from '../../lib/class-names';
import { FormItemContext, FormSizeContext } from './form-context';
import styles from './form-item.module.css';

interface Props {
  /** The control's id: the label points to it, the control inside takes it. */
  id: string;
  label: ReactNode;
  /** Messages of the rules the value fails; shown under the control in place of `help`. */
  errors?: readonly string[];
  /** A hint under the control while there is no error. */
  help?: ReactNode;
  className?: string;
  children: ReactNode;
}

/**
 * antd's vertical Form.Item: label above, control, then the error or help text, which takes the place of the
 * item's bottom margin (the form does not jump when a one-line message appears). The control inside gets the
 * id, `aria-invalid` and `aria-describedby` from here.
 */
export default function FormItem({ id, label, errors = [], help, className, children }: Props) {
  const size = useContext(FormSizeContext);
  const invalid = errors.length > 0;
  const helpId = `${id}_help`;
  const hasMessages = invalid || Boolean(help);
  return (
    <div className={classNames(styles.item, size === 'large' && styles.large, hasMessages && styles.withHelp, className)}>
      <div className={styles.label}>
        <label htmlFor={id}>{label}</label>
      </div>
      <FormItemContext value={{ id, invalid, describedBy: hasMessages ? helpId : undefined }}>
        <div className={styles.control}>{children}</div>
      </FormItemContext>
      {hasMessages && (
        <div className={styles.help} id={helpId}>
          {invalid
            ? errors.map((message) => (
                <div key={message} className={styles.error}>
                  {message}
                </div>
              ))
            : help}
        </div>
      )}
    </div>
  );
}
