import type { FormEvent } from 'react';
import { navigate } from '../../lib/navigation';
import { notify } from '../../lib/notify';
import { useSubmit } from '../common/use-submit';

interface Options<V, Item> {
  /** The item edited; null: a new one. */
  id: string | null;
  values: V;
  /** Checks the whole form, focusing the first wrong field. */
  passes: () => boolean;
  /** Sends the values: the item's changes, or a new draft. */
  save: (id: string | null, values: V) => Promise<Item>;
  /** The editor shows an edited item as saved. */
  onSaved: (item: Item) => void;
  onDone: () => void;
  /** What the performer is told: of an edit ("Dunes is saved."), of a new draft (where to go on). */
  said: { saved: (item: Item) => string; made: (item: Item) => string };
  /** A new item's editor. */
  editorPath: (item: Item) => string;
}

/**
 * A Studio details form's submit (a gallery's, a product's): checked, sent, then an edit is shown as saved and a new
 * draft opens in its editor. The server's refusal stays in the form (`error`).
 */
export function useDetailsSubmit<V, Item>({ id, values, passes, save, onSaved, onDone, said, editorPath }: Options<V, Item>) {
  const { submitting, error, submit } = useSubmit(save);
  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!passes()) return;
    const saved = await submit(id, values);
    if (!saved) return;
    onDone();
    if (id) {
      onSaved(saved);
      notify.success(said.saved(saved));
    } else {
      notify.success(said.made(saved));
      await navigate(editorPath(saved));
    }
  };
  return { submitting, error, onSubmit };
}
