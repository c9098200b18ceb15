import { paths } from '../../lib/catalogue';
import type { SearchSuggestions } from '../../types/content';
import styles from './suggestion-list.module.css';

export interface SuggestionOption {
  key: string;
  label: string;
  /** What it is, said in words beside it. */
  kind: 'Performer' | 'Video';
  href: string;
}

/** The suggestions as one list of options: performers first, then videos. */
export function suggestionOptions(suggestions: SearchSuggestions | null): SuggestionOption[] {
  if (!suggestions) return [];
  return [
    ...suggestions.performers.map((p): SuggestionOption => ({ key: `performer-${p._id}`, label: p.name, kind: 'Performer', href: paths.performer(p) })),
    ...suggestions.videos.map((v): SuggestionOption => ({ key: `video-${v._id}`, label: v.title, kind: 'Video', href: paths.video(v) })),
  ];
}

/** The id of an option's element, for the input's aria-activedescendant. */
export const optionId = (listId: string, option: SuggestionOption) => `${listId}-${option.key}`;

interface Props {
  id: string;
  label: string;
  options: SuggestionOption[];
  activeIndex: number;
  onPick: (option: SuggestionOption) => void;
}

/** A combobox's listbox of suggestions (the focus stays in the input; the active option is aria-activedescendant). */
export default function SuggestionList({ id, label, options, activeIndex, onPick }: Props) {
  return (
    <ul id={id} role="listbox" aria-label={label} className={styles.list} data-testid="search-suggestions">
      {options.map((option, index) => (
        <li
          key={option.key}
          id={optionId(id, option)}
          role="option"
          aria-selected={index === activeIndex}
          className={index === activeIndex ? `${styles.option} ${styles.active}` : styles.option}
          // Keeps the focus in the input, so the click below still finds the list open.
          onMouseDown={(event) => event.preventDefault()}
          onClick={() => onPick(option)}
        >
          <span className={styles.label}>{option.label}</span>
          <span className={styles.kind}>{option.kind}</span>
        </li>
      ))}
    </ul>
  );
}
