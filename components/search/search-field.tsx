import CloseCircleFilled from '@ant-design/icons/CloseCircleFilled';
import SearchOutlined from '@ant-design/icons/SearchOutlined';
import { useRef, type FocusEvent, type InputHTMLAttributes, type KeyboardEvent, type ReactNode } from 'react';
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
  /** A combobox's attributes (role, aria-expanded, aria-activedescendant...) for the input. */
  comboboxProps?: Pick<
    InputHTMLAttributes<HTMLInputElement>,
    'role' | 'aria-expanded' | 'aria-controls' | 'aria-autocomplete' | 'aria-activedescendant' | 'autoComplete'
  >;
  /** Runs first on a key press; a handled key (preventDefault) is not a search. */
  onInputKeyDown?: (event: KeyboardEvent<HTMLInputElement>) => void;
  onInputBlur?: (event: FocusEvent<HTMLInputElement>) => void;
  /** Shown under the field (a combobox's list of suggestions). */
  popup?: ReactNode;
}

/**
 * A search input with a clear icon and a search button, looking and behaving like antd's Input.Search
 * (same sizes, borders, focus ring, theme variables), in plain elements: it is in the header of every page
 * and at the top of every listing, where antd's Input would add its whole form machinery to the first load.
 */
export default function SearchField(props: Props) {
  const { value, onChange, onSearch, placeholder, ariaLabel, size = 'middle', tone = 'default', className = '', testId, autoFocus } = props;
  const input = useRef<HTMLInputElement>(null);
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    props.onInputKeyDown?.(event);
    if (event.defaultPrevented) return;
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
          onBlur={props.onInputBlur}
          placeholder={placeholder}
          aria-label={ariaLabel}
          autoFocus={autoFocus}
          {...props.comboboxProps}
        />
        <span className={styles.suffix}>
          <button
            type="button"
            className={`${styles.clear} ${value ? '' : styles.hidden}`.trim()}
            onClick={clear}
            tabIndex={value ? 0 : -1}
            aria-label="Clear the search"
          >
            <CloseCircleFilled />
          </button>
        </span>
      </span>
      <button type="button" className={styles.button} onClick={() => onSearch(value)} aria-label="Search">
        <SearchOutlined />
      </button>
      {props.popup}
    </div>
  );
}
