import { useRouter } from 'next/router';
import { useEffect, useId, useState, type KeyboardEvent } from 'react';
import { paths } from '../../lib/catalogue';
import SearchField from './search-field';
import SuggestionList, { optionId, suggestionOptions, type SuggestionOption } from './suggestion-list';
import { useSuggestions } from './use-suggestions';
import styles from './search-box.module.css';

interface Props {
  /** header: compact on the dark bar; drawer / page: full width. */
  placement: 'header' | 'drawer' | 'page';
  testId: string;
  autoFocus?: boolean;
}

/**
 * Goes to /search?q= with what was typed; shows the current query while on /search. While typing it offers
 * performers and videos (a WAI-ARIA combobox: arrows move through them, Enter opens one, Escape closes the list).
 */
export default function SearchBox({ placement, testId, autoFocus }: Props) {
  const router = useRouter();
  const listId = `${useId()}suggestions`;
  const current = router.pathname === '/search' && typeof router.query.q === 'string' ? router.query.q : '';
  const [text, setText] = useState(current);
  // Suggestions are for what the user is typing: not for the query a page opened with, nor after leaving the box.
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const options = suggestionOptions(useSuggestions(text, open));
  const expanded = open && options.length > 0;

  useEffect(() => {
    setText(current);
    setOpen(false);
  }, [current]);
  useEffect(() => setActive(-1), [options.length, text]);

  const close = () => {
    setOpen(false);
    setActive(-1);
  };
  const pick = (option: SuggestionOption) => {
    close();
    void router.push(option.href);
  };
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (!expanded) return;
    const step = event.key === 'ArrowDown' ? 1 : event.key === 'ArrowUp' ? -1 : 0;
    if (step) {
      event.preventDefault();
      setActive((index) => (index + step + options.length + (index < 0 && step < 0 ? 1 : 0)) % options.length);
    } else if (event.key === 'Enter' && active >= 0) {
      event.preventDefault();
      pick(options[active]);
    } else if (event.key === 'Escape') {
      event.preventDefault();
      close();
    }
  };

  return (
    <div role="search" className={`${styles.box} ${styles[placement]}`}>
      <SearchField
        value={text}
        onChange={(value) => {
          setText(value);
          setOpen(true);
        }}
        onSearch={(value) => {
          close();
          const q = value.trim();
          if (q) void router.push(paths.search(q));
        }}
        placeholder="Search performers, videos…"
        ariaLabel="Search"
        autoFocus={autoFocus}
        size={placement === 'page' ? 'large' : 'middle'}
        tone={placement === 'header' ? 'dark' : 'default'}
        testId={testId}
        comboboxProps={{
          role: 'combobox',
          autoComplete: 'off',
          'aria-autocomplete': 'list',
          'aria-expanded': expanded,
          'aria-controls': listId,
          'aria-activedescendant': expanded && active >= 0 ? optionId(listId, options[active]) : undefined,
        }}
        onInputKeyDown={onKeyDown}
        onInputBlur={close}
        popup={expanded ? <SuggestionList id={listId} label="Suggestions" options={options} activeIndex={active} onPick={pick} /> : null}
      />
    </div>
  );
}
