import { useState } from 'react';
import { BULK_WORDS, bulkReport, type BulkActionName } from '../../lib/bulk';
import { errorMessage } from '../../lib/errors';
import { centsFromInput, priceProblem } from '../../lib/price-input';
import { ACCESS_CHOICES, type VideoAccess } from '../../lib/video-form';
import { useAppSelector } from '../../redux/hooks';
import type { BulkAction, BulkResult } from '../../types/studio';
import LazyPopconfirm from '../common/lazy-popconfirm';
import LightButton from '../common/light-button';
import LightCheckbox from '../form/light-checkbox';
import LightInput from '../form/light-input';
import LightSelect from '../form/light-select';
import styles from './bulk-bar.module.css';
import type { useSelection } from './use-selection';

interface Props {
  /** The items the list shows, with their titles (for the report). */
  items: { _id: string; title: string }[];
  selection: ReturnType<typeof useSelection>;
  /** The kind's bulk endpoint. */
  run: (body: BulkAction) => Promise<BulkResult>;
  /** Whether the kind's access can be changed (videos, galleries; a product is sold one way). */
  changesAccess: boolean;
  /** The list is read again (some items changed or left it). */
  onDone: () => void;
}

type Report = { done: string | null; refused: string[] } | { error: string };

/** A Studio list's bulk actions on the rows chosen: publish, unpublish, change access (and price), delete; each item's outcome said. */
export default function BulkBar({ items, selection, run, changesAccess, onDone }: Props) {
  const symbol = useAppSelector((s) => s.ui.currencySymbol);
  const [busy, setBusy] = useState<BulkActionName | null>(null);
  const [report, setReport] = useState<Report | null>(null);
  const [access, setAccess] = useState<VideoAccess>('subscribers');
  const [price, setPrice] = useState('');
  const { selected } = selection;
  const count = selected.length;
  const all = items.length > 0 && count === items.length;
  const titleOf = (id: string) => items.find((item) => item._id === id)?.title ?? id;
  const priceIssue = access === 'sale' ? priceProblem(price) : null;

  const act = async (action: BulkActionName) => {
    const body: BulkAction = { ids: selected, action };
    if (action === 'set-access') {
      body.access = access;
      if (access === 'sale') body.price = centsFromInput(price)!;
    }
    setBusy(action);
    try {
      setReport(bulkReport(action, await run(body), titleOf));
      selection.clear();
      onDone();
    } catch (error) {
      setReport({ error: errorMessage(error, 'The change could not be made: try again in a moment.') });
    } finally {
      setBusy(null);
    }
  };

  if (items.length === 0) return null;
  const button = (action: BulkActionName, extra: { disabled?: boolean } = {}) => (
    <LightButton
      size="small"
      loading={busy === action}
      disabled={busy !== null || extra.disabled}
      onClick={() => void act(action)}
      data-testid={`bulk-${action}`}
    >
      {BULK_WORDS[action].button}
    </LightButton>
  );
  return (
    <div className={styles.bar} role="group" aria-label="Act on several at once" data-testid="bulk-bar">
      <LightCheckbox
        checked={all}
        ref={(input) => {
          if (input) input.indeterminate = count > 0 && !all;
        }}
        onChange={(e) => selection.selectAll(e.target.checked)}
        data-testid="bulk-select-all"
      >
        {count > 0 ? <span className={styles.count}>{count} selected</span> : 'Select all'}
      </LightCheckbox>
      {count > 0 && (
        <>
          {button('publish')}
          {button('unpublish')}
          {changesAccess && (
            <span className={styles.access}>
              <LightSelect
                className={styles.accessSelect}
                aria-label="New access"
                value={access}
                onChange={(e) => setAccess(e.target.value as VideoAccess)}
                data-testid="bulk-access"
              >
                {ACCESS_CHOICES.map((choice) => (
                  <option key={choice.value} value={choice.value}>
                    {choice.label}
                  </option>
                ))}
              </LightSelect>
              {access === 'sale' && (
                <LightInput
                  className={styles.price}
                  aria-label={`Price (${symbol})`}
                  value={price}
                  inputMode="decimal"
                  placeholder="9.99"
                  onChange={(e) => setPrice(e.target.value)}
                  title={priceIssue ?? undefined}
                  data-testid="bulk-price"
                />
              )}
              {button('set-access', { disabled: priceIssue !== null })}
            </span>
          )}
          <LazyPopconfirm
            title={`Delete ${count} ${count === 1 ? 'item' : 'items'}?`}
            description="Their files are removed. One that someone bought leaves the site but its buyers keep it."
            okText="Delete"
            okButtonProps={{ danger: true }}
            cancelText="Keep them"
            onConfirm={() => act('delete')}
          >
            <LightButton size="small" loading={busy === 'delete'} disabled={busy !== null} data-testid="bulk-delete">
              Delete
            </LightButton>
          </LazyPopconfirm>
        </>
      )}
      {report && (
        <div className={styles.report} role="status" data-testid="bulk-report">
          {'error' in report ? (
            <span className={styles.refused}>{report.error}</span>
          ) : (
            <>
              {report.done}
              {report.refused.length > 0 && (
                <ul className={styles.refused} aria-label="Not done">
                  {report.refused.map((line) => (
                    <li key={line}>{line}</li>
                  ))}
                </ul>
              )}
            </>
          )}
        </div>
      )}
    </div>
  );
}
