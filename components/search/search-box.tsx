import { useRouter } from 'next/router';
import { useEffect, useState } from 'react';
import { paths } from '../../lib/catalogue';
import SearchField from './search-field';
import styles from './search-box.module.css';

interface Props {
  /** header: compact on the dark bar; drawer / page: full width. */
  placement: 'header' | 'drawer' | 'page';
  testId: string;
  autoFocus?: boolean;
}

/** Goes to /search?q= with what was typed; shows the current query while on /search. */
export default function SearchBox({ placement, testId, autoFocus }: Props) {
  const router = useRouter();
  const current = router.pathname === '/search' && typeof router.query.q === 'string' ? router.query.q : '';
  const [text, setText] = useState(current);
  useEffect(() => setText(current), [current]);

  return (
    <div role="search" className={`${styles.box} ${styles[placement]}`}>
      <SearchField
        value={text}
        onChange={setText}
        onSearch={(value) => {
          const q = value.trim();
          if (q) void router.push(paths.search(q));
        }}
        placeholder="Search performers, videos…"
        ariaLabel="Search"
        autoFocus={autoFocus}
        size={placement === 'page' ? 'large' : 'middle'}
        tone={placement === 'header' ? 'dark' : 'default'}
        testId={testId}
      />
    </div>
  );
}
