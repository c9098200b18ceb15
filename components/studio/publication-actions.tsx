import { useState, type ReactNode } from 'react';
import { errorMessage } from '../../lib/errors';
import { formatLocalDateTime } from '../../lib/format';
import { navigate } from '../../lib/navigation';
import { notify } from '../../lib/notify';
import type { Publication } from '../../lib/studio';
import type { Removal } from '../../types/studio';
import LazyPopconfirm from '../common/lazy-popconfirm';
import LightButton from '../common/light-button';
import styles from './item-editor.module.css';
import RowFormButton from './row-form-button';
import ScheduleForm from './schedule-form';

/** What the actions need of an item. */
type PublishedItem = { _id: string; publication: Publication; publishedAt: string | null };

/** What an item's editor is given: the item, and how its kind publishes, deletes and shows an answer. */
export interface PublicationActionsProps<Item extends PublishedItem> {
  item: Item;
  /** Its title (a product's name). */
  title: string;
  /** What the item is ("gallery", "product"): the buttons' test ids start with it. */
  noun: string;
  /** The words of going live and back ("Publish"/"Unpublish", "Activate"/"Deactivate"). */
  words: { publish: string; unpublish: string; live: string; draft: string };
  /** Live now, at `at` (ISO), or back to a draft: the item as it is now. */
  publish: (id: string, publish: boolean, at?: string) => Promise<Item>;
  remove: (id: string) => Promise<Removal>;
  /** What deleting it does, said before it is done. */
  removeDescription: string;
  /** Done before it is deleted (its uploads under way stopped). */
  beforeRemove?: () => Promise<void>;
  /** Where the performer goes once it is deleted. */
  listHref: string;
  /** The editor shows the item as a write answered it. */
  onSaved: (item: Item) => void;
  /** Its details' form, given how to close it. */
  editForm: (close: () => void) => ReactNode;
}

/** A Studio editor's actions: edit its details, publish (now or at a time), back to a draft, delete. */
export default function PublicationActions<Item extends PublishedItem>({
  item,
  title,
  noun,
  words,
  publish,
  remove,
  removeDescription,
  beforeRemove,
  listHref,
  onSaved,
  editForm,
}: PublicationActionsProps<Item>) {
  const [busy, setBusy] = useState<string | null>(null);
  const { _id: id, publication } = item;

  /** One write at a time; the editor shows its answer, a refusal is said as the server said it. */
  const run = async (what: string, action: () => Promise<void>) => {
    setBusy(what);
    try {
      await action();
    } catch (error) {
      notify.error(errorMessage(error, `Could not ${what} ${title}.`));
    } finally {
      setBusy(null);
    }
  };

  const goLive = () =>
    run(words.publish.toLowerCase(), async () => {
      onSaved(await publish(id, true));
      notify.success(`${title} ${words.live}.`);
    });
  const goBack = () =>
    run(words.unpublish.toLowerCase(), async () => {
      onSaved(await publish(id, false));
      notify.success(`${title} ${words.draft}.`);
    });
  const schedule = async (at: string) => {
    const saved = await publish(id, true, at);
    onSaved(saved);
    notify.success(`${title} goes live on ${formatLocalDateTime(saved.publishedAt)}.`);
  };
  const removeIt = () =>
    run('delete', async () => {
      await beforeRemove?.();
      const removed = await remove(id);
      notify.success(removed === 'deleted' ? `${title} is deleted.` : `${title} left the site; its buyers can still see it.`);
      await navigate(listHref);
    });

  const publishing = words.publish.toLowerCase();
  const unpublishing = words.unpublish.toLowerCase();
  return (
    <div className={styles.actions} data-testid={`${noun}-actions`}>
      <RowFormButton label="Edit details" ariaLabel={`Edit details of ${title}`} title={`Edit ${title}`} disabled={busy !== null} data-testid={`${noun}-edit`}>
        {editForm}
      </RowFormButton>
      {publication !== 'live' && (
        <LightButton
          size="small"
          type="primary"
          loading={busy === publishing}
          disabled={busy !== null}
          onClick={() => void goLive()}
          data-testid={`${noun}-publish`}
        >
          {publication === 'scheduled' ? `${words.publish} now` : words.publish}
        </LightButton>
      )}
      {publication === 'draft' && (
        <RowFormButton label="Schedule" ariaLabel={`Schedule ${title}`} title={`Schedule ${title}`} disabled={busy !== null} data-testid={`${noun}-schedule`}>
          {(close) => <ScheduleForm name={noun} schedule={schedule} onDone={close} />}
        </RowFormButton>
      )}
      {publication !== 'draft' && (
        <LightButton size="small" loading={busy === unpublishing} disabled={busy !== null} onClick={() => void goBack()} data-testid={`${noun}-unpublish`}>
          {publication === 'scheduled' ? 'Unschedule' : words.unpublish}
        </LightButton>
      )}
      <LazyPopconfirm
        title={`Delete ${title}?`}
        description={removeDescription}
        okText="Delete"
        okButtonProps={{ danger: true }}
        cancelText="Keep it"
        onConfirm={() => removeIt()}
      >
        <LightButton size="small" loading={busy === 'delete'} disabled={busy !== null} aria-label={`Delete ${title}`} data-testid={`${noun}-delete`}>
          Delete
        </LightButton>
      </LazyPopconfirm>
    </div>
  );
}
