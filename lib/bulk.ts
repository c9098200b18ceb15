import type { BulkAction, BulkResult } from '../types/studio';

// The Studio lists' bulk actions: what each is called, and what the performer is told of its outcome.

export type BulkActionName = BulkAction['action'];

/** The verb of each action, as its button and its report say it. */
export const BULK_WORDS: Record<BulkActionName, { button: string; done: string }> = {
  publish: { button: 'Publish', done: 'published' },
  unpublish: { button: 'Unpublish', done: 'unpublished' },
  'set-access': { button: 'Set access', done: 'changed' },
  delete: { button: 'Delete', done: 'deleted' },
};

/**
 * "3 published." and, for each refused, its title and the server's reason: "Dunes: Add at least one photo before
 * publishing this gallery." (`titleOf`: an item's title by id, as the list shows it).
 */
export function bulkReport(action: BulkActionName, result: BulkResult, titleOf: (id: string) => string) {
  const done = result.done.length ? `${result.done.length} ${BULK_WORDS[action].done}.` : null;
  const refused = result.failed.map(({ id, message }) => `${titleOf(id)}: ${message}`);
  return { done, refused };
}
