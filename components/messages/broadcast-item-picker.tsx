import { Select } from 'antd';
import { useEffect, useState } from 'react';
import type { BroadcastRequest } from '../../types/message';
import { CONTENT_SOURCES, type ContentItem, type ContentKind } from '../common/content-sources';
import styles from '../studio/studio.module.css';

type Item = NonNullable<BroadcastRequest['item']>;
/** Items offered at once (the search narrows them). */
const OFFERED = 30;

/** One of the creator's own items (a kind, then an item of it found by its title): the message goes to its buyers. */
export default function BroadcastItemPicker({ value, onChange }: { value: Item | null; onChange: (item: Item | null) => void }) {
  const [kind, setKind] = useState<ContentKind>(value?.type ?? 'video');
  const [query, setQuery] = useState('');
  const [items, setItems] = useState<ContentItem[]>([]);
  useEffect(() => {
    let current = true;
    CONTENT_SOURCES[kind]
      .load({ q: query || undefined, limit: OFFERED })
      .then(({ data }) => current && setItems(data))
      .catch(() => current && setItems([]));
    return () => {
      current = false;
    };
  }, [kind, query]);
  return (
    <div className={styles.presets}>
      <label className={styles.fieldLabel}>
        Kind
        <select
          className={styles.field}
          value={kind}
          onChange={(e) => {
            setKind(e.target.value as ContentKind);
            onChange(null);
          }}
          data-testid="broadcast-item-kind"
        >
          {(Object.keys(CONTENT_SOURCES) as ContentKind[]).map((key) => (
            <option key={key} value={key}>
              {CONTENT_SOURCES[key].label}
            </option>
          ))}
        </select>
      </label>
      <label className={styles.fieldLabel} htmlFor="broadcast-item">
        Item
        <Select
          id="broadcast-item"
          showSearch
          filterOption={false}
          onSearch={setQuery}
          value={value?.id}
          onChange={(id: string) => onChange({ type: kind, id })}
          placeholder="Find one by its title"
          notFoundContent="None of yours matches"
          options={items.map((item) => ({ value: item._id, label: item.title }))}
          style={{ minWidth: 240 }}
          data-testid="broadcast-item"
        />
      </label>
    </div>
  );
}
