import CloseCircleFilled from '@ant-design/icons/CloseCircleFilled';
import SearchOutlined from '@ant-design/icons/SearchOutlined';
import { useRef, type KeyboardEvent } from 'react';
import styles from './search-field.module.css';

interface Props {
  value: string;
  onChange: (value: string) => void;
  /** Enter, the search button, or clearing the text (with ''). */
  onSearch: (value: string) => void;
  placeholder: string;
  ariaLabel: string;
  size?: 'middle' | 'large';
  /** dark: on the header bar. */
  tone?: 'default' | 'dark';
  className?: string;
  testId?: string;
  autoFocus?: boolean;
}

/**
 * A search input with a clear icon and a search button, looking and behaving like antd's Input.Search
 * (same sizes, borders, focus ring, theme variables), in plain elements: it is in the header of every page
 * and at the top of every listing, where antd's Input would add its whole form machinery to the first load.
 */
export default function SearchField({ value, onChange, onSearch, placeholder, ariaLabel, size = 'middle', tone = 'default', className = '', testId, autoFocus }: Props) {
  const input = useRef<HTMLInputElement>(null);
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Enter' && !event.nativeEvent.isComposing) onSearch(value);
  };
  const clear = () => {
    onChange('');
    onSearch('');
    input.current?.focus();
  };
  return (
    <div className={`${styles.search} ${styles[size]} ${tone === 'dark' ? styles.dark : ''} ${className}`.trim()} data-testid={testId}>
      <span className={styles.affix}>
        <input
          ref={input}
          type="search"
          className={styles.input}
          value={value}
          onChange={(event) => onChange(event.target.value)}
          onKeyDown={onKeyDown}
          placeholder={placeholder}
          aria-label={ariaLabel}
          autoFocus={autoFocus}
        />
        <span className={styles.suffix}>
          <button type="button" className={`${styles.clear} ${value ? '' : styles.hidden}`.trim()} onClick={clear} tabIndex={value ? 0 : -1}>
            <CloseCircleFilled />
          </button>
        </span>
      </span>
      <button type="button" className={styles.button} onClick={() => onSearch(value)}>
        <SearchOutlined />
      </button>
    </div>
  );
}
