import { useEffect, useState } from 'react';
import type { Option } from '../../lib/catalogue';
import type { ListingQuery } from '../../types/listing';
import SearchField from '../search/search-field';
import LazySelect from './lazy-select';
import styles from './listing-filters.module.css';
import { useQueryUpdate } from './use-query-update';

export interface FilterSelect {
  /** URL query word. */
  name: string;
  label: string;
  options: Option[];
  /** Shown when the word is absent: "All categories" (clearable), or the default sort. */
  placeholder: string;
  clearable?: boolean;
}

interface Props {
  /** The search box's label; without one, no search box. */
  searchLabel?: string;
  selects: FilterSelect[];
  values: ListingQuery;
}

/** Search box (when labelled) and selects of a listing; every change goes into the URL query. */
export default function ListingFilters({ searchLabel, selects, values }: Props) {
  const update = useQueryUpdate();
  const current = typeof values.q === 'string' ? values.q : '';
  const [text, setText] = useState(current);
  useEffect(() => setText(current), [current]);

  return (
    <div className={styles.bar} role="search" data-testid="listing-filters">
      {searchLabel && (
        <SearchField
          className={styles.search}
          ariaLabel={searchLabel}
          placeholder={searchLabel}
          value={text}
          onChange={setText}
          onSearch={(value) => update({ q: value.trim() || undefined })}
        />
      )}
      {selects.map((select) => (
        <LazySelect
          key={select.name}
          className={styles.select}
          aria-label={select.label}
          data-testid={`filter-${select.name}`}
          placeholder={select.placeholder}
          allowClear={select.clearable}
          showSearch={select.options.length > 12 ? { optionFilterProp: 'label' } : false}
          value={typeof values[select.name] === 'string' ? (values[select.name] as string) : undefined}
          options={select.options}
          onChange={(value?: string) => update({ [select.name]: value || undefined })}
          popupMatchSelectWidth={false}
        />
      ))}
    </div>
  );
}
