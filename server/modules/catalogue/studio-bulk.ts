import type { Static } from '@sinclair/typebox';
import { HttpError } from '../../http/errors';
import type { Bulk, BulkResult } from './bulk-schemas';
import type { AccessSchema } from './schemas';
import type { Removal } from './studio-removal';

/** The one-item Studio operations a kind lends the bulk action: its studio itself (its rules and checks). */
export interface BulkTarget {
  publish(id: string, scope: string | null, publish: boolean): Promise<void>;
  remove(id: string, scope: string | null): Promise<Removal>;
  /** Editing the access and price; kinds sold only one way (products) lend none. */
  update?(id: string, scope: string | null, body: { access: Static<typeof AccessSchema>; price?: number }): Promise<void>;
}

/**
 * Applies `bulk` to each item in turn through the kind's one-item operations: an item that is not the caller's, or
 * that its rules refuse (a gallery without photos published), is reported and the others go on.
 */
export async function applyBulk(target: BulkTarget, scope: string | null, bulk: Bulk): Promise<BulkResult> {
  const setAccess = target.update?.bind(target);
  if (bulk.action === 'set-access' && (!setAccess || !bulk.access))
    throw new HttpError(400, setAccess ? 'Say which access (free, subscribers or sale) to set.' : 'These items have no access to change.', 'ACCESS_REQUIRED');
  const result: BulkResult = { done: [], failed: [] };
  for (const id of bulk.ids) {
    try {
      if (bulk.action === 'publish' || bulk.action === 'unpublish') await target.publish(id, scope, bulk.action === 'publish');
      else if (bulk.action === 'delete') await target.remove(id, scope);
      else await setAccess!(id, scope, { access: bulk.access!, price: bulk.price });
      result.done.push(id);
    } catch (error) {
      if (!(error instanceof HttpError) || error.statusCode >= 500) throw error;
      result.failed.push({ id, message: error.message, ...(error.code && { code: error.code }) });
    }
  }
  return result;
}
