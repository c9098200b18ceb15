import CloseCircleFilled from '@ant-design/icons/CloseCircleFilled';
import DownOutlined from '@ant-design/icons/DownOutlined';
import type { SelectProps } from 'antd';
import { useState, type KeyboardEvent } from 'react';
import type { Option } from '../../lib/catalogue';
import { lazyComponent } from './lazy-antd';
import styles from './lazy-select.module.css';

type Props = Omit<SelectProps<string | undefined, Option>, 'options' | 'value' | 'onChange'> & {
  options: Option[];
  value?: string;
  onChange: (value?: string) => void;
  'aria-label': string;
  'data-testid'?: string;
};

const select = lazyComponent<SelectProps<string | undefined, Option>>(() => import('./antd-select'));

const OPEN_KEYS = new Set(['Enter', ' ', 'ArrowDown', 'ArrowUp']);

/**
 * antd's Select for the listing filters, without antd's Select in the first load: the server's HTML and the
 * page until it is used show a same-looking closed select with the current choice (and its clear icon).
 * Pressing it (mouse or keyboard) swaps in the real one, opened; its code is fetched when the browser is
 * idle, so that is immediate.
 */
export default function LazySelect(props: Props) {
  const [wanted, setWanted] = useState(false);
  select.usePrefetch();
  const Select = select.useLoaded(wanted ? 'now' : 'no');
  if (Select && wanted) {
    return <Select {...props} defaultOpen autoFocus />;
  }
  const { options, value, placeholder, allowClear, className = '', 'aria-label': label, 'data-testid': testId, onChange } = props;
  const chosen = options.find((o) => o.value === value)?.label;
  // After the press has been handled everywhere: the real Select, mounted open, would otherwise see this same
  // mousedown reach the window as a click outside it, and close again.
  const open = () => window.setTimeout(() => setWanted(true), 0);
  const onKeyDown = (event: KeyboardEvent) => {
    if (OPEN_KEYS.has(event.key)) {
      event.preventDefault();
      open();
    }
  };
  return (
    <div className={`${styles.select} ${className}`} data-testid={testId} onMouseDown={open}>
      <div className={styles.content} title={chosen}>
        {chosen ?? <div className={styles.placeholder}>{placeholder}</div>}
        <input
          type="text"
          className={styles.input}
          aria-label={label}
          readOnly
          autoComplete="new-password"
          role="combobox"
          aria-expanded="false"
          aria-haspopup="listbox"
          aria-autocomplete="list"
          value=""
          onKeyDown={onKeyDown}
        />
      </div>
      {allowClear && chosen !== undefined ? (
        <>
          <button
            type="button"
            className={styles.clear}
            aria-label="Clear"
            onMouseDown={(event) => event.stopPropagation()}
            onClick={() => onChange(undefined)}
          >
            <CloseCircleFilled />
          </button>
          <div className={`${styles.suffix} ${styles.suffixBehindClear}`}>
            <DownOutlined />
          </div>
        </>
      ) : (
        <div className={styles.suffix}>
          <DownOutlined />
        </div>
      )}
    </div>
  );
}
